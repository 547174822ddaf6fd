/**
 * Throttling: how many attempts a public or code-checked endpoint takes before it answers 429
 * with `Retry-After`. Each limit is stated once, here; the endpoints' records name the ones they
 * keep (`throttle`), the document shows them (`x-throttle`, the 429 answer, the description), the
 * mock enforces them (src/mocks/lib/throttle.ts) and `npm run contract` checks the sign-in's.
 */
import { TOO_MANY_ATTEMPTS_KEY } from '@/lib/http/too-many-attempts';

/**
 * What a limit counts by. `account`: the account a request names (its address as typed, lower
 * case, whether or not an account has it, so a 429 never says which addresses exist; a signed-in
 * call's own account). `address`: the address a mail goes to, known or not. `client`: the
 * client, as the server tells clients apart without trusting what the request says of itself
 * (never `X-Forwarded-For` or another header a client writes): its connection's address, the
 * one your own proxy saw; the mock, which has no address it can trust, takes the mock session
 * (its `mock-session` cookie's database).
 */
export type ThrottleScope = 'account' | 'address' | 'client';

/**
 * One limit: once `max` counted attempts fall within `windowSeconds`, every request it covers
 * answers 429 for `lockSeconds` (the right password included), then counting starts again.
 * `failures` counts refused attempts (a wrong password or code), and a success clears an
 * account's or an address's count (never a client's: a sprayer signing in to their own account
 * between rounds is not forgiven); `requests` counts every request that passed validation.
 */
export interface ThrottleRule {
  /** Names the limit in the document, the mock's control API and the audit log. */
  id: string;
  scope: ThrottleScope;
  counts: 'failures' | 'requests';
  max: number;
  windowSeconds: number;
  lockSeconds: number;
  /** What is counted, in words, after "at most {max}": "failed sign-ins for one address". */
  what: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits, chosen far beyond what a person does (nobody types ten wrong passwords in a
 * quarter of an hour, or asks for six reset mails in an hour) and far below what a script does.
 * The one client limit of the sign-in is wider than an account's: a run of `npm run contract`
 * makes 11 failed sign-ins, so several runs in a row from one machine stay under it.
 */
export const throttleRules = {
  signInAccount: {
    id: 'signInAccount',
    scope: 'account',
    counts: 'failures',
    max: 10,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    what: 'failed sign-ins (a wrong or unknown address, a wrong password) for one address',
  },
  signInClient: {
    id: 'signInClient',
    scope: 'client',
    counts: 'failures',
    max: 50,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    what: 'failed sign-ins from one client, at any address',
  },
  codesAccount: {
    id: 'codesAccount',
    scope: 'account',
    counts: 'failures',
    max: 10,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    what: 'wrong two-step codes or recovery codes for one account, across its sign-in challenges and its changes that ask for a code, turning two-step sign-in off and renewing the recovery codes',
  },
  passwordAccount: {
    id: 'passwordAccount',
    scope: 'account',
    counts: 'failures',
    max: 10,
    windowSeconds: 15 * MINUTE,
    lockSeconds: 15 * MINUTE,
    what: 'wrong current passwords for one signed-in account, when it changes its password or its email address',
  },
  resetMailsAddress: {
    id: 'resetMailsAddress',
    scope: 'address',
    counts: 'requests',
    max: 5,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    what: 'password-reset requests for one address, whether or not an account has it',
  },
  verificationMailsAddress: {
    id: 'verificationMailsAddress',
    scope: 'address',
    counts: 'requests',
    max: 5,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    what: 'verification mails sent again to one address',
  },
  signUpClient: {
    id: 'signUpClient',
    scope: 'client',
    counts: 'requests',
    max: 10,
    windowSeconds: HOUR,
    lockSeconds: HOUR,
    what: 'sign-ups from one client (a taken address or username counts too)',
  },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleRuleId = keyof typeof throttleRules;

function duration(seconds: number): string {
  if (seconds % HOUR === 0) return seconds === HOUR ? '1 hour' : `${seconds / HOUR} hours`;
  if (seconds % MINUTE === 0) return `${seconds / MINUTE} minutes`;
  return `${seconds} seconds`;
}

/** A limit in words, for an endpoint's description and docs/api.md. */
export function throttleRuleText(rule: ThrottleRule): string {
  const counted =
    rule.counts === 'requests'
      ? 'every one counts'
      : rule.scope === 'client'
        ? 'a success does not clear the count'
        : 'a success clears the count';
  return [
    `Within ${duration(rule.windowSeconds)}, at most ${rule.max} ${rule.what} (${counted});`,
    `past that, 429 for ${duration(rule.lockSeconds)}.`,
  ].join(' ');
}

/** What every throttled endpoint's description ends with: its limits and the answer. */
export function throttleDescription(rules: readonly ThrottleRule[]): string {
  return [
    '**Throttled.**',
    ...rules.map(throttleRuleText),
    'A throttled request is not looked at (a right password or code is refused too, nothing is',
    `sent) and answers 429`,
    `\`${TOO_MANY_ATTEMPTS_KEY}\` with \`params.retryAfter\` and the \`Retry-After\` header, the`,
    'seconds to wait (docs/api.md, "Throttling").',
  ].join(' ');
}
