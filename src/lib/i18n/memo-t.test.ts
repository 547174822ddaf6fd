import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { memoT } from './memo-t';

describe('memoT', () => {
  it('translates each key once and gives the same text as t', async () => {
    const instance = createInstance();
    await instance.init({
      lng: 'en',
      keySeparator: false,
      resources: {
        en: { translation: { 'status.active': 'Active', 'status.pending': 'Pending' } },
      },
    });
    const calls: string[] = [];
    const t = ((key: string) => {
      calls.push(key);
      return instance.t(key);
    }) as typeof instance.t;
    const label = memoT(t);
    expect([label('status.active'), label('status.pending'), label('status.active')]).toEqual([
      'Active',
      'Pending',
      'Active',
    ]);
    expect(calls).toEqual(['status.active', 'status.pending']);
    // A key with no translation reads as i18next gives it (the key), still once.
    expect(label('status.unknown')).toBe('status.unknown');
    expect(label('status.unknown')).toBe('status.unknown');
    expect(calls).toHaveLength(3);
  });

  it('starts afresh for a new t (a language change)', async () => {
    const instance = createInstance();
    await instance.init({
      lng: 'en',
      keySeparator: false,
      resources: {
        en: { translation: { 'status.active': 'Active' } },
        fr: { translation: { 'status.active': 'Actif' } },
      },
    });
    expect(memoT(instance.getFixedT('en'))('status.active')).toBe('Active');
    expect(memoT(instance.getFixedT('fr'))('status.active')).toBe('Actif');
  });
});
