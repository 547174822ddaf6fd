import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeBootTranslation } from './boot-translations';

const FILE = `${window.location.origin}/locales/fr/pages/core+users.json`;

afterEach(() => {
  window.bootTranslations = undefined;
  vi.unstubAllGlobals();
});

describe("i18next's backend takes the language files index.html has asked for", () => {
  it('takes the answer once', async () => {
    const answer = new Response('{"users.title":"Utilisateurs"}');
    window.bootTranslations = new Map([[FILE, Promise.resolve(answer)]]);
    await expect(takeBootTranslation(FILE, {})).resolves.toBe(answer);
    expect(takeBootTranslation(FILE, {})).toBeUndefined();
  });

  it('leaves any other file to the backend, and every file where the script asked for none', () => {
    window.bootTranslations = new Map([[FILE, Promise.resolve(new Response('{}'))]]);
    expect(
      takeBootTranslation(`${window.location.origin}/locales/en/pages/core+users.json`, {}),
    ).toBeUndefined();
    window.bootTranslations = undefined;
    expect(takeBootTranslation(FILE, {})).toBeUndefined();
  });

  it('asks again for a file the script could not fetch (offline), with the backend’s options', async () => {
    const again = new Response('{}');
    const fetched = vi.fn<() => Promise<Response>>(() => Promise.resolve(again));
    vi.stubGlobal('fetch', fetched);
    window.bootTranslations = new Map([[FILE, Promise.resolve(null)]]);
    const init = { credentials: 'same-origin' } as const;
    await expect(takeBootTranslation(FILE, init)).resolves.toBe(again);
    expect(fetched).toHaveBeenCalledWith(FILE, init);
  });

  it('gives a failed answer as it came: the backend retries it as its own', async () => {
    const failed = new Response('', { status: 500 });
    window.bootTranslations = new Map([[FILE, Promise.resolve(failed)]]);
    await expect(takeBootTranslation(FILE, {})).resolves.toBe(failed);
  });
});
