import { HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { getMockSession, type MockSession } from '@/mocks/db/sessions';
import type { GuardedResolver } from './auth-guard';
import { clockNow } from './clock';
import { hasFault } from './faults';
import { throwHttpError } from './http-errors';

/** The request header a create is sent with (docs/api.md, "Conventions"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** How long the mock's clock keeps a key: a repeat within it answers the first result. */
export const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;
/** Longest key accepted (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 255;

export const idempotencyErrorKeys = {
  reused: 'errors.idempotencyKeyReused',
  invalid: 'errors.idempotencyKeyInvalid',
} as const;

interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

/** One key of one account: the request it came with and, once done, the answer it got. */
export interface IdempotentEntry {
  /** The request's body in a canonical form: a repeat must send the same. */
  fingerprint: string;
  /** By the session's mock clock (ms). */
  expiresAt: number;
  /** The first request's answer; null while it runs or when it failed (nothing was kept). */
  answer: Promise<StoredAnswer | null>;
}

/** The keys of a session, by account, method, path and key; a reset starts a new map. */
export type IdempotencyStore = Map<string, IdempotentEntry>;

/** JSON with its keys sorted, so `{a,b}` and `{b,a}` are the same request; other text as sent. */
function canonical(text: string): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(
        Object.keys(value)
          .toSorted()
          .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  try {
    return JSON.stringify(sorted(JSON.parse(text)));
  } catch {
    return text;
  }
}

function forgetExpired(store: IdempotencyStore, now: number): void {
  for (const [key, entry] of store) if (entry.expiresAt <= now) store.delete(key);
}

/** A promise and its resolve (`Promise.withResolvers`, which the target's lib does not have yet). */
function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: ((value: T) => void) | undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  // The executor runs at once, so `resolve` is set before anyone calls it.
  return { promise, resolve: (value) => resolve?.(value) };
}

function replay({ status, contentType, body }: StoredAnswer): Response {
  const headers = new Headers({ 'Idempotent-Replayed': 'true' });
  if (contentType) headers.set('Content-Type', contentType);
  return new HttpResponse(body, { status, headers });
}

/** What the wrapper needs of msw's resolver arguments; `ctx` is there behind `withAbility`. */
interface IdempotentInfo {
  request: Request;
  cookies: Record<string, string>;
  ctx?: { session: MockSession; user: { id: number } };
}

/**
 * Makes a create endpoint safe to send twice, as Stripe's API is: a request with an
 * `Idempotency-Key` that the same account already sent to the same method and path within
 * `IDEMPOTENCY_WINDOW_MS` (by the session's clock) answers the first result, same status and
 * body, instead of creating again; a repeat that arrives while the first still runs waits for it.
 * The same key with another body is refused (422 `errors.idempotencyKeyReused`). Only a success
 * is kept: after a refusal (a 400, say) the key may be sent again, corrected. Without the header
 * the resolver runs as before. Wrap the resolver inside the guard, so `ctx` names the account:
 * `withAbility('create', 'Invoice', idempotent(async ({ request, ctx }) => …))`; a public one
 * (sign-up) uses `idempotentPublic`.
 */
export function idempotent<Params extends PathParams>(
  resolver: GuardedResolver<Params>,
): GuardedResolver<Params> {
  return replayingRepeats(resolver) as GuardedResolver<Params>;
}

/** `idempotent` for a public endpoint (sign-up): the key is the session's, not an account's. */
export function idempotentPublic<Params extends PathParams>(
  resolver: HttpResponseResolver<Params>,
): HttpResponseResolver<Params> {
  return replayingRepeats(resolver) as HttpResponseResolver<Params>;
}

function replayingRepeats(
  resolver: (info: never) => unknown,
): (info: IdempotentInfo) => Promise<unknown> {
  const run = resolver as (info: IdempotentInfo) => unknown;
  return async (info) => {
    const key = info.request.headers.get(IDEMPOTENCY_HEADER);
    const session = info.ctx?.session ?? getMockSession(info.cookies);
    if (key === null || hasFault(session, 'idempotency-ignored')) return run(info);
    if (key.trim() === '' || key.length > IDEMPOTENCY_KEY_MAX) {
      throwHttpError(400, idempotencyErrorKeys.invalid, undefined, { max: IDEMPOTENCY_KEY_MAX });
    }
    const account = info.ctx ? `user ${info.ctx.user.id}` : 'anyone';
    const { pathname } = new URL(info.request.url);
    const slot = `${account} ${info.request.method} ${pathname} ${key}`;
    const fingerprint = canonical(await info.request.clone().text());
    const now = clockNow(session.clock);
    const store = session.idempotency;
    forgetExpired(store, now);

    const earlier = store.get(slot);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throwHttpError(422, idempotencyErrorKeys.reused);
      const answer = await earlier.answer;
      if (answer) return replay(answer);
      // The first one failed and kept nothing: this one runs (below) as if it were the first.
    }

    const { promise, resolve: settle } = deferred<StoredAnswer | null>();
    const entry: IdempotentEntry = {
      fingerprint,
      expiresAt: now + IDEMPOTENCY_WINDOW_MS,
      answer: promise,
    };
    store.set(slot, entry);
    try {
      const result = await run(info);
      if (result instanceof Response && result.ok) {
        settle({
          status: result.status,
          contentType: result.headers.get('Content-Type'),
          body: await result.clone().text(),
        });
      } else {
        if (store.get(slot) === entry) store.delete(slot);
        settle(null);
      }
      return result;
    } catch (error) {
      if (store.get(slot) === entry) store.delete(slot);
      settle(null);
      throw error;
    }
  };
}
