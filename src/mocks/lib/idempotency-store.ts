/**
 * What a session keeps of its creates' `Idempotency-Key`s (idempotency.ts does the keeping). Apart
 * from it so that the session (../db/sessions.ts) can hold a store without importing the wrapper,
 * which imports the session.
 */

export interface StoredAnswer {
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
