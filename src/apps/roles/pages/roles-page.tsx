import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { PageHeader } from '@/components/layout/page-header';
import { Can } from '@/lib/ability/can';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import type { Role } from '../api/role-schemas';
import { AddRoleCard } from '../components/add-role-card';
import { RoleCard } from '../components/role-card';
import { RoleDialog } from '../components/role-dialog';

/** `session` grows with each opening, so the form starts again from the role's values. */
type DialogState = { opened: boolean; role: Role | null; session: number };

/** The role asked about stays while the dialog closes, so its text does not blank out. */
type DeleteState = { opened: boolean; role: Role | null };

/**
 * The roles, each with its users and permissions; adding and editing happen in a dialog, and a
 * delete asks first: it cannot be undone.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const { data: roles } = useRoles();
  const [dialog, setDialog] = useState<DialogState>({ opened: false, role: null, session: 0 });
  const open = (role: Role | null) =>
    setDialog((current) => ({ opened: true, role, session: current.session + 1 }));
  const deleteRole = useDeleteRole();
  const [deleting, setDeleting] = useState<DeleteState>({ opened: false, role: null });
  const askDelete = (role: Role) => {
    deleteRole.reset();
    setDeleting({ opened: true, role });
  };
  const closeDelete = () => setDeleting((current) => ({ ...current, opened: false }));
  const deletingName = deleting.role ? roleLabel(t, deleting.role.name) : '';

  return (
    <Stack gap="lg">
      <PageHeader title={t('roles.title')} subtitle={t('roles.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {roles.map((role) => (
          <RoleCard key={role.id} role={role} onEdit={open} onDelete={askDelete} />
        ))}
        <Can I="create" a="Role">
          <AddRoleCard onAdd={() => open(null)} />
        </Can>
      </SimpleGrid>
      <RoleDialog
        key={dialog.session}
        opened={dialog.opened}
        role={dialog.role}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
      <ConfirmDialog
        opened={deleting.opened}
        title={t('roles.delete.title', { name: deletingName })}
        confirmLabel={t('roles.actions.delete')}
        loading={deleteRole.isPending}
        error={deleteRole.error}
        onConfirm={() => {
          if (deleting.role) deleteRole.mutate(deleting.role.id, { onSuccess: closeDelete });
        }}
        onCancel={closeDelete}
      >
        {t('roles.delete.text')}
      </ConfirmDialog>
    </Stack>
  );
}
