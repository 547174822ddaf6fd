import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { userKeys } from './user-keys';

export interface UserSessionRef {
  userId: number;
  sessionId: string;
}

/** Signs one of a user's sessions out: its tokens are refused from now on. */
export async function endUserSession({ userId, sessionId }: UserSessionRef): Promise<void> {
  await send('delete', `api/users/${userId}/sessions/${encodeURIComponent(sessionId)}`);
}

/** The Security tab's Sign out, asked first: the list is refetched once it is done. */
export function useEndUserSession(userId: number) {
  return useMutation({
    mutationFn: endUserSession,
    meta: {
      successMessage: 'users.security.sessions.ended',
      invalidates: [userKeys.security(userId)],
    },
  });
}
