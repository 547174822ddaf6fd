import { z } from 'zod';
import { abilityRuleSchema } from '../../lib/ability/ability-schemas.ts';

/**
 * One user. Seeded directory users have no password and cannot sign in; the demo accounts and
 * registered users do. Passwords are stored in clear: this is a demo server, never a real one.
 */
export const userRecordSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  /** A role name from the `roles` table. */
  role: z.string(),
  currentPlan: z.enum(['basic', 'company', 'enterprise', 'team']),
  status: z.enum(['pending', 'active', 'inactive']),
  company: z.string(),
  country: z.string(),
  contact: z.string(),
  billing: z.string(),
  /** Path of the avatar image; empty means the UI shows initials. */
  avatar: z.string(),
  password: z.string().optional(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** A role and its CASL rules; conditions may hold the placeholder `${user.id}`. */
export const roleRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rules: z.array(abilityRuleSchema),
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;

/** Issued refresh tokens, kept so that each can be used once and revoked. */
export const refreshTokenRecordSchema = z.object({
  jti: z.string(),
  userId: z.number().int(),
  issuedAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.number().nullable(),
  revokedAt: z.number().nullable(),
});
export type RefreshTokenRecord = z.infer<typeof refreshTokenRecordSchema>;
