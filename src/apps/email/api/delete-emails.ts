import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { emailKeys } from './email-keys';

export async function deleteEmails(emailIds: number[]): Promise<void> {
  await send('delete', 'apps/email/delete-emails', { json: { emailIds } });
}

/** Mails in Trash, gone for good (confirmed first: they cannot come back). */
export function useDeleteEmails() {
  return useMutation({
    mutationFn: deleteEmails,
    meta: { successMessage: 'email.notifications.deleted', invalidates: [emailKeys.all] },
  });
}
