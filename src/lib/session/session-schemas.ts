import * as z from 'zod/mini';
import { abilityRuleSchema } from '@/lib/ability/ability-schemas';

export const userDataSchema = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string(),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
});
export type UserData = z.infer<typeof userDataSchema>;

const token = z.string().check(z.minLength(1));

export const tokenPairSchema = z.object({ accessToken: token, refreshToken: token });
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** Answer of login and register. */
export const authResponseSchema = z.extend(tokenPairSchema, { userData: userDataSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answer of refresh-token; our mock also sends fresh `userData` so role edits apply at refresh. */
export const refreshResponseSchema = z.extend(tokenPairSchema, {
  userData: z.optional(userDataSchema),
});

/** Body of every error the API answers: `errors` maps a field to its messages. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
