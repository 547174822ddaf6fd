import { numberFormat } from '@/lib/i18n/formats';

/**
 * A price in the interface language (the shop's prices are US dollars), isolated with FSI…PDI
 * so that in a right-to-left sentence the currency sign stays with its number.
 */
export function formatPrice(amount: number, language: string): string {
  const money = numberFormat(language, { style: 'currency', currency: 'USD' }).format(amount);
  return `\u2068${money}\u2069`;
}

export function formatNumber(value: number, language: string, digits = 0): string {
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
