import type { TFunction } from 'i18next';
import { formatDay, formatMoney, numberFormat, type MoneyOptions } from '@/lib/i18n/formats';
import type { CsvValue } from './csv';
import { CellBadge, CellText } from './data-table-cells';
import type { DataTableColumn, DataTableExportColumn } from './data-table-types';

// The kinds of column the lists repeat: each draws its cell and writes the same value to the CSV
// file (the raw number or date, so a spreadsheet can sum and sort it). A column of another kind
// (a person with their avatar, row actions) is written out in full by its table.

/** What every kind takes: the column's own fields but its cell and its file value. */
type ColumnOf<Row, SortColumn extends string> = Omit<
  DataTableColumn<Row, SortColumn>,
  'render' | 'csv'
>;

/** Text from the record (a name, a country): in its own direction, the same text in the file. */
export function textColumn<Row, SortColumn extends string = string>({
  value,
  ...column
}: ColumnOf<Row, SortColumn> & { value: (row: Row) => string }): DataTableColumn<Row, SortColumn> {
  return { ...column, render: (row) => <bdi>{value(row)}</bdi>, csv: value };
}

/** A label the app words (a plan, a category's name): the same words in the file. */
export function labelColumn<Row, SortColumn extends string = string>({
  label,
  ...column
}: ColumnOf<Row, SortColumn> & { label: (row: Row) => string }): DataTableColumn<Row, SortColumn> {
  return { ...column, render: label, csv: label };
}

/** A column of numbers: the row's value, written in the user's language. */
type NumberColumnOf<Row, SortColumn extends string> = ColumnOf<Row, SortColumn> & {
  value: (row: Row) => number;
  language: string | undefined;
};

/** A count, in the user's digits and aligned to the end; the number itself in the file. */
export function numberColumn<Row, SortColumn extends string = string>({
  value,
  language,
  ...column
}: NumberColumnOf<Row, SortColumn>): DataTableColumn<Row, SortColumn> {
  const format = numberFormat(language, { maximumFractionDigits: 0 });
  return { align: 'end', ...column, render: (row) => format.format(value(row)), csv: value };
}

/** An amount, as money in the user's language and aligned to the end; the number in the file. */
export function moneyColumn<Row, SortColumn extends string = string>({
  value,
  language,
  money,
  ...column
}: NumberColumnOf<Row, SortColumn> & { money?: MoneyOptions }): DataTableColumn<Row, SortColumn> {
  return {
    align: 'end',
    ...column,
    render: (row) => formatMoney(value(row), language, money),
    csv: value,
  };
}

/**
 * A day, in the user's language and on one line (`empty` where the record has none); the ISO
 * date in the file.
 */
export function dayColumn<Row, SortColumn extends string = string>({
  value,
  language,
  empty = '',
  ...column
}: ColumnOf<Row, SortColumn> & {
  value: (row: Row) => string | null | undefined;
  language: string | undefined;
  empty?: string;
}): DataTableColumn<Row, SortColumn> {
  return {
    ...column,
    render: (row) => {
      const day = value(row);
      return day ? <CellText nowrap>{formatDay(day, language)}</CellText> : empty;
    },
    csv: (row) => value(row) ?? '',
  };
}

/** A status, as a coloured badge; its words in the file. */
export function statusColumn<Row, SortColumn extends string = string>({
  label,
  color,
  badgeClassName,
  ...column
}: ColumnOf<Row, SortColumn> & {
  label: (row: Row) => string;
  color: (row: Row) => string;
  badgeClassName?: string;
}): DataTableColumn<Row, SortColumn> {
  return {
    ...column,
    render: (row) => (
      <CellBadge color={color(row)} className={badgeClassName}>
        {label(row)}
      </CellBadge>
    ),
    csv: label,
  };
}

/**
 * The CSV export's columns when the file holds more than the screen: each header an i18n key
 * (translated here), in the order given, with the row's value.
 */
export function exportColumnsOf<Row>(
  t: TFunction,
  values: Readonly<Record<string, (row: Row) => CsvValue>>,
): DataTableExportColumn<Row>[] {
  return Object.entries(values).map(([key, value]) => ({ header: t(key), value }));
}
