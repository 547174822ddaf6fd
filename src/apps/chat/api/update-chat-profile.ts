import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { sendJson } from '@/lib/http/request';
import { chatKeys } from './chat-keys';
import {
  profileAnswerSchema,
  type ChatsAndContacts,
  type ProfilePatch,
  type ProfileUser,
} from './chat-schemas';

export async function updateProfile(patch: ProfilePatch): Promise<ProfileUser> {
  const { profile } = await sendJson(
    'post',
    'apps/chat/users/update-profile',
    profileAnswerSchema,
    { json: patch },
  );
  return profile;
}

/** The list's own profile with the patch applied (what the sidebar shows at once). */
export function withProfilePatch(data: ChatsAndContacts, patch: ProfilePatch): ChatsAndContacts {
  const { profileUser } = data;
  return {
    ...data,
    profileUser: {
      ...profileUser,
      ...(patch.about === undefined ? {} : { about: patch.about.trim() }),
      ...(patch.status === undefined ? {} : { status: patch.status }),
      settings: { ...profileUser.settings, ...patch.settings },
    },
  };
}

/** The patch that puts back the fields `patch` changed, as they were in `previous`. */
function undoPatch(patch: ProfilePatch, previous: ChatsAndContacts): ProfilePatch {
  const before = previous.profileUser;
  const settings = patch.settings
    ? {
        ...(patch.settings.isNotificationsOn === undefined
          ? {}
          : { isNotificationsOn: before.settings.isNotificationsOn }),
        ...(patch.settings.isTwoStepAuthVerificationEnabled === undefined
          ? {}
          : { isTwoStepAuthVerificationEnabled: before.settings.isTwoStepAuthVerificationEnabled }),
      }
    : undefined;
  return {
    ...(patch.about === undefined ? {} : { about: before.about }),
    ...(patch.status === undefined ? {} : { status: before.status }),
    ...(settings ? { settings } : {}),
  };
}

/**
 * Saves the own profile: status and switches show in the sidebar at once and go back if the
 * save fails (the mutation cache toasts the error, unless `errorToast` is false: the About form
 * shows it by its field). `successMessage`: an i18n key to toast.
 */
export function useUpdateProfile({
  successMessage,
  errorToast,
}: { successMessage?: string; errorToast?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...chatKeys.profile(), 'update'],
    mutationFn: updateProfile,
    ...optimisticUpdate<ProfilePatch, ChatsAndContacts>(queryClient, {
      queryKey: chatKeys.lists(),
      update: withProfilePatch,
      // Only what this save changed goes back: another save in flight keeps its change.
      rollback: (current, patch, previous) => withProfilePatch(current, undoPatch(patch, previous)),
    }),
    meta: { successMessage, errorToast, invalidates: [chatKeys.lists(), chatKeys.profile()] },
  });
}
