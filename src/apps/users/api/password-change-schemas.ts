import * as z from 'zod/mini';
// Apart from the user's schemas so that the users list, which reads those, does not load the
// password rules (the Security tab of a user's page does).
import { newPasswordTwice, passwordsMatch } from '@/lib/session/password-rules';

/** The change-password form of the Security tab. */
export const changePasswordSchema = z
  .object({
    ...newPasswordTwice,
  })
  .check(passwordsMatch);
export type ChangePassword = z.infer<typeof changePasswordSchema>;
/** The body of `POST /apps/users/change-password`: the form's values and the user's id. */
export type PasswordChange = ChangePassword & { id: number };
