import * as z from 'zod/mini';

/**
 * A new password's rules, wherever one is chosen: an admin setting a user's (users app), a user
 * changing their own (account app) or setting one from a reset link (auth). Shared here because no app imports another; the mock
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

/** A new password typed twice, as every form that sets one asks for it (spread into its object). */
export const newPasswordTwice = {
  password: newPasswordSchema,
  confirmation: z.string().check(z.minLength(1, 'validation.required')),
};

/** The second typing matches the first: otherwise an error on the confirmation field. */
export const passwordsMatch = z.refine<{ password: string; confirmation: string }>(
  (values) => values.password === values.confirmation,
  { message: 'users.security.passwordMismatch', path: ['confirmation'] },
);
