import type { MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '../api/invoice-values';

// Formatters are built once per language (and currency), never per cell (docs/data-table.md).
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** An amount in the invoice's currency, as the user's language writes it. */
export function formatMoney(amount: number, currency: string, language: string | undefined) {
  const key = `${language ?? ''}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * The calendar day of a stored instant or a `YYYY-MM-DD` day, in UTC: the record stores days as
 * noon UTC, so every time zone shows the day that was entered.
 */
export function formatDay(value: string, language: string | undefined) {
  let format = dayFormats.get(language ?? '');
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(language ?? '', format);
  }
  const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : format.format(date);
}

export const statusColors: Record<InvoiceStatus, MantineColor> = {
  Paid: 'green',
  Draft: 'gray',
  'Partial Payment': 'yellow',
  Downloaded: 'cyan',
  Sent: 'blue',
  'Past Due': 'red',
};

const statusKeys: Record<InvoiceStatus, string> = {
  Paid: 'invoices.status.paid',
  Draft: 'invoices.status.draft',
  'Partial Payment': 'invoices.status.partialPayment',
  Downloaded: 'invoices.status.downloaded',
  Sent: 'invoices.status.sent',
  'Past Due': 'invoices.status.pastDue',
};

/** The i18n key of a status's label (the contract's values have spaces and capitals). */
export const statusKey = (status: InvoiceStatus) => statusKeys[status];
