import type { TestProject } from 'vitest/node';
import { apiDocument, mockControlDocument } from '@/contract/api-contract';
import type { OpenApiDocument } from '@/contract/openapi-document';

/**
 * Runs once per `vitest` run, before any test file: the OpenAPI documents every file's contract
 * watch checks the mock's answers against (src/testing/contract-answers.ts), generated from the
 * zod schemas once rather than in each test file.
 */
export default function setup(project: TestProject) {
  project.provide('contractDocuments', { api: apiDocument(), control: mockControlDocument() });
}

declare module 'vitest' {
  export interface ProvidedContext {
    contractDocuments: { api: OpenApiDocument; control: OpenApiDocument };
  }
}
