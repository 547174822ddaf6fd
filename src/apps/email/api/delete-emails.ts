import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { emailKeys } from './email-keys';

/** Mails in Trash, gone for good (confirmed first: they cannot come back). */
export function useDeleteEmails() {
  return useMutation({
    mutationFn: async (emailIds: number[]) => {
      await http.delete('apps/email/delete-emails', { json: { emailIds } });
    },
    meta: { successMessage: 'email.notifications.deleted', invalidates: [emailKeys.all] },
  });
}

/** Every mail of the user's Trash, gone for good. */
export function useEmptyTrash() {
  return useMutation({
    mutationFn: async () => {
      await http.delete('apps/email/empty-trash');
    },
    meta: { successMessage: 'email.notifications.trashEmptied', invalidates: [emailKeys.all] },
  });
}
