import type { UserRecord } from '@/mocks/db/auth-tables';
import type { MockSession } from '@/mocks/db/sessions';

/**
 * What the steps of a signed-in call share. `withUser` (auth-guard.ts) composes them:
 * authentication finds the caller, then the audit log (audit-log.ts) and the live stream
 * (changed-events.ts) each start a step before the resolver runs and hear its answer. The steps
 * import this module, not the guard, and none imports another.
 */

/** Who calls: found by authentication (`requireUser`), whose context adds what they may do. */
export interface Caller {
  session: MockSession;
  user: UserRecord;
  /** The id (`jti`) of the access token the request came with: which sign-in is calling. */
  accessTokenId: string;
}

/** A step around a signed-in call's resolver, started before it runs. */
export interface CallStep {
  /** Every answer the resolver gave, a failure included. */
  answered?(response: Response): void;
  /** A write that took effect: a 2xx answer that is not an idempotent replay. */
  tookEffect?(): void;
}
