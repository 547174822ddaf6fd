import ky from 'ky';
import { config } from '@/lib/config';
import { readErrorBody } from '@/lib/http/api-error';
import { session, sessionKeys } from './session';
import { refreshResponseSchema } from './session-schemas';

/** The auth endpoints live on a configurable host (same origin by default). */
export function authUrl(endpoint: string): string {
  const base = config().auth.host || window.location.origin;
  return new URL(endpoint, base).href;
}

/** Auth calls do not go through the refreshing client: a 401 from login is not an expired session. */
export const authHttp = ky.create({
  // As the app calls: cookies for the page's own origin only (src/lib/http/http.ts).
  credentials: 'same-origin',
  retry: 0,
  timeout: 15_000,
  hooks: { beforeError: [readErrorBody] },
});

/** The Web Lock every tab of the app takes around a refresh, so one tab refreshes at a time. */
export const refreshLockName = 'session-refresh';

let inFlight: Promise<string> | null = null;

async function requestRefresh(refreshToken: string): Promise<string> {
  const answer = refreshResponseSchema.parse(
    await authHttp.post(authUrl(config().auth.refreshEndpoint), { json: { refreshToken } }).json(),
  );
  session.updateTokens(
    { accessToken: answer.accessToken, refreshToken: answer.refreshToken },
    answer.userData,
  );
  return answer.accessToken;
}

/**
 * The access token another tab stored after rotating `spent`, or null when `spent` is still the
 * stored refresh token. Reads storage first: that tab's storage event may not have arrived yet.
 */
function rotatedElsewhere(spent: string): string | null {
  session.reload();
  const current = session.get();
  if (!current) throw new Error('Signed out');
  return current.refreshToken === spent ? null : current.accessToken;
}

/** Refreshes with `spent` unless another tab already did; then its tokens are used. */
async function refreshUnlessRotated(spent: string): Promise<string> {
  const stored = rotatedElsewhere(spent);
  if (stored) return stored;
  try {
    return await requestRefresh(spent);
  } catch (error) {
    // A tab without the lock (an older build, or no Web Locks) may have spent it first.
    if (session.get()) {
      const late = rotatedElsewhere(spent);
      if (late) return late;
    }
    throw error;
  }
}

/** How long a tab that waited for another tab's refresh waits for that tab's new pair. */
const ROTATION_WAIT_MS = 2000;

/**
 * Resolves once this tab's storage holds a refresh token other than `spent`, or after `ms`.
 * Storage reaches other tabs on its own time (another process), not with the lock's release.
 */
function storageRotated(spent: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('storage', check);
      window.clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (window.localStorage.getItem(sessionKeys.refreshToken) !== spent) done();
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('storage', check);
    check();
  });
}

/** Runs `task` holding the refresh lock of every tab; alone where there are no Web Locks. */
async function withRefreshLock(spent: string, task: () => Promise<string>): Promise<string> {
  // Missing in old browsers, insecure contexts and jsdom.
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  if (!locks) return task();
  // Another tab is refreshing now: once it lets go, wait for its pair to reach this tab's storage
  // rather than refresh again with the spent token.
  const busy =
    typeof locks.query === 'function' &&
    ((await locks.query()).held ?? []).some((lock) => lock.name === refreshLockName);
  return locks.request(refreshLockName, async () => {
    if (busy) await storageRotated(spent, ROTATION_WAIT_MS);
    return task();
  });
}

/**
 * Rotates the token pair. Concurrent callers in a tab share one in-flight request, and the tabs
 * take turns through a Web Lock (where the browser has them): a tab that waited finds the pair
 * another tab stored and uses it instead of refreshing again with the spent token, so a burst
 * of 401s in any number of tabs makes exactly one `POST refresh-token`. Rejects when there is
 * no session or the server refuses.
 */
export function refreshTokens(): Promise<string> {
  if (inFlight) return inFlight;
  const spent = session.get()?.refreshToken;
  if (!spent) return Promise.reject(new Error('No refresh token'));
  inFlight = withRefreshLock(spent, () => refreshUnlessRotated(spent)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Work that must reach the server while the tokens are still valid (waiting deletes). */
const beforeSignOut = new Set<() => Promise<void>>();

/**
 * Runs `task` at every sign-out, before the tokens go. Registered by the module that needs it
 * when it loads, so the sign-in page does not carry that module's code.
 */
export function onBeforeSignOut(task: () => Promise<void>): () => void {
  beforeSignOut.add(task);
  return () => beforeSignOut.delete(task);
}

/**
 * Finishes what must be sent first (`onBeforeSignOut`), clears the session, then tells the server
 * to revoke the refresh token (`/jwt/logout` takes it in its body, no access token). The tab is
 * signed out before the server ends the sign-in: a request it made meanwhile (the bell's count,
 * refetched as the server closes the live stream) would go out with a token just revoked, and be
 * refused with a 401.
 */
export async function signOut(): Promise<void> {
  const refreshToken = session.get()?.refreshToken;
  try {
    await Promise.all([...beforeSignOut].map((task) => task()));
  } catch {
    // The user asked to leave: a write that failed to go out must not keep them signed in.
  }
  session.end('signedOut');
  if (refreshToken) {
    try {
      await authHttp.post(authUrl(config().auth.logoutEndpoint), { json: { refreshToken } });
    } catch {
      // Signed out here whatever the server answered.
    }
  }
}
