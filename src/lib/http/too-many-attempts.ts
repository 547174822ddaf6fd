/**
 * A throttled answer (429): its `message` key, `params.retryAfter` and the `Retry-After` header
 * (src/contract/throttle.ts), and how the screens word the wait.
 */
export const TOO_MANY_ATTEMPTS_KEY = 'auth.errors.tooManyAttempts';

/**
 * The seconds to wait, from `params.retryAfter` or else the `Retry-After` header (seconds, or an
 * HTTP date as RFC 9110 allows); null when the answer says neither.
 */
export function secondsToWait(
  params: Readonly<Record<string, string | number>> | undefined,
  header: string | null,
  now = Date.now(),
): number | null {
  const fromBody = params?.retryAfter;
  if (typeof fromBody === 'number' && fromBody >= 0) return Math.ceil(fromBody);
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The wait as i18next's relative time (`{{wait, relativetime}}`): "in 45 seconds", "in 4
 * minutes", "in 1 hour", in the language of the sentence. Rounded up, so the user never tries
 * again too early.
 */
export function waitParams(seconds: number) {
  const [amount, range] =
    seconds < MINUTE
      ? [Math.max(1, seconds), 'second']
      : seconds < HOUR
        ? [Math.ceil(seconds / MINUTE), 'minute']
        : [Math.ceil(seconds / HOUR), 'hour'];
  return { wait: amount, formatParams: { wait: { range, numeric: 'always' } } };
}
