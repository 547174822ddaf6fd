import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { accountKeys } from './account-keys';
import type { SignInSession } from '@/lib/session/session-schemas';

/** Signs every session of the user out but this one. */
export async function endOtherAccountSessions(): Promise<void> {
  await send('post', 'api/account/sessions/sign-out-others');
}

/** Sign out all others, optimistic: only the current session stays; a failure puts them back. */
export function useEndOtherAccountSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...accountKeys.sessions(), 'end'],
    mutationFn: endOtherAccountSessions,
    ...optimisticUpdate<void, SignInSession[]>(queryClient, {
      queryKey: accountKeys.sessions(),
      update: (sessions) => sessions.filter((entry) => entry.current),
    }),
    meta: {
      successMessage: 'account.notifications.othersEnded',
      invalidates: [accountKeys.sessions()],
    },
  });
}
