import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { Drawer } from '@/components/overlays/modal';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/user-schemas';

// The form and its validation load on the first opening, not with the list.
const AddUserForm = lazy(() =>
  import('./add-user-form').then((module) => ({ default: module.AddUserForm })),
);

function FormPlaceholder() {
  return (
    <Stack gap="md" aria-hidden>
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} h={56} />
      ))}
    </Stack>
  );
}

/**
 * The add drawer, and with a `user` the edit drawer (the same form, filled in). Slides in from
 * the end side: Mantine's `right` is the left in right-to-left pages.
 */
export function AddUserDrawer({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user?: User;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t(user ? 'users.actions.edit' : 'users.actions.add')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Suspense fallback={<FormPlaceholder />}>
        {/* A new form for each user: its values start from the user's. */}
        <AddUserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />
      </Suspense>
    </Drawer>
  );
}
