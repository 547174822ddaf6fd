import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { userKeys } from './user-keys';

/** Mails a user who has no password yet a new invitation link; the earlier ones stop working. */
export async function resendUserInvitation(userId: number): Promise<void> {
  await send('post', `api/users/${userId}/invitation/resend`);
}

/** The Security tab's Send the invitation (again). */
export function useResendUserInvitation(userId: number) {
  return useMutation({
    mutationFn: () => resendUserInvitation(userId),
    meta: {
      successMessage: 'users.security.invitation.sent',
      invalidates: [userKeys.security(userId)],
    },
  });
}
