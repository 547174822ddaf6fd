import * as z from 'zod/mini';
import { newUserSchema } from './user-schemas';

/**
 * The invite form and the body of `POST /api/users/invitations`: who to invite and as what. The
 * invited person chooses their own password through the mailed link; the API lower-cases the
 * email, checks the role exists and that no user has the address.
 */
export const inviteUserSchema = z.pick(newUserSchema, { fullName: true, email: true, role: true });
export type InviteUser = z.infer<typeof inviteUserSchema>;
