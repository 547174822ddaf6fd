import type { EarlyRequests } from '@/lib/early/early-requests';

declare global {
  interface Window {
    /** The requests index.html's early script started (src/lib/early/early-requests.ts). */
    earlyRequests?: EarlyRequests;
  }
}

/**
 * How old an early request may be and still be adopted: it was started by this page load, and
 * the page asks for the same request within its first seconds; a later read gets fresh data.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

/**
 * The early script's answer to `request` (docs/architecture.md, "Boot"), taken once: a GET of the
 * same URL sent with the same token, started less than `EARLY_ANSWER_MAX_AGE_MS` ago. Its answer
 * is the request's whatever it says, a failure too: the server answered that request once, and
 * what it said once (a fault QA armed for the page's first read, a 500) is what the app sees, as
 * without the early script. Only a 401 and no answer at all (offline) are dropped: the request
 * then goes as usual, through the refresh flow if it needs one. Null when there is none.
 */
export async function takeEarlyAnswer(request: Request): Promise<Response | null> {
  // Node (the build reads the pages' first requests through this client) has no window.
  const early = globalThis.window?.earlyRequests;
  const started = request.method === 'GET' ? early?.get(request.url) : undefined;
  if (!early || !started) return null;
  early.delete(request.url);
  if (request.headers.get('Authorization') !== `Bearer ${started.token}`) return null;
  if (performance.now() - started.startedAt > EARLY_ANSWER_MAX_AGE_MS) return null;
  const response = await started.response;
  return response && response.status !== 401 ? response : null;
}
