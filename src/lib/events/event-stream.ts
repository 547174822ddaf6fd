import { config } from '@/lib/config';
import { refreshAfterUnauthorized } from '@/lib/http/http';
import { session } from '@/lib/session/session';
import { liveEventTypes, type LiveEvent, type LiveEventType } from './live-event-schemas';
import { dispatchLiveEvent, setLiveStatus } from './live-events';
import { takePosition } from './live-position';
import { LIVE_STREAM_HEADER } from './live-stream-header';

/** The open stream's name, or null while none is open (set before the status says `open`). */
let streamId: string | null = null;

export function liveStreamId(): string | null {
  return streamId;
}

/**
 * The tab's one connection to `GET /api/events`: a `fetch` that reads the server-sent events (an
 * `EventSource` cannot send the bearer token), resumes from the last event id it saw, waits
 * longer after each failure, and goes through the same refresh as the HTTP client. Loaded on
 * idle after sign-in (`src/app/live-updates.tsx`); the apps listen through `live-events.ts`.
 * No library: the format is a few lines, and a library would be bytes on every signed-in page.
 */

/** The first wait after a failure, and the longest (doubling in between, with a little jitter). */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

const isType = (value: string): value is LiveEventType =>
  (liveEventTypes as readonly string[]).includes(value);

/**
 * Reads a `text/event-stream` body to its end: `onEvent` for each event of a known type, `onId`
 * for each `id:` line (an event's, or a bare position the server sends).
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: LiveEvent) => void,
  onId: (id: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  // The fetch's abort ends its body too; this ends the read whatever delivered the body.
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => {}), { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | null = null;
  let type = 'message';
  let data: string[] = [];
  const dispatch = () => {
    if (id !== null) onId(id);
    if (data.length > 0 && isType(type)) {
      try {
        onEvent({ id: id ?? '', type, data: JSON.parse(data.join('\n')) as unknown });
      } catch {
        // Not JSON: not one of ours. The stream goes on.
      }
    }
    id = null;
    type = 'message';
    data = [];
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') dispatch();
      else if (line.startsWith(':')) continue;
      else {
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const raw = colon === -1 ? '' : line.slice(colon + 1);
        const text = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'id' && !text.includes('\0')) id = text;
        else if (field === 'event') type = text;
        else if (field === 'data') data.push(text);
      }
    }
  }
}

export interface EventStreamOptions {
  /** For the tests; the page's own `fetch` otherwise. */
  fetch?: typeof fetch;
  /** The jitter of the waits, 0 to 1 (`Math.random`). */
  random?: () => number;
}

function streamUrl(): string {
  const base = config().apiUrl || window.location.origin;
  return `${base.replace(/\/$/, '')}/api/events`;
}

/** How long to wait before the `attempt`-th try again (0 is the first after a failure). */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Connects, and connects again whenever the stream ends or fails, until `signal` aborts or the
 * session ends. A 401 refreshes the tokens (one refresh shared with every other caller) and
 * reconnects; a refresh the server refuses, or a 401 right after a refresh, ends the session
 * as the HTTP client does; a refresh with no answer only waits and tries again.
 */
export async function runEventStream(
  signal: AbortSignal,
  options: EventStreamOptions = {},
): Promise<void> {
  const doFetch = options.fetch ?? fetch;
  // From the page's first answer: the events raised since then, before the stream opened, come first.
  let lastEventId: string | null = takePosition();
  let attempt = 0;
  let refreshed = false;
  const retry = () => wait(retryDelay(attempt++, options.random), signal);
  while (!signal.aborted) {
    const token = session.get()?.accessToken;
    if (!token) break;
    const headers = new Headers({ Accept: 'text/event-stream', Authorization: `Bearer ${token}` });
    if (lastEventId !== null) headers.set('Last-Event-ID', lastEventId);
    let response: Response;
    try {
      response = await doFetch(streamUrl(), {
        headers,
        signal,
        cache: 'no-store',
        credentials: 'same-origin',
      });
    } catch {
      if (signal.aborted) break;
      await retry();
      continue;
    }
    if (response.status === 401) {
      void response.body?.cancel().catch(() => {});
      // A 401 with the token a refresh just gave: as the HTTP client's replay, the session is over.
      if (refreshed && session.get()?.accessToken === token) {
        session.end('expired');
        break;
      }
      const next = await refreshAfterUnauthorized(token);
      if (next.outcome === 'sessionEnded') break;
      if (next.outcome === 'noAnswer') await retry();
      else refreshed = session.get()?.accessToken !== token;
      continue;
    }
    if (!response.ok || !response.body) {
      void response.body?.cancel().catch(() => {});
      await retry();
      continue;
    }
    attempt = 0;
    refreshed = false;
    streamId = response.headers.get(LIVE_STREAM_HEADER);
    setLiveStatus('open');
    try {
      await readEventStream(
        response.body,
        dispatchLiveEvent,
        (id) => {
          lastEventId = id;
        },
        signal,
      );
    } catch {
      // Cut (the network, the server gone, an abort): connect again below.
    }
    streamId = null;
    setLiveStatus('closed');
    if (signal.aborted) break;
    await retry();
  }
  streamId = null;
  setLiveStatus('closed');
}

let running: AbortController | null = null;

/** Opens the tab's stream, once; a second call while it runs does nothing. */
export function startEventStream(): void {
  if (running) return;
  const controller = new AbortController();
  running = controller;
  const stopAtEnd = session.onEnd(() => stopEventStream());
  void runEventStream(controller.signal).finally(() => {
    stopAtEnd();
    if (running === controller) running = null;
  });
}

/** Closes the stream (sign-out, the signed-in pages left). */
export function stopEventStream(): void {
  running?.abort();
  running = null;
}
