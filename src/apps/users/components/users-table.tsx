import { Suspense, useCallback, useMemo, useState, type ReactElement } from 'react';
import { Button, Group } from '@mantine/core';
import { Tooltip } from '@/components/overlays/tooltip';
import {
  IconEye,
  IconFileImport,
  IconMailForward,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  CellActionIcon,
  cellClasses,
  CellIdentity,
  CellLink,
  CellThemeIcon,
} from '@/components/data-table/data-table-cells';
import { exportColumnsOf, labelColumn, statusColumn } from '@/components/data-table/column-kinds';
import { DataTable } from '@/components/data-table/data-table';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableListProps,
  DataTableSelection,
} from '@/components/data-table/data-table-types';
import { roleLabel, roleLook } from '@/components/access/role-label';
import type { NavIcon } from '@/components/layout/nav-types';
import { Can, useAbility } from '@/lib/ability/can';
import { fillT, memoT } from '@/lib/i18n/memo-t';
import { useSession } from '@/lib/session/session';
import { useDeleteUsers } from '../api/delete-users';
import { getAllMatchingUsers } from '../api/list-users';
import type { User } from '../api/user-schemas';
import type { UserSortColumn } from '../api/user-values';
import type { UsersSearch } from '../users-search';
import { AddUserDrawer } from './add-user-drawer';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { InviteUserDrawer } from './invite-user-drawer';
import { UserFilters } from './user-filters';
import { billingKey, statusColors } from './user-labels';

const rowId = (user: User) => String(user.id);

// The import and the bulk edit, with their CSV reader and form: one chunk, loaded on idle.
const UsersBulkOverlays = lazyWithPreload(
  () => import('./users-bulk-overlays'),
  (module) => module.UsersBulkOverlays,
);

// The same element every render: React skips an unchanged element, so 100 rows do not redraw
// four icons each (docs/data-table.md).
const viewIcon = <IconEye size={18} aria-hidden />;
const editIcon = <IconPencil size={18} aria-hidden />;
const deleteIcon = <IconTrash size={18} aria-hidden />;
const roleIcons = new Map<NavIcon, ReactElement>();
function roleIcon(Icon: NavIcon): ReactElement {
  let icon = roleIcons.get(Icon);
  if (!icon) {
    icon = <Icon size={14} />;
    roleIcons.set(Icon, icon);
  }
  return icon;
}
const rowLabel = (user: User) => user.fullName;
const profileLink = (user: User) =>
  linkOptions({ to: '/apps/users/$userId', params: { userId: user.id } });

/** The users list: columns, filters, the add and edit drawers and undoable deletes. */
export function UsersTable(list: DataTableListProps<User, UsersSearch>) {
  const { search, onSearchChange } = list;
  const { t } = useTranslation();
  const ability = useAbility();
  const canDelete = ability.can('delete', 'User');
  const canUpdate = ability.can('update', 'User');
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [importing, setImporting] = useState(false);
  // The selection being edited, as it was chosen; kept while the drawer closes, for its title.
  const [bulkEditing, setBulkEditing] = useState<{
    users: readonly User[];
    clear: () => void;
    opened: boolean;
  }>({ users: [], clear: () => {}, opened: false });
  // With the versions the list now shows (it is read again after a refusal), so a second try
  // names what the admin sees.
  useIdlePreload(true, loadOverlays, UsersBulkOverlays.preload);
  // Mounted from the first opening on, so the page's first load does not fetch its chunk.
  const [bulkUsed, setBulkUsed] = useState(false);
  if ((importing || bulkEditing.opened) && !bulkUsed) setBulkUsed(true);
  const bulkEdited = useMemo(
    () => bulkEditing.users.map((user) => list.rows?.find((row) => row.id === user.id) ?? user),
    [bulkEditing.users, list.rows],
  );
  // The user being edited stays set while the drawer closes, so its title does not change.
  const [editing, setEditing] = useState<{ user?: User; opened: boolean }>({ opened: false });
  // As the list now has it (refetched when someone else changes it, so the open form says so),
  // or as it was opened once it has left the page.
  const editedUser = list.rows?.find((row) => row.id === editing.user?.id) ?? editing.user;
  // The API refuses to delete the signed-in user (the session would end mid-request): not offered.
  const ownId = useSession()?.userData.id;
  const ownRowReason = useCallback(
    (user: User) => (user.id === ownId ? t('users.errors.deleteSelf') : undefined),
    [ownId, t],
  );
  const deleteUsers = useDeleteUsers();
  const remove = useCallback(
    (users: readonly User[]) =>
      deleteUsers(
        users,
        t('users.notifications.deleted', { count: users.length, name: users[0]?.fullName }),
      ),
    [deleteUsers, t],
  );

  // Cells are the table's light cells (data-table-cells.tsx), with the text translated here once
  // per render of the columns: 100 rows of Mantine components took ~270 ms to paint.
  const columns = useMemo<DataTableColumn<User, UserSortColumn>[]>(() => {
    const label = memoT(t);
    const viewLabel = fillT(t, 'users.actions.viewUser', 'name');
    const editLabel = fillT(t, 'users.actions.editUser', 'name');
    const deleteLabel = fillT(t, 'users.actions.deleteUser', 'name');
    return [
      {
        id: 'user',
        header: t('users.fields.user'),
        sortKey: 'fullName',
        hideable: false,
        rowHeader: true,
        render: (user) => (
          <CellIdentity
            name={user.fullName}
            avatar={user.avatar}
            link={profileLink(user)}
            secondary={user.email}
          />
        ),
        csv: (user) => user.fullName,
      },
      {
        id: 'role',
        header: t('users.fields.role'),
        sortKey: 'role',
        render: (user) => {
          const { icon, color } = roleLook(user.role);
          return (
            <div className={cellClasses.group}>
              <CellThemeIcon color={color}>{roleIcon(icon)}</CellThemeIcon>
              <span className={cellClasses.text}>{roleLabel(label, user.role)}</span>
            </div>
          );
        },
        csv: (user) => roleLabel(t, user.role),
      },
      labelColumn({
        id: 'plan',
        header: t('users.fields.plan'),
        sortKey: 'currentPlan',
        label: (user) => label(`users.plans.${user.currentPlan}`),
      }),
      labelColumn({
        id: 'billing',
        header: t('users.fields.billing'),
        sortKey: 'billing',
        label: (user) => label(billingKey(user.billing)),
      }),
      statusColumn({
        id: 'status',
        header: t('users.fields.status'),
        sortKey: 'status',
        label: (user) => label(`users.status.${user.status}`),
        color: (user) => statusColors[user.status],
      }),
      {
        id: 'actions',
        header: t('users.fields.actions'),
        hideable: false,
        align: 'end',
        render: (user) => (
          <div className={cellClasses.actions}>
            <CellActionIcon
              label={viewLabel(user.fullName)}
              renderRoot={(look) => <CellLink link={profileLink(user)} {...look} />}
            >
              {viewIcon}
            </CellActionIcon>
            {canUpdate ? (
              <CellActionIcon
                label={editLabel(user.fullName)}
                onClick={() => setEditing({ user, opened: true })}
              >
                {editIcon}
              </CellActionIcon>
            ) : null}
            {canDelete && user.id === ownId ? (
              <Tooltip label={t('users.errors.deleteSelf')} withArrow>
                <CellActionIcon
                  color="red"
                  label={deleteLabel(user.fullName)}
                  disabledReason={t('users.errors.deleteSelf')}
                >
                  {deleteIcon}
                </CellActionIcon>
              </Tooltip>
            ) : canDelete ? (
              <CellActionIcon
                color="red"
                label={deleteLabel(user.fullName)}
                onClick={() => remove([user])}
              >
                {deleteIcon}
              </CellActionIcon>
            ) : null}
          </div>
        ),
      },
    ];
  }, [t, canDelete, canUpdate, remove, ownId]);
  // The file holds every field, not only the columns on screen.
  const exportColumns = useMemo(
    () =>
      exportColumnsOf<User>(t, {
        'users.fields.id': (user) => user.id,
        'users.fields.fullName': (user) => user.fullName,
        'users.fields.username': (user) => user.username,
        'users.fields.email': (user) => user.email,
        'users.fields.role': (user) => roleLabel(t, user.role),
        'users.fields.plan': (user) => t(`users.plans.${user.currentPlan}`),
        'users.fields.billing': (user) => t(billingKey(user.billing)),
        'users.fields.status': (user) => t(`users.status.${user.status}`),
        'users.fields.company': (user) => user.company,
        'users.fields.country': (user) => user.country,
        'users.fields.contact': (user) => user.contact,
      }),
    [t],
  );
  const bulkActions = useMemo<DataTableBulkAction<User>[]>(
    () => [
      ...(canUpdate
        ? [
            {
              id: 'edit',
              label: t('users.actions.bulkEdit'),
              icon: IconPencil,
              run: ({ rows, clear }: DataTableSelection<User>) =>
                setBulkEditing({ users: rows, clear, opened: true }),
            },
          ]
        : []),
      ...(canDelete
        ? [
            {
              id: 'delete',
              label: t('users.actions.deleteSelected'),
              icon: IconTrash,
              color: 'red',
              run: ({ rows, clear }: DataTableSelection<User>) => {
                remove(rows);
                clear();
              },
            },
          ]
        : []),
    ],
    [t, remove, canDelete, canUpdate],
  );

  return (
    <>
      <DataTable<User, UserSortColumn>
        id="users"
        label={t('users.table.label')}
        {...list}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        emptyText={t('users.table.empty')}
        filters={
          <UserFilters
            role={search.role}
            currentPlan={search.currentPlan}
            status={search.status}
            onChange={onSearchChange}
          />
        }
        actions={
          <Can I="create" a="User">
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconFileImport size={16} aria-hidden />}
                onClick={() => setImporting(true)}
              >
                {t('users.actions.import')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconMailForward size={16} aria-hidden className="app-flip-rtl" />}
                onClick={() => setInviting(true)}
              >
                {t('users.actions.invite')}
              </Button>
              <Button
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setAdding(true)}
              >
                {t('users.actions.add')}
              </Button>
            </Group>
          </Can>
        }
        bulkActions={bulkActions}
        unselectableReason={ownRowReason}
        exportCsv={{
          fileName: 'users',
          columns: exportColumns,
          fetchRows: () => getAllMatchingUsers(search),
        }}
      />
      <AddUserDrawer opened={adding} onClose={() => setAdding(false)} />
      <InviteUserDrawer opened={inviting} onClose={() => setInviting(false)} />
      {bulkUsed ? (
        <Suspense fallback={null}>
          <UsersBulkOverlays
            importing={importing}
            onImportClose={() => setImporting(false)}
            editing={bulkEdited}
            editOpened={bulkEditing.opened}
            onEditClose={() => setBulkEditing((current) => ({ ...current, opened: false }))}
            onEdited={() => {
              bulkEditing.clear();
              setBulkEditing((current) => ({ ...current, opened: false }));
            }}
          />
        </Suspense>
      ) : null}
      <AddUserDrawer
        opened={editing.opened}
        user={editedUser}
        onClose={() => setEditing((current) => ({ ...current, opened: false }))}
      />
    </>
  );
}
