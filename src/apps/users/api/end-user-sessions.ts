import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { userKeys } from './user-keys';

/** Signs every session of a user out (on oneself, every one but the caller's). */
export async function endUserSessions(userId: number): Promise<void> {
  await send('post', `api/users/${userId}/sessions/sign-out-all`);
}

/** The Security tab's Sign out everywhere, asked first. */
export function useEndUserSessions(userId: number) {
  return useMutation({
    mutationFn: () => endUserSessions(userId),
    meta: {
      successMessage: 'users.security.sessions.allEnded',
      invalidates: [userKeys.security(userId)],
    },
  });
}
