import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { emailBulkWriteKey, emailKeys } from './email-keys';
import { optimisticEmailsChange, withEmailsChanged } from './email-list-updates';
import { applyUpdate } from './email-rules';
import { updatedEmailsSchema, type Email, type UpdateEmailsInput } from './email-schemas';
import type { EmailList } from './list-emails';

export async function updateEmails(input: UpdateEmailsInput): Promise<Email[]> {
  const { emails } = await sendJson('post', 'apps/email/update-emails', updatedEmailsSchema, {
    json: input,
  });
  return emails;
}

/**
 * Marks read or unread, stars, moves: the list and its counts change at once; a failure puts
 * back what this write changed (not the others in flight) and the mutation cache toasts the error.
 */
export function useUpdateEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: emailBulkWriteKey,
    mutationFn: updateEmails,
    ...optimisticEmailsChange<UpdateEmailsInput>(queryClient, applyUpdate),
    meta: { invalidates: [emailKeys.all] },
  });
}

const moveToTrash = (ids: readonly number[]) =>
  updateEmails({ emailIds: [...ids], dataToUpdate: { folder: 'trash' } });
const withTrashed = (data: EmailList, ids: readonly number[]) =>
  withEmailsChanged(data, ids, (email) => ({ ...email, folder: 'trash' }));

/**
 * Moves mails to Trash, undoably: `run(ids, message)`. They leave the list at once, a toast
 * offers Undo, and only then is the call made; a failure puts them back with an error toast.
 */
export function useMoveToTrash() {
  return useUndoableWrite({
    mutationFn: moveToTrash,
    queryKey: emailKeys.lists(),
    update: withTrashed,
    meta: { invalidates: [emailKeys.all] },
  });
}
