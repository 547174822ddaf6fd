import * as z from 'zod/mini';
import { newPasswordTwice, passwordsMatch } from '@/lib/session/password-rules';

// Apart from account-schemas.ts, which the route's loader reads: the password rules load with the
// Security tab only, not with the page.
/**
 * The Security tab's password form and the body of `POST /api/account/password`: the current
 * password (checked by the API: a wrong one is a field error on it) and the new one twice.
 */
export const ownPasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'validation.required')),
    ...newPasswordTwice,
  })
  .check(passwordsMatch);
export type OwnPasswordChange = z.infer<typeof ownPasswordSchema>;
