import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataTableRow } from '../api/data-table-schemas';
import { statusColors } from './data-table-labels';
import { dataTableFormats, dayDate } from './data-table-formats';
import classes from './data-table-row-detail.module.css';

/** The detail of an expanded row: every field of the record, labelled. */
export function DataTableRowDetail({ row }: { row: DataTableRow }) {
  const { t, i18n } = useTranslation();
  const format = dataTableFormats(i18n.resolvedLanguage);
  const fields: [label: string, value: ReactNode][] = [
    [t('dataTables.fields.id'), format.number.format(row.id)],
    [t('dataTables.fields.fullName'), row.fullName],
    [t('dataTables.fields.email'), <bdi key="email">{row.email}</bdi>],
    [t('dataTables.fields.post'), row.post],
    [t('dataTables.fields.city'), row.city],
    [t('dataTables.fields.startDate'), format.date.format(dayDate(row.startDate))],
    [t('dataTables.fields.salary'), format.salary.format(row.salary)],
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
