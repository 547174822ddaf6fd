import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import type { LanguageCode } from '@/lib/i18n/languages';

/** Mails a new link to verify the user's address (the earlier links stop working). */
export async function sendVerificationMail(language: LanguageCode): Promise<void> {
  await send('post', 'api/account/verification-mail', { json: { language } });
}

/** The profile's "Send the link again": a toast says it went, or why not. */
export function useSendVerificationMail() {
  return useMutation({
    mutationFn: sendVerificationMail,
    meta: { successMessage: 'account.verification.sent' },
  });
}
