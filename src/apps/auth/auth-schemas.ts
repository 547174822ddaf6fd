import * as z from 'zod/mini';
import { authResponseSchema } from '@/lib/session/session-schemas';

/** Messages are i18n keys, translated where they are shown. */
export const email = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.email('validation.email'));

/** The sign-in form and the body of `POST /jwt/login`. */
export const loginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation.required')),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/**
 * Answer of login when the account has two-step sign-in on: the password was right, and the
 * challenge is what `POST /jwt/login/two-step` takes with the code.
 */
export const twoStepChallengeSchema = z.object({
  twoStepChallenge: z.string().check(z.minLength(1)),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

/** Answer of login: signed in, or a second step owed. */
export const loginAnswerSchema = z.union([authResponseSchema, twoStepChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
