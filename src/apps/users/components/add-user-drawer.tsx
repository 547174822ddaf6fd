import { lazy, Suspense } from 'react';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/user-schemas';

// The form and its validation load on the first opening, not with the list.
const AddUserForm = lazy(() =>
  import('./add-user-form').then((module) => ({ default: module.AddUserForm })),
);

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
    <SideDrawer
      opened={opened}
      onClose={onClose}
      title={t(user ? 'users.actions.edit' : 'users.actions.add')}
      closeLabel={t('common.actions.close')}
    >
      <Suspense fallback={<FieldsSkeleton count={8} />}>
        {/* A new form for each user: its values start from the user's. */}
        <AddUserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />
      </Suspense>
    </SideDrawer>
  );
}
