import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { i18next } from '@/lib/i18n/i18n';
import { session } from '@/lib/session/session';
import { accountKeys } from './account-keys';
import {
  accountUpdateAnswerSchema,
  type AccountUpdateAnswer,
  type ProfileUpdate,
} from './account-schemas';

/** Saves the profile; answers the account and the session's user data built again. */
export async function updateAccount(update: ProfileUpdate) {
  return sendJson('patch', 'api/account', accountUpdateAnswerSchema, { json: update });
}

/**
 * The toast of a save: a change of email is not done yet, the link mailed to the new address
 * does it (the password is sent only with a change of email).
 */
function savedText(update: ProfileUpdate, { account }: AccountUpdateAnswer) {
  return update.currentPassword !== undefined && account.pendingEmail !== null
    ? { key: 'account.notifications.savedEmailPending', values: { email: account.pendingEmail } }
    : 'account.notifications.saved';
}

/**
 * The profile's save, pessimistic: the form keeps its input until the server agrees, and shows
 * the API's field errors itself. On success the answer is the one source of what changed: the
 * account's cache, the session's user data (the navbar, and every place showing the user, read
 * it) and the interface's language follow it.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: async ({ account, userData }) => {
      queryClient.setQueryData(accountKeys.profile(), account);
      // The tokens as they are, with the user data the server built again.
      const current = session.get();
      if (current) {
        const { accessToken, refreshToken } = current;
        session.updateTokens({ accessToken, refreshToken }, userData);
      }
      if (account.language && account.language !== i18next.resolvedLanguage) {
        await i18next.changeLanguage(account.language);
      }
    },
    meta: { successMessage: savedText, errorToast: false },
  });
}
