import type { Plugin } from 'vite';
import { apiDocument, mockControlDocument } from '../src/contract/api-contract.ts';
import { mockControlApi } from '../src/contract/endpoints/mock-control.ts';
import { referenceApi } from '../src/contract/endpoints/reference.ts';

/** The API reference page, a second HTML entry of the build (docs/api-reference.md). */
export const API_REFERENCE_HTML = 'api-reference.html';

/**
 * The static build (`--mode static`) has no server, and its mock API answers only the dashboard's
 * own pages, from their service worker: the API reference page does not start the worker, which
 * would bring the whole mock. So the two OpenAPI documents are written into that build at the
 * paths the mock serves them (`api/openapi.json`, `__mock/openapi.json`), by the same functions,
 * and the reference page's requests, which the worker lets through, find them as files.
 */
export function openApiFiles(): Plugin {
  return {
    name: 'openapi-files',
    apply: 'build',
    generateBundle() {
      const files = [
        [referenceApi.openApi.path, apiDocument()],
        [mockControlApi.document.path, mockControlDocument()],
      ] as const;
      for (const [path, document] of files) {
        this.emitFile({
          type: 'asset',
          fileName: path.replace(/^\//, ''),
          source: `${JSON.stringify(document, null, 2)}\n`,
        });
      }
    },
  };
}
