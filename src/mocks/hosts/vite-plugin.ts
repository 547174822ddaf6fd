// Vite loads this file while reading vite.config.ts and does not apply the `@/` alias there, so
// everything this file imports (directly or not) must use relative imports, or type-only ones.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { configureMockApi } from '../db/sessions';
import { MAX_LATENCY_MS } from '../handlers/mock-control';
import { createDemoPersistence } from './demo-persistence';
import { createMockMiddleware, type MockMiddleware } from './node-middleware';

export interface MockApiPluginOptions {
  /** Default latency of every session; default `MOCK_LATENCY` or 150 ms. */
  latencyMs?: number;
  /** Where the demo database is saved, relative to the project root; default `.mock-data`. */
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

  // Built once per process, so a dev server restart does not load or seed twice.
  const getMiddleware = (root: string): MockMiddleware => {
    if (middleware) return middleware;
    configureMockApi({ defaultLatencyMs: options.latencyMs ?? defaultLatency() });
    const persist = process.env.MOCK_PERSIST !== '0' && !process.env.VITEST;
    const persistence = persist
      ? createDemoPersistence(resolve(root, options.dataDir ?? '.mock-data'))
      : null;
    if (persistence) {
      persistence.load();
      process.once('beforeExit', () => persistence.flush());
    }
    middleware = createMockMiddleware({ onDemoWrite: () => persistence?.scheduleSave() });
    return middleware;
  };

  return {
    name: 'admin-dashboard:mock-api',
    // Added directly (not in a returned post hook) so the API answers before Vite's SPA fallback.
    configureServer(server) {
      server.middlewares.use(getMiddleware(server.config.root));
    },
    configurePreviewServer(server) {
      server.middlewares.use(getMiddleware(server.config.root));
    },
  };
}
