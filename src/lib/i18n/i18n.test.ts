import { createInstance } from 'i18next';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { startI18n } from './i18n';

/** A fresh i18next instance per case, so detection runs again from a clean page. */
async function start() {
  return startI18n(createInstance());
}

function setUrl(search: string) {
  window.history.replaceState({}, '', `/${search}`);
}

function setNavigatorLanguage(language: string) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([language]);
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  setUrl('');
  setNavigatorLanguage('en-US');
  // As index.html ships it; the last detector reads it.
  document.documentElement.lang = 'en';
});

describe('language detection', () => {
  it('starts in English when nothing says otherwise', async () => {
    const i18n = await start();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('auth.login.submit')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('prefers the lng query parameter over everything else and caches the choice', async () => {
    setUrl('?lng=de');
    document.cookie = 'i18next=pt; path=/';
    window.localStorage.setItem('i18nextLng', 'fr');
    const i18n = await start();
    expect(i18n.resolvedLanguage).toBe('de');
    expect(i18n.t('auth.login.submit')).toBe(
      (await import('../../../public/locales/de.json')).default['auth.login.submit'],
    );
    expect(window.localStorage.getItem('i18nextLng')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('uses the i18next cookie before localStorage', async () => {
    document.cookie = 'i18next=pt; path=/';
    window.localStorage.setItem('i18nextLng', 'fr');
    expect((await start()).resolvedLanguage).toBe('pt');
  });

  it('uses localStorage before sessionStorage and the browser language', async () => {
    window.localStorage.setItem('i18nextLng', 'fr');
    window.sessionStorage.setItem('i18nextLng', 'de');
    setNavigatorLanguage('pt-BR');
    expect((await start()).resolvedLanguage).toBe('fr');
  });

  it('uses sessionStorage before the browser language', async () => {
    window.sessionStorage.setItem('i18nextLng', 'de');
    setNavigatorLanguage('pt-BR');
    expect((await start()).resolvedLanguage).toBe('de');
  });

  it('maps the browser language to a supported one (pt-BR → pt)', async () => {
    setNavigatorLanguage('pt-BR');
    expect((await start()).resolvedLanguage).toBe('pt');
  });

  it('reads the html lang attribute last', async () => {
    setNavigatorLanguage('ja-JP');
    document.documentElement.lang = 'fr';
    expect((await start()).resolvedLanguage).toBe('fr');
  });

  it('falls back to English for an unsupported or garbage language', async () => {
    window.localStorage.setItem('i18nextLng', 'xx');
    setNavigatorLanguage('ja-JP');
    const i18n = await start();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('auth.login.submit')).toBe('Sign in');
  });
});

describe('fallback to English', () => {
  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a missing file', () => new HttpResponse(null, { status: 404 })],
    ['unparsable JSON', () => new HttpResponse('{"auth.login.submit": ', { status: 200 })],
  ])('shows English when the French file fails with %s', async (_label, answer) => {
    mockServer.use(http.get('*/locales/fr.json', answer));
    window.localStorage.setItem('i18nextLng', 'fr');
    const i18n = await start();
    expect(i18n.t('auth.login.submit')).toBe('Sign in');
    expect(i18n.t('layout.language')).toBe('Language');
  });

  it('shows English for a key missing from the current language', async () => {
    mockServer.use(
      http.get('*/locales/de.json', () => HttpResponse.json({ 'auth.login.submit': 'Anmelden' })),
    );
    window.localStorage.setItem('i18nextLng', 'de');
    const i18n = await start();
    expect(i18n.t('auth.login.submit')).toBe('Anmelden');
    expect(i18n.t('layout.language')).toBe('Language');
  });

  it('does not escape interpolated values (React escapes them)', async () => {
    const i18n = await start();
    expect(i18n.t('layout.userMenu', { name: 'Tom & Jerry <3' })).toBe(
      'Account menu of Tom & Jerry <3',
    );
  });
});
