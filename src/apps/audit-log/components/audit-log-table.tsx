import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CellBadge,
  CellSecondary,
  CellText,
  cellClasses,
} from '@/components/data-table/data-table-cells';
import { exportColumnsOf } from '@/components/data-table/column-kinds';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn, DataTableListProps } from '@/components/data-table/data-table-types';
import type { AuditEntry } from '@/lib/audit-log/audit-log-schemas';
import type { AuditLogSearch } from '@/lib/audit-log/audit-log-search';
import type { auditSortColumns } from '@/lib/audit-log/audit-log-values';
import { getAllMatchingAuditEntries } from '@/lib/audit-log/list-audit-log';
import { formatDay, formatTime } from '@/lib/i18n/formats';
import { actionLabel, recordLabel, recordTypeLabel } from '@/lib/audit-log/audit-labels';
import { fieldLabel } from '@/lib/audit-log/audit-field-labels';
import { withShownKeys } from '@/lib/audit-log/audit-shown-words';
import { AuditEntryChanges } from './audit-entry-changes';
import { AuditLogFilters } from './audit-log-filters';

type SortColumn = (typeof auditSortColumns)[number];

const rowId = (entry: AuditEntry) => String(entry.id);
const actionColors = new Map([
  ['create', 'teal'],
  ['update', 'blue'],
  ['delete', 'red'],
  ['signIn', 'gray'],
  ['signOut', 'gray'],
  ['signInFailed', 'orange'],
  ['signInLocked', 'red'],
]);
const renderChanges = (entry: AuditEntry) => <AuditEntryChanges entry={entry} />;

type AuditLogTableProps = DataTableListProps<AuditEntry, AuditLogSearch> & {
  users: readonly { id: number; name: string }[];
  actions: readonly string[];
};

/** The audit log: newest first, filters and search in the URL, each entry opens to its changes. */
export function AuditLogTable({ users, actions, ...list }: AuditLogTableProps) {
  const { search, onSearchChange } = list;
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const rowLabel = useCallback(
    (entry: AuditEntry) =>
      [entry.userName, actionLabel(t, entry.action), entry.recordLabel ?? '']
        .filter(Boolean)
        .join(' · '),
    [t],
  );

  const columns = useMemo<DataTableColumn<AuditEntry, SortColumn>[]>(
    () => [
      {
        id: 'at',
        header: t('auditLog.fields.at'),
        sortKey: 'at',
        hideable: false,
        render: (entry) => (
          <div className={cellClasses.stack}>
            <CellText nowrap>{formatDay(entry.at, language)}</CellText>
            <CellSecondary>{formatTime(entry.at, language)}</CellSecondary>
          </div>
        ),
        csv: (entry) => entry.at,
      },
      {
        id: 'user',
        header: t('auditLog.fields.user'),
        rowHeader: true,
        render: (entry) => (
          <div className={cellClasses.stack}>
            <CellText>
              <bdi>{entry.userName}</bdi>
            </CellText>
            <CellSecondary>{t(`auditLog.apps.${entry.app}`)}</CellSecondary>
          </div>
        ),
        csv: (entry) => entry.userName,
      },
      {
        id: 'action',
        header: t('auditLog.fields.action'),
        // A named action (an endpoint's name, `moveKanbanTask`) is text that may wrap, not a badge.
        render: (entry) => {
          const color = actionColors.get(entry.action);
          return color ? (
            <CellBadge color={color} uppercase={false}>
              {actionLabel(t, entry.action)}
            </CellBadge>
          ) : (
            <CellText>
              <bdi>{actionLabel(t, entry.action)}</bdi>
            </CellText>
          );
        },
        csv: (entry) => actionLabel(t, entry.action),
      },
      {
        id: 'record',
        header: t('auditLog.fields.record'),
        render: (entry) =>
          entry.recordType === null ? null : (
            <div className={cellClasses.stack}>
              <CellText>
                <bdi>{entry.recordLabel ?? entry.recordId}</bdi>
              </CellText>
              <CellSecondary>{recordTypeLabel(t, entry.recordType)}</CellSecondary>
            </div>
          ),
        csv: (entry) => recordLabel(t, entry),
      },
      {
        id: 'changes',
        header: t('auditLog.fields.changes'),
        render: (entry) => (
          <CellText>
            <bdi>{entry.changes.map((change) => fieldLabel(t, change.field)).join(', ')}</bdi>
          </CellText>
        ),
      },
    ],
    [t, language],
  );

  // The file holds what the screen shows and what it opens: the session and each change.
  const exportColumns = useMemo(
    () =>
      exportColumnsOf<AuditEntry>(t, {
        'auditLog.fields.id': (entry) => entry.id,
        'auditLog.fields.at': (entry) => entry.at,
        'auditLog.fields.user': (entry) => entry.userName,
        'auditLog.fields.userId': (entry) => entry.userId,
        'auditLog.fields.app': (entry) => t(`auditLog.apps.${entry.app}`),
        'auditLog.fields.action': (entry) => actionLabel(t, entry.action),
        'auditLog.fields.record': (entry) => recordLabel(t, entry),
        'auditLog.fields.recordId': (entry) => entry.recordId ?? '',
        'auditLog.fields.session': (entry) => entry.sessionId ?? '',
        'auditLog.fields.changes': (entry) =>
          entry.changes
            .map((change) =>
              change.redacted
                ? `${fieldLabel(t, change.field)}: ${t('auditLog.changes.redacted')}`
                : `${fieldLabel(t, change.field)}: ${change.before ?? '∅'} → ${change.after ?? '∅'}`,
            )
            .join('; '),
      }),
    [t],
  );

  return (
    <DataTable<AuditEntry, SortColumn>
      id="audit-log"
      label={t('auditLog.table.label')}
      {...list}
      columns={columns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      emptyText={t('auditLog.table.empty')}
      renderExpanded={renderChanges}
      filters={
        <AuditLogFilters
          userId={search.userId}
          app={search.app}
          action={search.action}
          from={search.from}
          to={search.to}
          users={users}
          actions={actions}
          onChange={onSearchChange}
        />
      }
      exportCsv={{
        fileName: 'audit-log',
        columns: exportColumns,
        fetchRows: () => getAllMatchingAuditEntries(withShownKeys(search)),
      }}
    />
  );
}
