import * as z from 'zod/mini';

/**
 * A new password's rules, wherever one is chosen: an admin setting a user's (users app) and a
 * user changing their own (account app). Shared here because no app imports another; the mock
 * API imports it too, so the API refuses what the forms refuse, with the same messages.
 */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'validation.required'),
    z.minLength(8, 'users.security.passwordLength'),
    z.maxLength(100, 'validation.tooLong'),
    z.regex(/[A-Za-z]/, 'users.security.passwordMix'),
    z.regex(/\d/, 'users.security.passwordMix'),
  );
