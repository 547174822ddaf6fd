import * as z from 'zod/mini';
import { publicAccess, type Endpoint, endpointGroup } from '@/contract/endpoint';

/** An OpenAPI document, as far as its readers need to know from here. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const referenceApi = {
  openApi: {
    id: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document (OpenAPI 3.1)',
    description:
      'Generated from the zod schemas the screens and the mock share (`npm run openapi` writes it to `docs/openapi.json`).',
    access: publicAccess,
    answers: { 200: { description: 'The document', schema: openApiDocumentSchema } },
  },
} as const satisfies Record<string, Endpoint>;

export const referenceGroup = endpointGroup(
  'Reference',
  referenceApi,
  'The API’s own description.',
);
