import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './formats';

describe('formats', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('fr')).toBe(numberFormat('fr'));
    expect(numberFormat('fr', { style: 'percent' })).not.toBe(numberFormat('fr'));
    expect(numberFormat('de')).not.toBe(numberFormat('fr'));
    const day = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('pt', day)).toBe(dateTimeFormat('pt', { ...day }));
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
});
