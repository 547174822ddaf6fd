import { Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { useTranslation } from 'react-i18next';
import type { User } from '../api/user-schemas';

// The form and its validation are not in the list's chunks: they load, with the overlays' chunk,
// once the list has painted and the browser is idle, so the first opening shows the form at once.
const AddUserForm = lazyWithPreload(
  () => import('./add-user-form'),
  (module) => module.AddUserForm,
);
const preloadDrawer = () => {
  void loadOverlays();
  AddUserForm.preload();
};

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
  useIdlePreload(true, preloadDrawer);
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
