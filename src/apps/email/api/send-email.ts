import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { emailKeys } from './email-keys';
import { emailEnvelopeSchema, type ComposeInput, type Email } from './email-schemas';

export async function sendEmail(input: ComposeInput): Promise<Email> {
  const answer = await http.post('apps/email/send-email', { json: input }).json();
  return emailEnvelopeSchema.parse(answer).email;
}

/** Send: the mail goes to Sent. The composer shows a failure itself (fields kept). */
export function useSendEmail() {
  return useMutation({
    mutationFn: sendEmail,
    meta: {
      successMessage: 'email.notifications.sent',
      errorToast: false,
      invalidates: [emailKeys.all],
    },
  });
}
