import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { accountKeys } from './account-keys';
import type { SignInSession } from '@/lib/session/session-schemas';

/** Signs one of the user's other sessions out: its tokens are refused from now on. */
export async function endAccountSession(id: string): Promise<void> {
  await send('delete', `api/account/sessions/${encodeURIComponent(id)}`);
}

const endKey = [...accountKeys.sessions(), 'end'] as const;

/**
 * Sign out one session, optimistic: it leaves the list at once, and comes back with an error toast
 * if the server refuses. Ends that share the key refetch the list once, after the last.
 */
export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: endKey,
    mutationFn: endAccountSession,
    ...optimisticUpdate<string, SignInSession[]>(queryClient, {
      queryKey: accountKeys.sessions(),
      update: (sessions, id) => sessions.filter((entry) => entry.id !== id),
      rollback: (current, id, previous) => {
        const ended = previous.find((entry) => entry.id === id);
        if (!ended || current.some((entry) => entry.id === id)) return current;
        return previous.filter(
          (entry) => entry.id === id || current.some((kept) => kept.id === entry.id),
        );
      },
    }),
    meta: {
      successMessage: 'account.notifications.sessionEnded',
      invalidates: [accountKeys.sessions()],
    },
  });
}
