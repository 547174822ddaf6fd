import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { FormDrawer } from '@/components/overlays/form-drawer';
import type { User } from '../api/user-schemas';

// The form and its validation are not in the list's chunks (FormDrawer preloads them on idle).
const AddUserForm = lazyWithPreload(
  () => import('./add-user-form'),
  (module) => module.AddUserForm,
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
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={t(user ? 'users.actions.edit' : 'users.actions.add')}
      preloadForm={AddUserForm.preload}
      fields={8}
    >
      {/* A new form for each user: its values start from the user's. */}
      <AddUserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />
    </FormDrawer>
  );
}
