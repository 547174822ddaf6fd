import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { emailBulkWriteKey, emailKeys } from './email-keys';
import { withEmailsChanged, withEmailsRestored } from './email-list-updates';
import { applyLabel } from './email-rules';
import { updatedEmailsSchema, type Email, type UpdateEmailsLabelInput } from './email-schemas';
import type { EmailList } from './get-emails';

export async function updateEmailsLabel(input: UpdateEmailsLabelInput): Promise<Email[]> {
  const { emails } = await sendJson('post', 'apps/email/update-emails-label', updatedEmailsSchema, {
    json: input,
  });
  return emails;
}

/** Sets, removes or toggles a label on the mails, optimistic as `useUpdateEmails`. */
export function useUpdateEmailsLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: emailBulkWriteKey,
    mutationFn: updateEmailsLabel,
    ...optimisticUpdate<UpdateEmailsLabelInput, EmailList>(queryClient, {
      queryKey: emailKeys.lists(),
      update: (data, input) =>
        withEmailsChanged(data, input.emailIds, (email) => applyLabel(email, input)),
      rollback: (current, input, previous) =>
        withEmailsRestored(current, input.emailIds, previous, (email) => applyLabel(email, input)),
    }),
    meta: { invalidates: [emailKeys.all] },
  });
}
