import type { Plugin, ResolvedServerUrls, ViteDevServer } from 'vite';
import type { MockApiServer, MockApiServerOptions } from '@/mocks/hosts/server';
import { importSource } from './import-source.mjs';

type ServerModule = typeof import('@/mocks/hosts/server');

// Every answered write is already in the journal; folding it into the snapshot on a clean stop
// only makes the next start quicker.
function compactOnClose(
  mockApi: MockApiServer,
  httpServer: { once(event: 'close', listener: () => void): unknown } | null,
) {
  httpServer?.once('close', () => {
    try {
      mockApi.close();
    } catch (error) {
      // The journal still holds every write; the next start folds it in.
      console.warn('[mock-api] could not compact the demo database on close:', error);
    }
  });
}

// `vite` restarts when the mock's code changes, as it does when the config's own files change.
function restartOnChange(server: ViteDevServer, files: readonly string[]) {
  const watched = new Set(files);
  server.watcher.add([...watched]);
  server.watcher.on('change', (file) => {
    if (watched.has(file)) void server.restart();
  });
}

/**
 * Serves the mock API (src/mocks/hosts/server.ts) from the dev server (`vite`) and the preview
 * server (`vite preview`). The mock is loaded as a server starts, through Vite's module runner
 * (build/import-source.mjs), not with this config: Vite's config loader resolves neither `@/`
 * nor an import without its extension.
 */
export function mockApiPlugin(options: Omit<MockApiServerOptions, 'root'> = {}): Plugin {
  // Built once per plugin, so a server that calls both hooks does not load or seed twice.
  let loading: Promise<{ mockApi: MockApiServer; files: string[] }> | undefined;
  const load = (root: string, server: { resolvedUrls: ResolvedServerUrls | null }) => {
    // Read when a link is mailed: the server knows its URL only once it listens.
    const listenUrl = () => server.resolvedUrls?.local[0] ?? server.resolvedUrls?.network[0];
    loading ??= importSource<ServerModule>('mocks/hosts/server.ts').then(
      ({ module, dependencies }) => ({
        mockApi: module.createMockApiServer({ listenUrl, ...options, root }),
        files: dependencies,
      }),
    );
    return loading;
  };

  return {
    name: 'admin-dashboard:mock-api',
    // The mock answers CORS for its API paths itself (node-middleware.ts). Vite's own CORS
    // middleware runs before any plugin's and answers every preflight, allowing localhost origins
    // only, so a build served from any other origin could not call this mock.
    config(userConfig) {
      return {
        server: { cors: userConfig.server?.cors ?? false },
        preview: { cors: userConfig.preview?.cors ?? false },
      };
    },
    // Added directly (not in a returned post hook) so the API answers before Vite's SPA fallback.
    async configureServer(server) {
      const { mockApi, files } = await load(server.config.root, server);
      server.middlewares.use(mockApi.middleware);
      compactOnClose(mockApi, server.httpServer);
      restartOnChange(server, files);
    },
    async configurePreviewServer(server) {
      const { mockApi } = await load(server.config.root, server);
      server.middlewares.use(mockApi.middleware);
      compactOnClose(mockApi, server.httpServer);
    },
  };
}
