import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { Select } from '@/components/overlays/select';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import {
  CellActionIcon,
  CellBadge,
  cellClasses,
  CellText,
} from '@/components/data-table/data-table-cells';
import type {
  DataTableColumn,
  DataTableExportColumn,
  DataTableListProps,
} from '@/components/data-table/data-table-types';
import { Can, useAbility } from '@/lib/ability/can';
import { useDeletePermission } from '../api/delete-permission';
import { getAllMatchingPermissions } from '../api/list-permissions';
import type { Permission } from '../api/permission-schemas';
import type { PermissionSortColumn, PermissionsSearch } from '../permissions-search';
import type { PermissionDialogState } from './permission-dialogs';
import { roleLabel } from '@/components/access/role-label';
import { RoleBadges } from './role-badges';
import { dateTimeFormat } from '@/lib/i18n/formats';

// The add and edit forms (with @mantine/form and the roles' MultiSelect) load on first opening.
const PermissionDialog = lazy(() =>
  import('./permission-dialogs').then((module) => ({ default: module.PermissionDialog })),
);

type PermissionsTableProps = DataTableListProps<Permission, PermissionsSearch> & {
  /** The roles offered by the filter and the add dialog. */
  roleNames: readonly string[];
};

const rowId = (permission: Permission) => String(permission.id);
const rowLabel = (permission: Permission) => permission.name;

/** The permissions list: columns, the role filter, add and edit dialogs, undoable delete. */
export function PermissionsTable({ roleNames, ...list }: PermissionsTableProps) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const ability = useAbility();
  const canUpdate = ability.can('update', 'Permission');
  const canDelete = ability.can('delete', 'Permission');
  const [dialog, setDialog] = useState<PermissionDialogState>({
    opened: false,
    session: 0,
    permission: null,
  });
  const openDialog = useCallback(
    (permission: Permission | null) =>
      setDialog((current) => ({ opened: true, session: current.session + 1, permission })),
    [],
  );
  const deletePermission = useDeletePermission();

  const language = i18n.language;
  const columns = useMemo<DataTableColumn<Permission, PermissionSortColumn>[]>(() => {
    const date = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return [
      {
        id: 'name',
        header: t('permissions.fields.name'),
        sortKey: 'name',
        hideable: false,
        rowHeader: true,
        render: (permission) => (
          <div className={cellClasses.group}>
            <span className={cellClasses.name}>{permission.name}</span>
            {permission.isCore ? (
              <CellBadge size="sm" color="gray" className={cellClasses.flexNone}>
                {t('permissions.core')}
              </CellBadge>
            ) : null}
          </div>
        ),
        csv: (permission) => permission.name,
      },
      {
        id: 'assignedTo',
        header: t('permissions.fields.assignedTo'),
        sortKey: 'assignedTo',
        render: (permission) => <RoleBadges roles={permission.assignedTo} />,
        csv: (permission) => permission.assignedTo.map((name) => roleLabel(t, name)).join(', '),
      },
      {
        id: 'createdDate',
        header: t('permissions.fields.createdDate'),
        sortKey: 'createdDate',
        render: (permission) => (
          <CellText nowrap>{date.format(new Date(permission.createdDate))}</CellText>
        ),
        csv: (permission) => permission.createdDate,
      },
      {
        id: 'actions',
        header: t('permissions.fields.actions'),
        hideable: false,
        align: 'end',
        render: (permission) => (
          <div className={cellClasses.actions}>
            {canUpdate ? (
              <CellActionIcon
                label={t('permissions.actions.editNamed', { name: permission.name })}
                onClick={() => openDialog(permission)}
              >
                <IconEdit size={18} aria-hidden />
              </CellActionIcon>
            ) : null}
            {canDelete ? (
              <CellActionIcon
                color="red"
                label={t('permissions.actions.deleteNamed', { name: permission.name })}
                onClick={() =>
                  deletePermission(
                    { id: permission.id, version: permission.version },
                    t('permissions.notifications.deleted', { name: permission.name }),
                  )
                }
              >
                <IconTrash size={18} aria-hidden />
              </CellActionIcon>
            ) : null}
          </div>
        ),
      },
    ];
  }, [t, language, canUpdate, canDelete, openDialog, deletePermission]);

  // The file also says which permissions are core ones, which the screen shows as a badge.
  const exportColumns = useMemo<DataTableExportColumn<Permission>[]>(
    () => [
      { header: t('permissions.fields.name'), value: (permission) => permission.name },
      {
        header: t('permissions.fields.assignedTo'),
        value: (permission) => permission.assignedTo.map((name) => roleLabel(t, name)).join(', '),
      },
      {
        header: t('permissions.fields.createdDate'),
        value: (permission) => permission.createdDate,
      },
      {
        header: t('permissions.fields.core'),
        value: (permission) => (permission.isCore ? t('permissions.yes') : t('permissions.no')),
      },
    ],
    [t],
  );

  return (
    <>
      <DataTable<Permission, PermissionSortColumn>
        id="permissions"
        label={t('permissions.table.label')}
        {...list}
        columns={columns}
        getRowId={rowId}
        getRowLabel={rowLabel}
        emptyText={t('permissions.table.empty')}
        filters={
          <Select
            maw={{ sm: 320 }}
            label={t('permissions.filters.assignedTo')}
            placeholder={t('permissions.filters.allRoles')}
            clearable
            value={search.assignedTo ?? null}
            data={roleNames.map((name) => ({ value: name, label: roleLabel(t, name) }))}
            onChange={(value) => onSearchChange({ assignedTo: value ?? undefined, page: 1 })}
          />
        }
        actions={
          <Can I="create" a="Permission">
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => openDialog(null)}
            >
              {t('permissions.actions.add')}
            </Button>
          </Can>
        }
        exportCsv={{
          fileName: 'permissions',
          columns: exportColumns,
          fetchRows: () => getAllMatchingPermissions(search),
        }}
      />
      {dialog.session > 0 ? (
        <Suspense fallback={null}>
          <PermissionDialog
            // As the list now has it: someone else's change reaches the open dialog.
            state={{
              ...dialog,
              permission:
                list.rows?.find((row) => row.id === dialog.permission?.id) ?? dialog.permission,
            }}
            roleNames={roleNames}
            onClose={() => setDialog((current) => ({ ...current, opened: false }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
