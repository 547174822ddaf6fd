import { Table, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@/lib/audit-log/audit-log-schemas';
import { fieldLabel } from '@/lib/audit-log/audit-field-labels';

/** A value as text (never markup), in its own direction; "none" where there was no record. */
function Value({ value, redacted }: { value: string | null; redacted: boolean | undefined }) {
  const { t } = useTranslation();
  if (redacted) {
    return (
      <Text span fs="italic" c="dimmed" fz="sm">
        {t('auditLog.changes.redacted')}
      </Text>
    );
  }
  if (value === null) {
    return (
      <Text span c="dimmed" fz="sm">
        {t('auditLog.changes.none')}
      </Text>
    );
  }
  return (
    <Text span fz="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
      {value}
    </Text>
  );
}

/** An entry opened in the list: each changed field, before → after. */
export function AuditEntryChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.changes.length === 0) {
    return (
      <Text fz="sm" c="dimmed" py="xs">
        {t('auditLog.changes.empty')}
      </Text>
    );
  }
  return (
    <Table
      withTableBorder
      layout="fixed"
      fz="sm"
      my="xs"
      aria-label={t('auditLog.changes.label', { name: entry.recordLabel ?? entry.action })}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="25%">{t('auditLog.changes.field')}</Table.Th>
          <Table.Th>{t('auditLog.changes.before')}</Table.Th>
          <Table.Th w={32}>
            <span className="visually-hidden">{t('auditLog.changes.becomes')}</span>
          </Table.Th>
          <Table.Th>{t('auditLog.changes.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Th scope="row" fw={500}>
              <bdi>{fieldLabel(t, change.field)}</bdi>
            </Table.Th>
            <Table.Td>
              <Value value={change.before} redacted={change.redacted} />
            </Table.Td>
            <Table.Td>
              <IconArrowRight size={14} className="app-flip-rtl" aria-hidden />
              <span className="visually-hidden">{t('auditLog.changes.becomes')}</span>
            </Table.Td>
            <Table.Td>
              <Value value={change.after} redacted={change.redacted} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
