import * as z from 'zod/mini';
import { newPasswordTwice, passwordsMatch } from '@/lib/session/password-rules';

// Apart from auth-schemas.ts, which the sign-in page loads: these load with their own page.

/** An invitation link's token (`/accept-invite?token=…`): the body of `POST /api/invitations/check`. */
export const inviteLinkSchema = z.object({ token: z.string().check(z.minLength(1)) });

/**
 * The accept-invitation form and the body of `POST /api/invitations/accept`: the link's token and
 * the password the invited person chooses, twice, under the one password policy.
 */
export const acceptInviteSchema = z
  .object({
    token: z.string().check(z.minLength(1)),
    ...newPasswordTwice,
  })
  .check(passwordsMatch);
export type AcceptInvite = z.infer<typeof acceptInviteSchema>;
