import ky from 'ky';
import { config } from '@/lib/config';
import { readErrorBody } from '@/lib/http/api-error';
import { flushUndoableWrites } from '@/lib/query/undoable';
import { session } from './session';
import { refreshResponseSchema } from './session-schemas';

/** The auth endpoints live on a configurable host (same origin by default). */
export function authUrl(endpoint: string): string {
  const base = config.auth.host || window.location.origin;
  return new URL(endpoint, base).href;
}

/** Auth calls do not go through the refreshing client: a 401 from login is not an expired session. */
export const authHttp = ky.create({
  retry: 0,
  timeout: 15_000,
  hooks: { beforeError: [readErrorBody] },
});

let inFlight: Promise<string> | null = null;

async function requestRefresh(refreshToken: string): Promise<string> {
  const answer = refreshResponseSchema.parse(
    await authHttp.post(authUrl(config.auth.refreshEndpoint), { json: { refreshToken } }).json(),
  );
  session.updateTokens(
    { accessToken: answer.accessToken, refreshToken: answer.refreshToken },
    answer.userData,
  );
  return answer.accessToken;
}

/**
 * Rotates the token pair. Concurrent callers share one in-flight request, so a burst of 401s
 * makes exactly one `POST refresh-token`. Rejects when there is no session or the server refuses.
 */
export function refreshTokens(): Promise<string> {
  if (inFlight) return inFlight;
  const refreshToken = session.get()?.refreshToken;
  if (!refreshToken) return Promise.reject(new Error('No refresh token'));
  inFlight = requestRefresh(refreshToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * Sends the deletes still waiting for their undo window (while the tokens are valid), tells the
 * server to revoke the refresh token, then clears the session whatever it answered.
 */
export async function signOut(): Promise<void> {
  const refreshToken = session.get()?.refreshToken;
  try {
    await flushUndoableWrites();
    if (refreshToken) {
      await authHttp.post(authUrl(config.auth.logoutEndpoint), { json: { refreshToken } });
    }
  } catch {
    // The user asked to leave: a failed logout call must not keep them signed in.
  } finally {
    session.end('signedOut');
  }
}
