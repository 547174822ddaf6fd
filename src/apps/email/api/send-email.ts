import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { emailKeys } from './email-keys';
import { emailEnvelopeSchema, type ComposeInput, type Email } from './email-schemas';

export async function sendEmail(input: ComposeInput): Promise<Email> {
  const { email } = await sendJson('post', 'apps/email/send-email', emailEnvelopeSchema, {
    json: input,
    creates: true,
  });
  return email;
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
