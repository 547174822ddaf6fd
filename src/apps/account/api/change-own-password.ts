import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { accountKeys } from './account-keys';
import type { OwnPasswordChange } from './password-schemas';

/** Changes the signed-in user's password; the server ends their other sessions. */
export async function changeOwnPassword(change: OwnPasswordChange): Promise<void> {
  await send('post', 'api/account/password', { json: change });
}

/** The Security tab's password form: its errors go by its fields. The session list shrinks. */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: changeOwnPassword,
    meta: {
      successMessage: 'account.notifications.passwordChanged',
      errorToast: false,
      invalidates: [accountKeys.sessions()],
    },
  });
}
