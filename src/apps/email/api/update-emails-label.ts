import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { emailBulkWriteKey, emailKeys } from './email-keys';
import { optimisticEmailsChange } from './email-list-updates';
import { applyLabel } from './email-rules';
import { updatedEmailsSchema, type Email, type UpdateEmailsLabelInput } from './email-schemas';

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
    ...optimisticEmailsChange<UpdateEmailsLabelInput>(queryClient, applyLabel),
    meta: { invalidates: [emailKeys.all] },
  });
}
