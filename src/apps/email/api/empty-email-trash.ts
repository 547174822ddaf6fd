import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { emailKeys } from './email-keys';

export async function emptyEmailTrash(): Promise<void> {
  await send('delete', 'apps/email/empty-trash');
}

/** Every mail of the user's Trash, gone for good (confirmed first). */
export function useEmptyTrash() {
  return useMutation({
    mutationFn: emptyEmailTrash,
    meta: { successMessage: 'email.notifications.trashEmptied', invalidates: [emailKeys.all] },
  });
}
