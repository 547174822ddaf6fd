import { lazy, Suspense } from 'react';
import { Drawer, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

/** Slides in from the end side: Mantine's `right` is the left in right-to-left pages. */
export function AddUserDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('users.actions.add')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Suspense fallback={<FormPlaceholder />}>
        <AddUserForm onDone={onClose} />
      </Suspense>
    </Drawer>
  );
}
