import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import type { LanguageCode } from '@/lib/i18n/languages';
import type { InviteUser } from './invite-schemas';
import { userKeys } from './user-keys';
import { userAnswerSchema, type User } from './user-schemas';

/** The invite form's values and the language the mail is written in (the page's). */
export type InviteUserInput = InviteUser & { language?: LanguageCode };

/** Creates the user pending, with no password, and mails them a link to choose it. */
export async function inviteUser(input: InviteUserInput): Promise<User> {
  const { user } = await sendJson('post', 'api/users/invitations', userAnswerSchema, {
    json: input,
    creates: true,
  });
  return user;
}

/** Invites a user; the drawer closes once the lists and stat cards show them. */
export function useInviteUser() {
  return useMutation({
    mutationFn: inviteUser,
    meta: {
      successMessage: (_input: InviteUserInput, user: User) => ({
        key: 'users.notifications.invited',
        values: { email: user.email },
      }),
      // The form shows the API's errors by its fields (or above them), so no toast.
      errorToast: false,
      invalidates: [userKeys.all, resourceKeys.roles],
    },
  });
}
