import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { emailKeys } from './email-keys';
import { emailEnvelopeSchema, type ComposeInput, type Email } from './email-schemas';

export async function saveDraft(input: ComposeInput): Promise<Email> {
  const { email } = await sendJson('post', 'apps/email/save-draft', emailEnvelopeSchema, {
    json: input,
    creates: true,
  });
  return email;
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

/**
 * The composer's autosave: the same call, quietly (no toast; the composer says "Saved" or "Not
 * saved" itself), refreshing the lists so Draft shows it.
 */
export function useAutosaveDraft() {
  return useMutation({
    mutationFn: saveDraft,
    meta: { errorToast: false, invalidates: [emailKeys.lists()] },
  });
}
