import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { FormDrawer } from '@/components/overlays/form-drawer';

// The form and its validation are not in the list's chunks (FormDrawer preloads them on idle).
const InviteUserForm = lazyWithPreload(
  () => import('./invite-user-form'),
  (module) => module.InviteUserForm,
);

/** The invite drawer: from the end side, like the add drawer. */
export function InviteUserDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={t('users.actions.invite')}
      preloadForm={InviteUserForm.preload}
      fields={3}
    >
      <InviteUserForm onDone={onClose} />
    </FormDrawer>
  );
}
