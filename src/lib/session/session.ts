import { useSyncExternalStore } from 'react';
import {
  userDataSchema,
  type SignInEndReason,
  type AuthResponse,
  type TokenPair,
  type UserData,
} from './session-schemas';

/** The localStorage keys of the session (fixed by the product specification). */
export const sessionKeys = {
  userData: 'userData',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
} as const;

export type Session = { userData: UserData; accessToken: string; refreshToken: string };
/**
 * Why the tab's session ended: `signedOut` here (this tab or another of this browser), `expired`
 * (a refresh the server refused with no reason given), or the server's reason for ending the
 * sign-in (`SignInEndReason`: signed out elsewhere, a new password, a reused token).
 */
export type SessionEndReason = SignInEndReason | 'expired';

type Listener = () => void;
type EndListener = (reason: SessionEndReason) => void;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseUserData(raw: string | null): UserData | null {
  if (!raw) return null;
  try {
    const result = userDataSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Reads the stored session; anything missing or corrupted means signed out, never a crash. */
function readSession(): Session | null {
  const userData = parseUserData(readStorage(sessionKeys.userData));
  const accessToken = readStorage(sessionKeys.accessToken);
  const refreshToken = readStorage(sessionKeys.refreshToken);
  if (!userData || !accessToken || !refreshToken) return null;
  return { userData, accessToken, refreshToken };
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the in-memory session still works for this tab.
  }
}

let current: Session | null = readSession();
const listeners = new Set<Listener>();
const endListeners = new Set<EndListener>();

function set(next: Session | null) {
  current = next;
  write(sessionKeys.userData, next ? JSON.stringify(next.userData) : null);
  write(sessionKeys.accessToken, next?.accessToken ?? null);
  write(sessionKeys.refreshToken, next?.refreshToken ?? null);
  listeners.forEach((listener) => listener());
}

/**
 * The signed-in user and their tokens, kept in localStorage under `userData`, `accessToken`
 * and `refreshToken`. It is client state about who is signed in, not server data, so it lives
 * here rather than in the query cache or in zustand.
 */
export const session = {
  get: (): Session | null => current,

  start(auth: AuthResponse) {
    set({
      userData: auth.userData,
      accessToken: auth.accessToken,
      refreshToken: auth.refreshToken,
    });
  },

  /**
   * Stores a rotated token pair, and fresh user data when the server sent it (a refresh, or the
   * user's own profile saved: the navbar and every place showing the user read it here).
   */
  updateTokens(tokens: TokenPair, userData?: UserData) {
    if (!current) return;
    set({ userData: userData ?? current.userData, ...tokens });
  },

  /** Clears the session and tells the app why, once (later calls while signed out do nothing). */
  end(reason: SessionEndReason) {
    if (!current) return;
    set(null);
    endListeners.forEach((listener) => listener(reason));
  },

  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  onEnd(listener: EndListener) {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },

  /**
   * Re-reads storage, e.g. after another tab rotated the tokens (this tab adopts them) or signed
   * out (this session ends too, as a sign-out).
   */
  reload() {
    const next = readSession();
    if (JSON.stringify(next) === JSON.stringify(current)) return;
    const ended = current !== null && next === null;
    current = next;
    listeners.forEach((listener) => listener());
    if (ended) endListeners.forEach((listener) => listener('signedOut'));
  },
};

if (typeof window !== 'undefined') {
  // Fired in every other tab of the origin when one of them writes or clears the session keys.
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values<string>(sessionKeys).includes(event.key)) {
      session.reload();
    }
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
