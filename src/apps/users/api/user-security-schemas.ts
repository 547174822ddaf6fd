import * as z from 'zod/mini';
import { signInSessionSchema, type SignInSession } from '@/lib/session/session-schemas';

// Apart from the user's schemas: only the Security tab of a user's page reads these.

/** One sign-in of a user, as an admin sees it: My account's shape; `current`, the admin's own. */
export const userSessionSchema = signInSessionSchema;
export type UserSession = SignInSession;

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
