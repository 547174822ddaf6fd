import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { configureMockApi } from '@/mocks/db/sessions';
import { MAX_LATENCY_MS } from '@/contract/endpoints/mock-control';
import { createDemoPersistence, type DemoPersistence } from './demo-persistence';
import { logExchange } from '@/mocks/lib/request-log';
import { createContractWatch } from './contract-watch';
import { createMockMiddleware, type MockMiddleware } from './node-middleware';

export interface MockApiPluginOptions {
  /** Default latency of every session; default `MOCK_LATENCY` or 150 ms. */
  latencyMs?: number;
  /** Where the demo database is saved, relative to the project root; default `MOCK_DATA_DIR` or `.mock-data`. */
  dataDir?: string;
}

function defaultLatency(): number {
  const fromEnv = Number(process.env.MOCK_LATENCY ?? 150);
  return Number.isFinite(fromEnv)
    ? Math.min(Math.max(0, Math.round(fromEnv)), MAX_LATENCY_MS)
    : 150;
}

/** Serves the mock API from the dev server (`vite`) and the preview server (`vite preview`). */
export function mockApiPlugin(options: MockApiPluginOptions = {}): Plugin {
  let middleware: MockMiddleware | null = null;
  let persistence: DemoPersistence | null = null;

  // Built once per process, so a dev server restart does not load or seed twice.
  const getMiddleware = (root: string): MockMiddleware => {
    if (middleware) return middleware;
    configureMockApi({ defaultLatencyMs: options.latencyMs ?? defaultLatency() });
    if (process.env.MOCK_PERSIST !== '0' && !process.env.VITEST) {
      const dataDir = options.dataDir ?? process.env.MOCK_DATA_DIR ?? '.mock-data';
      const saver = createDemoPersistence(resolve(root, dataDir));
      saver.load();
      persistence = saver;
    }
    // The end-to-end suite checks every exchange against the OpenAPI document.
    const contractWatch =
      process.env.MOCK_CONTRACT_CHECK === '1' ? createContractWatch() : undefined;
    middleware = createMockMiddleware({
      beforeDemoAnswer: () => persistence?.persist(),
      // Every session's requests are logged for QA (`GET /__mock/requests`).
      onExchange: (request, response, sessionCookie) => {
        contractWatch?.(request.clone(), response.clone(), sessionCookie);
        return logExchange(request, response, sessionCookie);
      },
    });
    return middleware;
  };
  // Every answered write is already in the journal; folding it into the snapshot on a clean stop
  // only makes the next start quicker.
  const compactOnClose = (
    httpServer: { once(event: 'close', listener: () => void): unknown } | null,
  ) => {
    httpServer?.once('close', () => {
      try {
        persistence?.close();
      } catch (error) {
        // The journal still holds every write; the next start folds it in.
        console.warn('[mock-api] could not compact the demo database on close:', error);
      }
    });
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
    configureServer(server) {
      server.middlewares.use(getMiddleware(server.config.root));
      compactOnClose(server.httpServer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(getMiddleware(server.config.root));
      compactOnClose(server.httpServer);
    },
  };
}
