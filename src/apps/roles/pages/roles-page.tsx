import { useState } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '@/components/access/role-label';
import { PageHeader } from '@/components/layout/page-header';
import { Can } from '@/lib/ability/can';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/list-roles';
import type { Role } from '../api/role-schemas';
import { AddRoleCard } from '../components/add-role-card';
import { RoleCard } from '../components/role-card';
import { RoleDialog } from '../components/role-dialog';

/** `session` grows with each opening, so the form starts again from the role's values. */
type DialogState = { opened: boolean; role: Role | null; session: number };

/**
 * The roles, each with its users and permissions; adding and editing happen in a dialog, and a
 * delete is undoable: the card leaves at once and a toast offers Undo until the call is made.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const { data: roles } = useRoles();
  const [dialog, setDialog] = useState<DialogState>({ opened: false, role: null, session: 0 });
  const open = (role: Role | null) =>
    setDialog((current) => ({ opened: true, role, session: current.session + 1 }));
  const deleteRole = useDeleteRole();
  const remove = (role: Role) =>
    deleteRole(
      { id: role.id, version: role.version },
      t('roles.notifications.deleted', { name: roleLabel(t, role.name) }),
    );

  return (
    <Stack gap="lg">
      <PageHeader title={t('roles.title')} subtitle={t('roles.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {roles.map((role) => (
          <RoleCard key={role.id} role={role} onEdit={open} onDelete={remove} />
        ))}
        <Can I="create" a="Role">
          <AddRoleCard onAdd={() => open(null)} />
        </Can>
      </SimpleGrid>
      <RoleDialog
        key={dialog.session}
        opened={dialog.opened}
        // As the list now has it: someone else's change reaches the open dialog.
        role={roles.find((role) => role.id === dialog.role?.id) ?? dialog.role}
        onClose={() => setDialog((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
