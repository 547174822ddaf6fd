/**
 * A throttled answer (429): its `message` key, `params.retryAfter` and the `Retry-After` header
 * (src/contract/throttle.ts), and how the screens word the wait.
 */
export const TOO_MANY_ATTEMPTS_KEY = 'auth.errors.tooManyAttempts';

/**
 * The wait as i18next's relative time (`{{wait, relativetime}}`): "in 45 seconds", "in 4
 * minutes", "in 1 hour", in the language of the sentence, from `params.retryAfter` or else the
 * `Retry-After` header (whole seconds). Rounded up, so the user never tries again too early; null
 * when the answer says no wait.
 */
export function waitParams(retryAfter: unknown, header: string | null) {
  const seconds = Math.ceil(Number(retryAfter ?? header ?? Number.NaN));
  if (!(seconds >= 0)) return null;
  const [wait, range] =
    seconds < 60
      ? [Math.max(1, seconds), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return { wait, formatParams: { wait: { range, numeric: 'always' } } };
}
