import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MockMiddleware } from '@/mocks/hosts/node-middleware';

/** A running HTTP server for a host's middleware, as the dev and preview servers mount it. */
export interface ServedMiddleware {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves `middleware` on a free local port for a vitest. What falls through to `next()` answers
 * 404 "fell through" (500 "error" when it passes an error), as Vite's later middlewares would.
 */
export async function serveMiddleware(middleware: MockMiddleware): Promise<ServedMiddleware> {
  const server = createServer((req, res) =>
    middleware(req, res, (error) => {
      res.statusCode = error ? 500 : 404;
      res.end(error ? 'error' : 'fell through');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
