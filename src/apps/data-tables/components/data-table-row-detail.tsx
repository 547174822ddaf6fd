import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableRow } from '../api/data-table-schemas';
import { statusColors } from './data-table-labels';
import { formatDay, formatMoney, formatNumber } from '@/lib/i18n/formats';
import classes from './data-table-row-detail.module.css';

/** The detail of an expanded row: every field of the record, labelled. */
export function DataTableRowDetail({ row }: { row: DataTableRow }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const fields: [label: string, value: ReactNode][] = [
    [t('dataTables.fields.id'), formatNumber(row.id, language)],
    [t('dataTables.fields.fullName'), row.fullName],
    [t('dataTables.fields.email'), <bdi key="email">{row.email}</bdi>],
    [t('dataTables.fields.post'), row.post],
    [t('dataTables.fields.city'), row.city],
    [t('dataTables.fields.startDate'), formatDay(row.startDate, language)],
    [t('dataTables.fields.salary'), formatMoney(row.salary, language, { fractionDigits: 0 })],
    [t('dataTables.fields.age'), t('dataTables.detail.years', { count: row.age })],
    [t('dataTables.fields.experience'), t('dataTables.detail.years', { count: row.experience })],
    [
      t('dataTables.fields.status'),
      <Badge key="status" variant="light" color={statusColors[row.status]}>
        {t(`dataTables.status.${row.status}`)}
      </Badge>,
    ],
  ];
  return (
    <dl className={classes.list}>
      {fields.map(([label, value]) => (
        <div key={label} className={classes.item}>
          <dt className={classes.term}>{label}</dt>
          <dd className={classes.value} dir="auto">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
