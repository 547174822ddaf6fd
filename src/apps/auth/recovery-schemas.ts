import * as z from 'zod/mini';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';
import { newPasswordTwice, passwordsMatch } from '@/lib/session/password-rules';
import { email } from './auth-schemas';

// Apart from auth-schemas.ts, which the sign-in page loads: these load with their own pages.

/** The forgotten-password form and the body of `POST /jwt/forgot-password`. */
export const forgotPasswordSchema = z.object({
  email,
  /** The page's language: the mail is written in it unless the account chose one. */
  language: z.optional(z.enum(languageCodes as [LanguageCode, ...LanguageCode[]])),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** A reset link's token (`/reset-password?token=…`): the body of `POST /jwt/reset-password/check`. */
export const resetLinkSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** The reset form and the body of `POST /jwt/reset-password`: the link's token, the password twice. */
export const resetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1)),
    ...newPasswordTwice,
  })
  .check(passwordsMatch);
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
