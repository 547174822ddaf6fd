import * as z from 'zod/mini';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';
import { newPasswordSchema } from '@/lib/session/password-rules';
import { email } from './auth-schemas';

// Apart from auth-schemas.ts, which the sign-in page (in the entry) loads: the password policy
// loads with the sign-up page.
/**
 * The sign-up form and the body of `POST /jwt/register`. The password follows the one policy of
 * every password a user sets (`newPasswordSchema`): typed once, as the specification's body has it.
 */
export const registerFormSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.minLength(3, 'validation.usernameLength'),
      z.maxLength(30, 'validation.usernameLength'),
      z.regex(/^[a-zA-Z0-9._-]+$/, 'validation.usernameChars'),
    ),
  email,
  password: newPasswordSchema,
  /** The page's language: the verification mail is written in it. */
  language: z.optional(z.enum(languageCodes as [LanguageCode, ...LanguageCode[]])),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;
