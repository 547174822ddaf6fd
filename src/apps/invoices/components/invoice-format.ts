import type { MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '../api/invoice-values';
import { dateTimeFormat, numberFormat } from '@/lib/i18n/formats';

/** An amount in the invoice's currency, as the user's language writes it. */
export function formatMoney(amount: number, currency: string, language: string | undefined) {
  return numberFormat(language, { style: 'currency', currency }).format(amount);
}

/**
 * The calendar day of a stored instant or a `YYYY-MM-DD` day, in UTC: the record stores days as
 * noon UTC, so every time zone shows the day that was entered.
 */
export function formatDay(value: string, language: string | undefined) {
  const format = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
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
