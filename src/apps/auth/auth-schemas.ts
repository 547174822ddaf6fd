import * as z from 'zod/mini';

/** Form schemas; messages are i18n keys, translated where they are shown. */
const email = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email'));

export const loginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation.required')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

export const registerFormSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'validation.usernameLength'),
      z.maxLength(30, 'validation.usernameLength'),
      z.regex(/^[a-zA-Z0-9._-]+$/, 'validation.usernameChars'),
    ),
  email,
  password: z.string().check(z.minLength(6, 'validation.passwordLength')),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;
