/** Intl formatters per language, built once each (never per cell: docs/data-table.md). */
export type DataTableFormats = {
  salary: Intl.NumberFormat;
  number: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
};

const formats = new Map<string, DataTableFormats>();

export function dataTableFormats(language: string | undefined): DataTableFormats {
  const key = language ?? 'en';
  let found = formats.get(key);
  if (!found) {
    found = {
      salary: new Intl.NumberFormat(key, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }),
      number: new Intl.NumberFormat(key),
      // The day as stored (UTC), whatever the user's time zone.
      date: new Intl.DateTimeFormat(key, { dateStyle: 'medium', timeZone: 'UTC' }),
    };
    formats.set(key, found);
  }
  return found;
}

/** A stored `YYYY-MM-DD` day as a Date at UTC midnight. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);
