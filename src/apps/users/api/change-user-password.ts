import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import type { PasswordChange } from './password-change-schemas';

/** Stores a user's new password: their next sign-in takes it, and no longer the old one. */
export async function changePassword(change: PasswordChange): Promise<void> {
  await send('post', 'apps/users/change-password', { json: change });
}

/** The Security tab's save: the form shows the API's field errors itself. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    meta: { successMessage: 'users.security.changed', errorToast: false },
  });
}
