import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { emailKeys } from './email-keys';
import { emailEnvelopeSchema, type ComposeInput, type Email } from './email-schemas';

export async function saveDraft(input: ComposeInput): Promise<Email> {
  const answer = await http.post('apps/email/save-draft', { json: input }).json();
  return emailEnvelopeSchema.parse(answer).email;
}

/** Save draft: the mail goes to Draft (or replaces the draft being edited). */
export function useSaveDraft() {
  return useMutation({
    mutationFn: saveDraft,
    meta: {
      successMessage: 'email.notifications.draftSaved',
      errorToast: false,
      invalidates: [emailKeys.all],
    },
  });
}
