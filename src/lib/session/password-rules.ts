import * as z from 'zod/mini';

/**
 * The one password policy, wherever a password is chosen: at sign-up and from a reset link
 * (auth), a user changing their own (account app), an admin setting a user's (users app). Shared
 * here because no app imports another; the mock API parses every body that sets a password with
 * it, so the API refuses what the forms refuse, with the same messages. One policy: an account
 * made with a password another form would refuse is a weaker door to the same account.
 */
const TOO_SHORT = 'users.security.passwordLength';
const NO_MIX = 'users.security.passwordMix';
const MISMATCH = 'users.security.passwordMismatch';

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'validation.required'),
    z.minLength(8, TOO_SHORT),
    z.maxLength(100, 'validation.tooLong'),
    z.regex(/[A-Za-z]/, NO_MIX),
    z.regex(/\d/, NO_MIX),
  );

/**
 * The field errors the policy gives, as every endpoint that sets a password lists them in the
 * contract: on `password`, and on `confirmation` where the password is typed twice.
 */
export const newPasswordErrorKeys = { password: [TOO_SHORT, NO_MIX], confirmation: [MISMATCH] };

/** A new password typed twice, as every form that sets one asks for it (spread into its object). */
export const newPasswordTwice = {
  password: newPasswordSchema,
  confirmation: z.string().check(z.minLength(1, 'validation.required')),
};

/** The second typing matches the first: otherwise an error on the confirmation field. */
export const passwordsMatch = z.refine<{ password: string; confirmation: string }>(
  (values) => values.password === values.confirmation,
  { message: MISMATCH, path: ['confirmation'] },
);
