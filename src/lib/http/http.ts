import ky, { HTTPError, type Input, type KyInstance, type KyRequest, type Options } from 'ky';
import { config } from '@/lib/config';
import { notePosition } from '@/lib/events/live-position';
import { session } from '@/lib/session/session';
import { refreshTokens } from '@/lib/session/auth-client';
import { signInEndMessages, signInEndReasons } from '@/lib/session/session-schemas';
import type { SessionEndReason } from '@/lib/session/session';
import { apiErrorBody, readErrorBody } from './api-error';
import { takeEarlyAnswer } from './early-answers';

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

function bearer(token: string) {
  return `Bearer ${token}`;
}

/** Sends the request again with the current access token; a second 401 ends the session. */
async function replay(request: KyRequest): Promise<Response> {
  const current = session.get();
  if (!current) return new Response(null, { status: 401 });
  const retried = new Request(request);
  retried.headers.set('Authorization', bearer(current.accessToken));
  const response = await fetch(retried);
  if (response.status === 401) session.end('expired');
  return response;
}

/**
 * Whether a failed refresh was the server's answer that the session is over (a 4xx, a malformed
 * answer, no token left), rather than no answer at all (the network, a timeout, a 5xx, an abort).
 */
export function refusedByServer(error: unknown): boolean {
  if (error instanceof HTTPError) return error.response.status < 500;
  if (!(error instanceof Error)) return true;
  return !(
    error instanceof TypeError ||
    error.name === 'AbortError' ||
    error.name === 'TimeoutError'
  );
}

/** Why the server refused a refresh: the ended sign-in's reason its message names, else expiry. */
export function refusalReason(error: unknown): SessionEndReason {
  const message = apiErrorBody(error)?.message;
  return (
    signInEndReasons.find(
      (reason) => reason !== 'signedOut' && signInEndMessages[reason] === message,
    ) ?? 'expired'
  );
}

/** What a call answered 401 does next: see `refreshAfterUnauthorized`. */
export type AfterUnauthorized =
  { outcome: 'sendAgain' } | { outcome: 'sessionEnded' } | { outcome: 'noAnswer'; error: unknown };

/**
 * The one answer to a 401, for the HTTP client's calls and the live stream alike. A call sent
 * with a token another caller (or tab) has since replaced is sent again with the new one;
 * otherwise the tokens are refreshed (one refresh shared by every caller, `refreshTokens`) and
 * the call is sent again. A refresh the server refuses ends the session; a refresh that got no
 * answer leaves the session as it is, and the caller fails (a call) or waits and tries again
 * (the stream). A second 401 after a refresh ends the session: the caller knows it is one.
 */
export async function refreshAfterUnauthorized(sentToken: string): Promise<AfterUnauthorized> {
  const current = session.get();
  if (!current) return { outcome: 'sessionEnded' };
  if (current.accessToken !== sentToken) return { outcome: 'sendAgain' };
  try {
    await refreshTokens();
    return { outcome: 'sendAgain' };
  } catch (error) {
    if (!refusedByServer(error)) return { outcome: 'noAnswer', error };
    session.end(refusalReason(error));
    return { outcome: 'sessionEnded' };
  }
}

/** Where the app's calls go: config.json's `apiUrl`, else the page's origin. */
export function apiBaseUrl(apiUrl = config().apiUrl): string {
  return apiUrl || origin();
}

function createClient(apiUrl: string): KyInstance {
  return ky.create({
    prefixUrl: apiBaseUrl(apiUrl),
    // The mock-session cookie goes to the page's own origin only: a backend on another origin is
    // called with the bearer token alone, so it needs no credentialed CORS.
    credentials: 'same-origin',
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = session.get()?.accessToken;
          // Signed out, the tab on its way to sign-in (a query refetched before its page has
          // gone): the call is answered 401 here, as the server would answer it, and never sent.
          if (!token) return new Response(null, { status: 401 });
          request.headers.set('Authorization', bearer(token));
          return undefined;
        },
        // The page's first read may have been sent by index.html's early script: its answer is
        // this request's, once (./early-answers.ts); the hooks after the answer run as for any.
        // A write first drops those not taken: they may be stale once it is done.
        async (request) => {
          if (request.method !== 'GET') globalThis.window?.earlyRequests?.clear();
          else return (await takeEarlyAnswer(request)) ?? undefined;
        },
      ],
      afterResponse: [
        (_request, _options, response) => notePosition(response),
        async (request, _options, response) => {
          if (response.status !== 401) return;
          const sentWith = request.headers.get('Authorization');
          if (!sentWith) return;
          const next = await refreshAfterUnauthorized(sentWith.replace(/^Bearer /, ''));
          // The refresh never got an answer (offline, a server error, the tab reloading): the
          // session is not known to be over, so this call fails and the tokens stay.
          if (next.outcome === 'noAnswer') throw next.error;
          if (next.outcome === 'sendAgain') return replay(request);
        },
      ],
      beforeError: [readErrorBody],
    },
  });
}

let client: { apiUrl: string; ky: KyInstance } | null = null;

// Made on first use, not when this module loads: the API base comes from config.json, which the
// boot reads after the modules have loaded.
function kyClient(): KyInstance {
  const { apiUrl } = config();
  if (client?.apiUrl !== apiUrl) client = { apiUrl, ky: createClient(apiUrl) };
  return client.ky;
}

/**
 * The one HTTP client of the app calls. It adds the bearer token; on a 401 it refreshes once
 * (every concurrent 401 waits for the same refresh), then replays the request with the new token.
 * A refresh the server refuses, or a second 401, ends the session, so nothing loops and nothing
 * waits forever; a refresh that got no answer fails the call and keeps the session.
 */
export const http = {
  get: <T>(url: Input, options?: Options) => kyClient().get<T>(url, options),
  post: <T>(url: Input, options?: Options) => kyClient().post<T>(url, options),
  put: <T>(url: Input, options?: Options) => kyClient().put<T>(url, options),
  patch: <T>(url: Input, options?: Options) => kyClient().patch<T>(url, options),
  delete: <T>(url: Input, options?: Options) => kyClient().delete<T>(url, options),
};

export { HTTPError };
