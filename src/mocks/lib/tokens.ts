import { base64url, jwtVerify, SignJWT, type JWK } from 'jose';
import type { TokenKeyRecord } from '@/mocks/db/auth-tables';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';

export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long a used refresh token still answers with the pair its use gave, as real servers allow
 * (a "reuse interval"): the answer to a refresh can be lost (the tab reloads, the link drops)
 * after the server rotated the pair, and the client then tries again with the token it still has.
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: number;
  type: TokenType;
  jti: string;
  /** Issue instant in ms; `iat` has whole seconds only, too coarse for "expire now". */
  issuedAtMs: number;
  expiresAtMs: number;
}

// A JWK rather than a Uint8Array: under jsdom, jose's `instanceof Uint8Array` check fails across
// realms, and component tests sign in through these handlers. One object per key: jose keeps the
// key it imported from it.
const jwks = new WeakMap<TokenKeyRecord, JWK>();

function jwkOf(record: TokenKeyRecord): JWK {
  let jwk = jwks.get(record);
  if (!jwk) {
    jwk = { kty: 'oct', k: record.secret };
    jwks.set(record, jwk);
  }
  return jwk;
}

/**
 * The database's signing key (`tokenKeys`), made at its first signature: random, never in the
 * source, where anyone could read it and forge tokens.
 */
function keyToSign(db: Database): JWK {
  let record = db.tokenKeys[0];
  if (!record) {
    record = { secret: base64url.encode(crypto.getRandomValues(new Uint8Array(32))) };
    db.tokenKeys.push(record);
  }
  return jwkOf(record);
}

/** The key to check a token with; none yet: the database signed nothing, so accepts nothing. */
function keyToVerify(db: Database): JWK | null {
  const record = db.tokenKeys[0];
  return record ? jwkOf(record) : null;
}

let lastIssuedAt = 0;
/** Ahead of the clock by more than this, the clock was moved back: follow it again. */
const CLOCK_MOVED_BACK_MS = 1000;
/**
 * A strictly increasing clock for issue instants, so a token issued right after
 * `/__mock/expire-tokens` (even within the same millisecond) is never mistaken for an older one.
 * When the clock is moved back (a pinned test clock restored, the host's clock corrected), it
 * follows: tokens issued from a future instant would outlive their 15 minutes.
 */
export function nextIssueInstant(): number {
  const now = Date.now();
  lastIssuedAt = lastIssuedAt > now + CLOCK_MOVED_BACK_MS ? now : Math.max(now, lastIssuedAt + 1);
  return lastIssuedAt;
}

export function randomId(): string {
  // getRandomValues works in insecure contexts too, unlike crypto.randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function signToken(
  session: MockSession,
  userId: number,
  type: TokenType,
): Promise<{ token: string; claims: TokenClaims }> {
  const issuedAtMs = nextIssueInstant();
  const expiresAtMs = issuedAtMs + (type === 'access' ? ACCESS_TOKEN_TTL_MS : REFRESH_TOKEN_TTL_MS);
  const claims: TokenClaims = { userId, type, jti: randomId(), issuedAtMs, expiresAtMs };
  // `sid` binds the token to its mock session, as does each database's own key.
  const token = await new SignJWT({ typ: type, iatMs: issuedAtMs, sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setJti(claims.jti)
    .setIssuedAt(Math.floor(issuedAtMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(keyToSign(session.db));
  return { token, claims };
}

/**
 * Checks signature, expiry, type, session and the session's "not before" cutoff; null when
 * any fails (the callers all answer 401 without saying why). A token that passes is not yet
 * honoured: its sign-in record must be live too (`requireUser`, the refresh).
 */
export async function verifyToken(
  session: MockSession,
  token: string,
  type: TokenType,
): Promise<TokenClaims | null> {
  const key = keyToVerify(session.db);
  if (!key) return null;
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const { iatMs, typ, sid, jti, exp } = payload;
    if (typ !== type || sid !== session.id || typeof jti !== 'string') return null;
    if (!Number.isSafeInteger(userId) || typeof iatMs !== 'number' || typeof exp !== 'number') {
      return null;
    }
    const notBefore = type === 'access' ? session.tokensNotBefore : session.refreshNotBefore;
    if (iatMs < notBefore) return null;
    return { userId, type, jti, issuedAtMs: iatMs, expiresAtMs: exp * 1000 };
  } catch {
    return null;
  }
}
