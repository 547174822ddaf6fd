import { Suspense } from 'react';
import { Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/feedback/spinner';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { Drawer } from '@/components/overlays/modal';
import type { ProfileUser } from '../api/chat-schemas';

type ProfilePanelProps = { profile: ProfileUser; opened: boolean; onClose: () => void };

/** The form, loaded on idle once the chats show or when the own avatar is pointed at. */
export const ProfileForm = lazyWithPreload(
  () => import('./profile-form'),
  (module) => module.ProfileForm,
);

/** The own profile, in a drawer from the start side. */
export function ProfilePanel({ profile, opened, onClose }: ProfilePanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={340}
      title={t('chat.profile.title')}
      closeButtonProps={{ 'aria-label': t('chat.profile.close') }}
    >
      {/* Mounted while open only, so the about box starts from the saved text each time. */}
      {opened ? (
        <Suspense
          fallback={
            <Center py={64}>
              <Spinner label={t('chat.loading')} />
            </Center>
          }
        >
          <ProfileForm profile={profile} />
        </Suspense>
      ) : null}
    </Drawer>
  );
}
