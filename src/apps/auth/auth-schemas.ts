import * as z from 'zod/mini';

/** Messages are i18n keys, translated where they are shown. */
const email = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email'));

/** The sign-in form and the body of `POST /jwt/login`. */
export const loginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation.required')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The sign-up form and the body of `POST /jwt/register`. */
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
  password: z
    .string()
    .check(
      z.minLength(1, 'validation.required'),
      z.minLength(6, 'validation.passwordLength'),
      z.maxLength(100, 'validation.tooLong'),
    ),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;
