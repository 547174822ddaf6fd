import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { Modal } from '@/components/overlays/modal';
import { SideDrawer } from '@/components/overlays/side-drawer';
import type { ShownUser } from '../api/delete-users';
import { BulkEditUsersForm } from './bulk-edit-users-form';
import { ImportUsersDialog } from './import-users-dialog';

export type UsersBulkOverlaysProps = {
  importing: boolean;
  onImportClose: () => void;
  /** The selection being edited, with the versions the list now shows. */
  editing: readonly ShownUser[];
  editOpened: boolean;
  onEditClose: () => void;
  /** After a bulk edit went through: the selection is cleared. */
  onEdited: () => void;
};

/**
 * The CSV import's dialog and the selection's bulk edit drawer: one chunk the list loads on idle
 * (users-table.tsx), so that neither weighs on the page's first load.
 */
export function UsersBulkOverlays(props: UsersBulkOverlaysProps) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        opened={props.importing}
        onClose={props.onImportClose}
        title={t('users.import.title')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
      >
        {/* Each opening starts again from the choice of a file. */}
        {props.importing ? <ImportUsersDialog onClose={props.onImportClose} /> : null}
      </Modal>
      <SideDrawer
        opened={props.editOpened}
        onClose={props.onEditClose}
        title={t('users.bulkEdit.title', { count: props.editing.length })}
        closeLabel={t('common.actions.close')}
      >
        <Suspense fallback={<FieldsSkeleton count={3} />}>
          <BulkEditUsersForm
            users={props.editing}
            onDone={props.onEdited}
            onCancel={props.onEditClose}
          />
        </Suspense>
      </SideDrawer>
    </>
  );
}
