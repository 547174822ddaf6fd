import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { fillT, memoT } from './memo-t';

describe('memoT and fillT', () => {
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

  it('fills a one-field label as t would, translating it once', async () => {
    const instance = createInstance();
    await instance.init({
      lng: 'de',
      keySeparator: false,
      resources: {
        de: { translation: { view: '{{name}} anzeigen', twice: '{{name}} und {{name}}' } },
      },
    });
    let calls = 0;
    const t = ((key: string, options?: Record<string, string>) => {
      calls += 1;
      return instance.t(key, options);
    }) as typeof instance.t;
    const view = fillT(t, 'view', 'name');
    expect(view('Ana Lima')).toBe(instance.t('view', { name: 'Ana Lima' }));
    expect(view('Ben')).toBe('Ben anzeigen');
    expect(fillT(t, 'twice', 'name')('Eva')).toBe('Eva und Eva');
    // A value is put in as it is: no interpolation markers or escaping in it.
    expect(view('{{name}} <b>$&')).toBe('{{name}} <b>$& anzeigen');
    expect(calls).toBe(2);
  });
});
