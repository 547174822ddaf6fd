import * as z from 'zod/mini';
import { choice } from '@/lib/validation/choice';
import { versionSchema } from '@/lib/versions/versions';
import { userBillingMethods, userPlans, userStatuses } from './user-values';

export const userSchema = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  currentPlan: z.enum(userPlans),
  status: z.enum(userStatuses),
  company: z.string(),
  country: z.string(),
  contact: z.string(),
  billing: z.enum(userBillingMethods),
  avatar: z.string(),
  /** One more at each change: what an edit names to be refused if someone changed it meanwhile. */
  version: versionSchema,
});
export type User = z.infer<typeof userSchema>;

/** Counts over the whole users table (not the filtered list), for the stat cards. */
export const userStatsSchema = z.object({
  total: z.number(),
  active: z.number(),
  pending: z.number(),
  inactive: z.number(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

export const usersPageSchema = z.object({
  users: z.array(userSchema),
  total: z.number(),
  stats: userStatsSchema,
  allData: z.optional(z.array(userSchema)),
});
export type UsersPage = z.infer<typeof usersPageSchema>;

/** `GET /api/users/user` and the answer of every write that returns the user. */
export const userAnswerSchema = z.object({ user: userSchema });

const required = z.string().check(z.trim(), z.minLength(1, 'validation.required'));

/**
 * The add-user form and the body of `POST /apps/users/add-user`; messages are i18n keys. The API
 * also lower-cases the email, takes any existing role's name and checks uniqueness.
 */
export const newUserSchema = z.object({
  fullName: required.check(z.maxLength(100, 'validation.tooLong')),
  username: required.check(
    z.minLength(3, 'validation.usernameLength'),
    z.maxLength(30, 'validation.usernameLength'),
    z.regex(/^[A-Za-z0-9._-]+$/, 'validation.usernameChars'),
  ),
  email: required.check(z.maxLength(254, 'validation.tooLong'), z.email('validation.email')),
  contact: required.check(z.regex(/^\+?[\d\s().-]{6,24}$/, 'users.validation.contact')),
  company: required.check(z.maxLength(100, 'validation.tooLong')),
  country: required.check(z.maxLength(60, 'validation.tooLong')),
  // Any role's name: roles can be added in the roles app; the API checks that it exists.
  role: z
    .string({ error: () => 'validation.required' })
    .check(z.trim(), z.minLength(1, 'validation.required')),
  currentPlan: choice(userPlans),
});
export type NewUser = z.infer<typeof newUserSchema>;

export const userIdSchema = z.number().check(z.int(), z.positive());

/**
 * The body of `POST /apps/users/update-user`: the add form's fields (the edit form is the add
 * form) and the user's id. The API checks it with the same extensions as for an add.
 */
export type UserUpdate = NewUser & { id: number; version?: number };

/** `POST /apps/users/update-status`: suspend (`inactive`) or activate (`active`) a user. */
export const userStatusUpdateSchema = z.object({
  id: userIdSchema,
  status: z.enum(userStatuses),
});
export type UserStatusUpdate = z.infer<typeof userStatusUpdateSchema>;
