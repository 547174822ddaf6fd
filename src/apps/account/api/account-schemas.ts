import * as z from 'zod/mini';
import { languageCodes, type LanguageCode } from '@/lib/i18n/languages';
import { signInSessionSchema, userDataSchema } from '@/lib/session/session-schemas';

/** The largest avatar the API keeps, as its data URL: a 256×256 JPEG is 10–40 KB. */
export const MAX_AVATAR_CHARS = 200_000;

/** Whether the runtime knows the IANA zone (`Europe/Berlin`); every browser and Node do. */
export function isTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone !== '';
  } catch {
    return false;
  }
}

/**
 * The signed-in user's own account. `phone` is the users directory's `contact`; `language` and
 * `timeZone` are null until the user picks them (the form then offers the current ones).
 */
export const accountSchema = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  language: z.nullable(z.enum(languageCodes as [LanguageCode, ...LanguageCode[]])),
  timeZone: z.nullable(z.string()),
  avatar: z.string(),
  /** Whether `email` is verified: false from sign-up until the mailed link is opened. */
  emailVerified: z.boolean(),
  /**
   * The address the user asked to change to, not yet in force: it replaces `email` once the link
   * mailed to it is opened (until then sign-in and a forgotten password use `email`). Null when
   * no change is waiting.
   */
  pendingEmail: z.nullable(z.string()),
});
export type Account = z.infer<typeof accountSchema>;

/** `GET /api/account`. */
export const accountAnswerSchema = z.object({ account: accountSchema });

/**
 * `PATCH /api/account`: the account and the session's user data built again from it, which the
 * client stores as it is, so the navbar and every place showing the user follow at once.
 */
export const accountUpdateAnswerSchema = z.object({
  account: accountSchema,
  userData: userDataSchema,
});
export type AccountUpdateAnswer = z.infer<typeof accountUpdateAnswerSchema>;

const required = z.string().check(z.trim(), z.minLength(1, 'validation.required'));

/** An image as a data URL, as the browser's canvas writes it; '' removes the avatar. */
export const avatarSchema = z
  .string()
  .check(
    z.maxLength(MAX_AVATAR_CHARS, 'account.errors.avatarTooLarge'),
    z.regex(
      /^(data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*)?$/,
      'account.errors.avatarType',
    ),
  );

/**
 * The profile form and the body of `PATCH /api/account` (every field but the avatar, which is
 * sent only when it changed). Messages are i18n keys. The API also lower-cases the email and
 * checks that no other account has it.
 */
export const profileSchema = z.object({
  fullName: required.check(z.maxLength(100, 'validation.tooLong')),
  email: required.check(z.maxLength(254, 'validation.tooLong'), z.email('validation.email')),
  // Optional; when given, a phone number as people write one (+49 30 1234567, (555) 010-0100).
  phone: z
    .string()
    .check(z.trim(), z.regex(/^(\+?[\d\s().-]{6,24})?$/, 'account.validation.phone')),
  language: z.enum(languageCodes as [LanguageCode, ...LanguageCode[]], {
    error: () => 'validation.invalidOption',
  }),
  timeZone: required.check(z.refine(isTimeZone, 'account.validation.timeZone')),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/**
 * `PATCH /api/account`: the profile, the avatar when it changed, and the current password when
 * the email changes (whoever holds only a token must not move the account's address: a
 * forgotten password's link goes there).
 */
export const profileUpdateSchema = z.extend(profileSchema, {
  avatar: z.optional(avatarSchema),
  currentPassword: z.optional(z.string()),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** An address as the API keeps it: trimmed and lower-cased. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Whether saving `email` asks to change the account's address: it is neither the address in
 * force nor the one already waiting for its link (the API asks for the password then).
 */
export function changesEmail(account: Pick<Account, 'email' | 'pendingEmail'>, email: string) {
  const next = normalEmail(email);
  return next !== normalEmail(account.email) && next !== account.pendingEmail;
}

/**
 * The profile form: the body's rules, and the current password required when the email changes
 * (`account` is the account as saved). The API checks it again, and that it is the right one.
 */
export const profileFormSchema = (account: Pick<Account, 'email' | 'pendingEmail'>) =>
  profileUpdateSchema.check(
    z.refine((values) => !changesEmail(account, values.email) || Boolean(values.currentPassword), {
      message: 'validation.required',
      path: ['currentPassword'],
    }),
  );

/** `GET /api/account/sessions`: the current session first, then the most recently used. */
export const accountSessionsSchema = z.object({ sessions: z.array(signInSessionSchema) });
