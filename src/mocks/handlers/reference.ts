import { http, HttpResponse } from 'msw';
import { apiDocument, mockControlDocument } from '@/contract/api-contract';
import { mockPath } from '@/contract/endpoint';
import { mockControlApi } from '@/contract/endpoints/mock-control';
import { referenceApi } from '@/contract/endpoints/reference';
import type { OpenApiDocument } from '@/contract/openapi-document';
import { publicHandlers } from '@/mocks/lib/auth-guard';

/** Built on first ask: the same function writes docs/openapi.json, so the two are one. */
function once(build: () => OpenApiDocument): () => OpenApiDocument {
  let document: OpenApiDocument | null = null;
  return () => (document ??= build());
}
const api = once(apiDocument);
const mockControl = once(mockControlDocument);

/** The API's OpenAPI document, and the control API's apart (test tooling). */
export const referenceHandlers = publicHandlers([
  http.get(mockPath(referenceApi.openApi), () => HttpResponse.json(api())),
  http.get(mockPath(mockControlApi.document), () => HttpResponse.json(mockControl())),
]);
