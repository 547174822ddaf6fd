import { numberFormat } from '@/lib/i18n/formats';

export function formatNumber(value: number, language: string, digits = 0): string {
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
