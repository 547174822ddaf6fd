import { dateTimeFormat, numberFormat } from '@/lib/i18n/formats';

/**
 * Money in the interface language (the mock's amounts are US dollars), isolated with Unicode
 * FSI…PDI so that inside a right-to-left sentence the currency sign stays with its number.
 */
export function formatMoney(amount: number, language: string): string {
  const money = numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
  return `\u2068${money}\u2069`;
}

export function formatDay(isoDate: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(isoDate));
}

export function formatTime(isoDate: string, language: string): string {
  return dateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
