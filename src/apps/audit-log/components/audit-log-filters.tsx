import { memo, useCallback } from 'react';
import { SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, type DateRange } from '@/components/data-table/date-range-filter';
import { Select } from '@/components/overlays/select';
import type { AuditLogSearch } from '@/lib/audit-log/audit-log-search';
import { auditApps } from '@/lib/audit-log/audit-log-values';
import { isOneOf } from '@/lib/list/list-search';
import { actionLabel } from '@/lib/audit-log/audit-labels';

type Filters = Pick<AuditLogSearch, 'userId' | 'app' | 'action' | 'from' | 'to'>;

type AuditLogFiltersProps = Filters & {
  /** The users and actions among the entries the user may read (the last answer's). */
  users: readonly { id: number; name: string }[];
  actions: readonly string[];
  onChange: (changes: Partial<Filters> & { page: number }) => void;
};

/** Who, which app, which action, which days; memoised, so a new page leaves them alone. */
export const AuditLogFilters = memo(function AuditLogFilters({
  userId,
  app,
  action,
  from,
  to,
  users,
  actions,
  onChange,
}: AuditLogFiltersProps) {
  const { t } = useTranslation();
  const onRange = useCallback(
    ([start, end]: DateRange) => onChange({ from: start, to: end, page: 1 }),
    [onChange],
  );
  // The filtered user and action stay offered while the answer that lists them is on its way.
  const userOptions = users.map((user) => ({ value: String(user.id), label: user.name }));
  if (userId !== undefined && !users.some((user) => user.id === userId)) {
    userOptions.push({ value: String(userId), label: `#${userId}` });
  }
  const actionOptions =
    action === undefined || actions.includes(action) ? actions : [...actions, action];
  return (
    <>
      <Title order={2} fz="h5" mb="sm">
        {t('auditLog.filters.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Select
          label={t('auditLog.fields.user')}
          placeholder={t('auditLog.filters.allUsers')}
          clearable
          value={userId === undefined ? null : String(userId)}
          data={userOptions}
          onChange={(value) => onChange({ userId: value ? Number(value) : undefined, page: 1 })}
        />
        <Select
          label={t('auditLog.fields.app')}
          placeholder={t('auditLog.filters.allApps')}
          clearable
          value={app ?? null}
          data={auditApps.map((value) => ({ value, label: t(`auditLog.apps.${value}`) }))}
          onChange={(value) =>
            onChange({ app: isOneOf(auditApps, value) ? value : undefined, page: 1 })
          }
        />
        <Select
          label={t('auditLog.fields.action')}
          placeholder={t('auditLog.filters.allActions')}
          clearable
          value={action ?? null}
          data={actionOptions.map((value) => ({ value, label: actionLabel(t, value) }))}
          onChange={(value) => onChange({ action: value ?? undefined, page: 1 })}
        />
        <DateRangeFilter label={t('auditLog.fields.date')} value={[from, to]} onChange={onRange} />
      </SimpleGrid>
    </>
  );
});
