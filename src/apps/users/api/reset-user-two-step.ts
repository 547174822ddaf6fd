import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { userKeys } from './user-keys';

/**
 * Turns a user's two-step sign-in off and forgets its secret and recovery codes: their next
 * sign-in asks for the password alone. The server mails them that it happened.
 */
export async function resetUserTwoStep(userId: number): Promise<void> {
  await send('post', `api/users/${userId}/two-step/reset`);
}

/** The Security tab's Reset, asked first. */
export function useResetUserTwoStep(userId: number) {
  return useMutation({
    mutationFn: () => resetUserTwoStep(userId),
    meta: {
      successMessage: 'users.security.twoStep.resetDone',
      invalidates: [userKeys.security(userId)],
    },
  });
}
