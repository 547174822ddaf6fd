import type { Plugin } from 'vite';
import { importSource } from './import-source.mjs';

/** The API reference page, a second HTML entry of the build (docs/api-reference.md). */
export const API_REFERENCE_HTML = 'api-reference.html';

/**
 * The static build (`--mode static`) has no server, and its mock API answers only the dashboard's
 * own pages, from their service worker: the API reference page does not start the worker, which
 * would bring the whole mock. So the two OpenAPI documents are written into that build at the
 * paths the mock serves them (`api/openapi.json`, `__mock/openapi.json`), by the same functions,
 * and the reference page's requests, which the worker lets through, find them as files. The
 * contract is loaded as the scripts load it (build/import-source.mjs), not with the config.
 */
export function openApiFiles(): Plugin {
  return {
    name: 'openapi-files',
    apply: 'build',
    async generateBundle() {
      const [{ module: contract }, { module: mockControl }, { module: reference }] =
        await Promise.all([
          importSource<typeof import('@/contract/api-contract')>('contract/api-contract.ts'),
          importSource<typeof import('@/contract/endpoints/mock-control')>(
            'contract/endpoints/mock-control.ts',
          ),
          importSource<typeof import('@/contract/endpoints/reference')>(
            'contract/endpoints/reference.ts',
          ),
        ]);
      const { apiDocument, mockControlDocument } = contract;
      const { mockControlApi } = mockControl;
      const { referenceApi } = reference;
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
