import * as z from 'zod/mini';

// Apart from the user's schemas: only the Security tab of a user's page reads these.

/**
 * One sign-in of a user, as an admin sees it: the shape of My account's sessions (a chain of
 * refresh tokens, its browser and system read from the sign-in's User-Agent, null when unknown;
 * the times by the server's clock). `current` marks the admin's own, when they look at themselves.
 */
export const userSessionSchema = z.object({
  id: z.string(),
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  signedInAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** Whether the user's two-step sign-in is on, and how many recovery codes they have left. */
export const userTwoStepSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().check(z.int(), z.nonnegative()),
});
export type UserTwoStep = z.infer<typeof userTwoStepSchema>;

/** The invitation mailed to a user who has no password yet: when, until when, and if it lapsed. */
export const userInvitationSchema = z.object({
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
  expired: z.boolean(),
});
export type UserInvitation = z.infer<typeof userInvitationSchema>;

/**
 * `GET /api/users/{id}/security`: the user's two-step sign-in, the sessions that have not ended
 * (the most recently used first), whether they can be invited (they have no password yet) and
 * the last invitation mailed to them, if it is not used.
 */
export const userSecuritySchema = z.object({
  twoStep: userTwoStepSchema,
  sessions: z.array(userSessionSchema),
  invitable: z.boolean(),
  invitation: z.nullable(userInvitationSchema),
});
export type UserSecurity = z.infer<typeof userSecuritySchema>;
