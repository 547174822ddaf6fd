import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatPercent,
  capitalizeFirst,
  dateTimeFormat,
  formatDay,
  formatListTime,
  formatMoney,
  formatMonthTitle,
  formatTime,
  isolate,
  numberFormat,
} from './formats';

describe('formats', () => {
  it('writes a month title with a capital first in every language', () => {
    expect(formatMonthTitle('2026-11-01', 'en')).toBe('November 2026');
    expect(formatMonthTitle('2026-11-30', 'fr')).toBe('Novembre 2026');
    expect(formatMonthTitle('2026-11-15', 'de')).toBe('November 2026');
    expect(formatMonthTitle('2026-11-15', 'pt')).toBe('Novembro de 2026');
    expect(capitalizeFirst('novembre 2026', 'fr')).toBe('Novembre 2026');
    expect(capitalizeFirst('26 oct. – 1 nov. 2026', 'fr')).toBe('26 oct. – 1 nov. 2026');
  });

  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('fr')).toBe(numberFormat('fr'));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
    expect(numberFormat('de')).not.toBe(numberFormat('fr'));
    const day = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('pt', day)).toBe(dateTimeFormat('pt', { ...day }));
  });

  it('writes counts, a rating and a share as the language writes numbers', () => {
    expect(formatNumber(10000, 'de')).toBe('10.000');
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(4, 'fr', 1)).toBe('4,0');
    expect(formatNumber(4.25, 'pt', 1)).toBe('4,3');
    expect(formatPercent(0.69, 'en')).toBe('69%');
    expect(formatPercent(0.5, 'fr')).toBe('50\u00a0%');
  });

  it('formats as the language writes numbers and dates', () => {
    expect(numberFormat('de').format(10000)).toBe('10.000');
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 0 }).format(0.69)).toBe(
      '69%',
    );
    expect(
      dateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date('2026-11-25T12:00:00Z'),
      ),
    ).toBe('25 novembre 2026');
  });

  it('isolates text, and leaves empty text empty (a field shows its placeholder)', () => {
    expect(isolate('21 Nov 2026')).toBe('\u206821 Nov 2026\u2069');
    expect(isolate('')).toBe('');
  });

  it('writes money isolated, in the currency and with the digits asked for', () => {
    expect(formatMoney(1234.5, 'en')).toBe('\u2068$1,234.50\u2069');
    expect(formatMoney(1234.5, 'en', { fractionDigits: 0 })).toBe('\u2068$1,235\u2069');
    expect(formatMoney(99.9, 'de', { currency: 'EUR' })).toBe('\u206899,90\u00a0€\u2069');
    expect(formatMoney(5, 'fr', { currency: 'USD', fractionDigits: 0 })).toBe(
      '\u20685\u00a0$US\u2069',
    );
  });

  it('writes money short for a chart axis: no cents, thousands and millions in words', () => {
    expect(formatMoney(0, 'en', { compact: true })).toBe('\u2068$0\u2069');
    expect(formatMoney(127254, 'en', { compact: true })).toBe('\u2068$127K\u2069');
    expect(formatMoney(127254, 'pt', { compact: true })).toBe('\u2068US$\u00a0127\u00a0mil\u2069');
    expect(formatMoney(2_500_000, 'de', { compact: true })).toBe(
      '\u20682,5\u00a0Mio.\u00a0$\u2069',
    );
  });

  it('writes a day in UTC, medium unless asked for full, and leaves a non-date as it is', () => {
    expect(formatDay('2026-11-01', 'en')).toBe('Nov 1, 2026');
    expect(formatDay('2026-11-01T23:30:00Z', 'en')).toBe('Nov 1, 2026');
    expect(formatDay('2026-11-01', 'en', { dateStyle: 'full' })).toBe('Sunday, November 1, 2026');
    expect(formatDay('2026-10-20', 'fr', { dateStyle: 'full' })).toBe('mardi 20 octobre 2026');
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('writes a list time: the hour today, else the day, with the year of another year', () => {
    expect(formatTime('2026-11-01T15:05:00Z', 'pt')).toBe('15:05');
    expect(formatListTime('2026-11-01T15:05:00Z', '2026-11-01', 'de')).toBe('15:05');
    expect(formatListTime('2026-10-28T15:05:00Z', '2026-11-01', 'en')).toBe('Oct 28');
    expect(formatListTime('2025-12-28T15:05:00Z', '2026-11-01', 'fr')).toBe('28 déc. 2025');
  });
});
