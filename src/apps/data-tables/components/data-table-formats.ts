/** The data table's Intl formatters for a language (never made per cell: docs/data-table.md). */
import { dateTimeFormat, numberFormat } from '@/lib/i18n/formats';
export type DataTableFormats = {
  salary: Intl.NumberFormat;
  number: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
};

export function dataTableFormats(language: string | undefined): DataTableFormats {
  const key = language ?? 'en';
  return {
    salary: numberFormat(key, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
    number: numberFormat(key),
    // The day as stored (UTC), whatever the user's time zone.
    date: dateTimeFormat(key, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}

/** A stored `YYYY-MM-DD` day as a Date at UTC midnight. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
