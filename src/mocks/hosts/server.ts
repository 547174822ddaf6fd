// The mock API in the dev and preview servers (`npm start`, `npm run dev`, Playwright), loaded by
// the Vite plugin `build/mock-api.ts` through Vite's module runner (build/import-source.mjs).
import { resolve } from 'node:path';
import { configureMockApi } from '@/mocks/db/sessions';
import { MAX_LATENCY_MS } from '@/contract/endpoints/mock-control';
import { createDemoPersistence, type DemoPersistence } from './demo-persistence';
import { logExchange } from '@/mocks/lib/request-log';
import { originOf } from '@/mocks/lib/public-origin';
import { createContractWatch } from './contract-watch';
import { createMockMiddleware, type MockMiddleware } from './node-middleware';

export interface MockApiServerOptions {
  /** The project's root: the demo database's folder is relative to it. */
  root: string;
  /** Default latency of every session; default `MOCK_LATENCY` or 150 ms. */
  latencyMs?: number;
  /** Where the demo database is saved, relative to the project root; default `MOCK_DATA_DIR` or `.mock-data`. */
  dataDir?: string;
  /**
   * The server's own URL once it listens (the Vite server's first local URL): the origin the
   * mailed links lead to, unless `MOCK_PUBLIC_ORIGIN` names the app's.
   */
  listenUrl?: () => string | undefined;
}

export interface MockApiServer {
  middleware: MockMiddleware;
  /** Folds the demo database's journal into its snapshot (on a clean stop). */
  close(): void;
}

function defaultLatency(): number {
  const fromEnv = Number(process.env.MOCK_LATENCY ?? 150);
  return Number.isFinite(fromEnv)
    ? Math.min(Math.max(0, Math.round(fromEnv)), MAX_LATENCY_MS)
    : 150;
}

/**
 * Where the mailed links lead: `MOCK_PUBLIC_ORIGIN` (the app's origin when it is served from
 * another, behind a proxy or under another name), else the server's own.
 */
export function serverPublicOrigin(
  configured: string | undefined,
  listenUrl: (() => string | undefined) | undefined,
): string | (() => string | undefined) {
  if (configured) return originOf(configured, 'MOCK_PUBLIC_ORIGIN');
  return () => {
    const url = listenUrl?.();
    return url ? originOf(url, 'the server’s URL') : undefined;
  };
}

/**
 * Who the control API answers (`MOCK_CONTROL_API`): `open` lets any client use it, anything else
 * keeps it to this machine. A value that is neither is said, not guessed: a typo must not open it.
 */
export function controlApiAccess(value: string | undefined): 'local' | 'open' {
  if (value === 'open') return 'open';
  if (value !== undefined && value !== '' && value !== 'local') {
    console.warn(`[mock-api] MOCK_CONTROL_API=${value} is not "open" or "local": kept local.`);
  }
  return 'local';
}

/** Seeds (or loads the saved demo database) and builds the API's middleware. */
export function createMockApiServer(options: MockApiServerOptions): MockApiServer {
  let persistence: DemoPersistence | null = null;
  configureMockApi({
    defaultLatencyMs: options.latencyMs ?? defaultLatency(),
    publicOrigin: serverPublicOrigin(process.env.MOCK_PUBLIC_ORIGIN, options.listenUrl),
  });
  if (process.env.MOCK_PERSIST !== '0' && !process.env.VITEST) {
    const dataDir = options.dataDir ?? process.env.MOCK_DATA_DIR ?? '.mock-data';
    const saver = createDemoPersistence(resolve(options.root, dataDir));
    saver.load();
    persistence = saver;
  }
  // The end-to-end suite checks every exchange against the OpenAPI document.
  const contractWatch = process.env.MOCK_CONTRACT_CHECK === '1' ? createContractWatch() : undefined;
  const middleware = createMockMiddleware({
    controlApi: controlApiAccess(process.env.MOCK_CONTROL_API),
    beforeDemoAnswer: () => persistence?.persist(),
    // Every session's requests are logged for QA (`GET /__mock/requests`).
    onExchange: (request, response, sessionCookie) => {
      contractWatch?.(request.clone(), response.clone(), sessionCookie);
      return logExchange(request, response, sessionCookie);
    },
  });
  return { middleware, close: () => persistence?.close() };
}
