import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { getResponse, type RequestHandler } from 'msw';
import { MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { handlers as allHandlers } from '@/mocks/handlers';
import { errorKeys, errorResponse } from '@/mocks/lib/http-errors';
import {
  bodyTooLarge,
  declaredTooLarge,
  hasBody as requestHasBody,
  MOCK_PATH,
  readCapped,
} from '@/mocks/lib/request-body';
import { lendHtmlWindow } from './node-html';

lendHtmlWindow();

export type NextFunction = (error?: unknown) => void;
export type MockMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: NextFunction,
) => void;

export interface MockMiddlewareOptions {
  handlers?: RequestHandler[];
  /**
   * Called when a request that may have changed the demo (cookie-less) database has been
   * answered by the handlers, before the answer is sent: persisting here means a client never
   * sees a success for a write that a crash could still lose. If it throws, the client gets an
   * error instead of the answer.
   */
  beforeDemoAnswer?: () => void;
  /**
   * Sees each request and answer (copies) with the session's cookie: the request log and the
   * contract watch. The answer waits for a promise it returns (the log's entry is in place by
   * the time the client sees the answer).
   */
  onExchange?: (
    request: Request,
    response: Response,
    sessionCookie: string | undefined,
  ) => void | Promise<void>;
  /**
   * Who the control API (`/__mock/`) answers: `local` (the default) only requests from this
   * machine that no proxy forwarded, `open` anyone (`MOCK_CONTROL_API=open`, server.ts).
   */
  controlApi?: 'local' | 'open';
}

/** The control API; its own document (`/__mock/openapi.json`) describes and controls nothing. */
const CONTROL_PATH = /\/__mock\//;
const CONTROL_DOCUMENT = /\/__mock\/openapi\.json$/;
/** Headers a proxy adds: the request came from wherever the proxy was reached from. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether an address is this machine's own: 127.0.0.0/8 or ::1, as IPv4 or IPv6 writes them. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/** A request from this machine itself, not passed on by a proxy that others may reach. */
export function isLocalRequest(req: IncomingMessage): boolean {
  return (
    isLoopback(req.socket.remoteAddress) &&
    FORWARDED.every((header) => req.headers[header] === undefined)
  );
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'content-length',
]);
/**
 * CORS, so that a build served from one origin can use the mock served from another
 * (docs/running.md, "One build, any backend"). The app sends the bearer token, not cookies, to
 * another origin, so credentials are not allowed: the mock-session cookie isolates same-origin
 * clients only.
 */
const CORS_PREFLIGHT = {
  'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key, Accept',
  'access-control-max-age': '600',
};

function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  // The allowed origin is the request's: a cache must not give one origin's answer to another.
  res.setHeader('vary', 'Origin');
}

function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
}

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${MOCK_SESSION_COOKIE}=([^;]*)`);

// `/apps/todo` is both an SPA page and an API prefix: a page load must reach the SPA fallback.
function isNavigation(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return (
    req.headers['sec-fetch-mode'] === 'navigate' || (req.headers.accept ?? '').includes('text/html')
  );
}

/** How long a refused request's connection is still read from after its answer (see below). */
const LINGER_MS = 2_000;

/**
 * Closes the connection of a request refused before its body was read in stages (RFC 9112,
 * section 9.6): the answer, then a half-close, then what the client still sends is read and dropped
 * until it closes or `LINGER_MS` pass. Closed at once, the unread body would make the system answer
 * with a reset, and a client still sending would read that reset instead of the 413. Node's server
 * closes a `connection: close` answer's socket with `destroySoon`, which this replaces.
 */
function closeInStages(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    socket.resume();
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    linger.unref();
    socket.once('end', () => socket.destroy());
    socket.once('close', () => clearTimeout(linger));
  };
}

/** The request's chunks as bytes; the stream is left as it is (not destroyed) when read stops. */
async function* chunksOf(req: IncomingMessage): AsyncGenerator<Uint8Array> {
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    yield typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
  }
}

function toFetchRequest(req: IncomingMessage, body?: Uint8Array<ArrayBuffer>): Request {
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted === true;
  const url = new URL(
    req.url ?? '/',
    `${encrypted ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`,
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    // HTTP/2 pseudo-headers and hop-by-hop headers mean nothing to a Fetch Request.
    if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  return new Request(url, {
    method,
    headers,
    body: body && body.byteLength > 0 ? body : undefined,
  });
}

/**
 * The request with its body read up to the cap (src/contract/request-body.ts), or null when the
 * body is over it: by its `Content-Length` (nothing is read), or once more than the cap has come.
 */
async function readRequest(req: IncomingMessage): Promise<Request | null> {
  if (!requestHasBody(req.method ?? 'GET')) return toFetchRequest(req);
  if (declaredTooLarge(req.headers['content-length'])) return null;
  const read = await readCapped(chunksOf(req));
  return 'tooLarge' in read ? null : toFetchRequest(req, read.bytes);
}

const gzipped = promisify(gzip);
/** Below this an answer is sent as it is: compressing it would save less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Whether an answer is sent gzipped, as a production API host sends it: JSON or text the client
 * accepts gzip for, larger than a packet. A list of mails is 95 KB as it is, 15 KB gzipped.
 */
function compressible(req: IncomingMessage, response: Response, size: number): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (
    size >= COMPRESS_FROM_BYTES &&
    /json|^text\//.test(type) &&
    !response.headers.has('content-encoding') &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  );
}

async function writeResponse(
  response: Response,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name === 'set-cookie') return;
    // Kept with the Origin one already set, not replaced, should a handler vary on more.
    if (name === 'vary') res.appendHeader(name, value);
    else res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  const hasBody = method !== 'HEAD' && response.status !== 204 && response.status !== 304;
  if (hasBody && response.body && isEventStream(response)) {
    await pipeStream(response.body, res);
    return;
  }
  if (!hasBody) {
    res.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  // A cache must not give the gzipped answer to a client that did not ask for it.
  res.appendHeader('vary', 'Accept-Encoding');
  if (!compressible(req, response, body.length)) {
    res.end(body);
    return;
  }
  const zipped = await gzipped(body);
  res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', zipped.length);
  res.end(zipped);
}

/** A stream of server-sent events (`GET /api/events`): written as it comes, never buffered. */
function isEventStream(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
}

async function pipeStream(body: ReadableStream<Uint8Array>, res: ServerResponse): Promise<void> {
  const reader = body.getReader();
  // The browser went away (a reload, a cut): the handler's stream is cancelled and detached.
  res.once('close', () => {
    reader.cancel().catch(() => {});
  });
  res.flushHeaders();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

/**
 * Serves the msw handlers from a Node (Connect) server: the dev and preview servers use it. A
 * request no handler answers falls through to `next()`, which is how SPA pages under `/apps/`
 * still load.
 */
export function createMockMiddleware(options: MockMiddlewareOptions = {}): MockMiddleware {
  const handlers = options.handlers ?? allHandlers;
  const controlApi = options.controlApi ?? 'local';
  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!MOCK_PATH.test(pathname) || isNavigation(req)) {
      next();
      return;
    }
    if (isPreflight(req)) {
      setCorsHeaders(req, res);
      res.writeHead(204, CORS_PREFLIGHT).end();
      return;
    }
    const handle = async () => {
      const cookie = SESSION_COOKIE.exec(req.headers.cookie ?? '')?.[1]?.trim();
      // Test tooling that hands out any account's codes and links: this machine's alone, as if
      // it were not there for anyone else (the documented 404).
      const hidden =
        controlApi === 'local' &&
        CONTROL_PATH.test(pathname) &&
        !CONTROL_DOCUMENT.test(pathname) &&
        !isLocalRequest(req);
      if (hidden) {
        setCorsHeaders(req, res);
        await writeResponse(errorResponse(404, errorKeys.notFound), req, res);
        return;
      }
      const request = await readRequest(req);
      if (!request) {
        // Read no further: the rest of the body is never asked for, and the connection closes.
        const refused = bodyTooLarge();
        await options.onExchange?.(toFetchRequest(req), refused.clone(), cookie);
        res.setHeader('connection', 'close');
        closeInStages(req.socket);
        setCorsHeaders(req, res);
        await writeResponse(refused, req, res);
        return;
      }
      const sent = options.onExchange ? request.clone() : null;
      const response = await getResponse(handlers, request);
      if (!response) {
        next();
        return;
      }
      // A stream is not copied: a copy nobody reads would hold the stream open after a cut.
      const seen = isEventStream(response)
        ? new Response(null, { status: response.status, headers: response.headers })
        : response.clone();
      if (sent) await options.onExchange?.(sent, seen, cookie);
      if (request.method !== 'GET' && request.method !== 'HEAD' && !cookie) {
        options.beforeDemoAnswer?.();
      }
      setCorsHeaders(req, res);
      await writeResponse(response, req, res);
    };
    handle().catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy(error instanceof Error ? error : undefined);
        return;
      }
      next(error);
    });
  };
}
