import type { OutputBundle } from 'rolldown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languagePreload, routePattern, routePreload } from './boot-hints';

/** Runs one of the inline scripts in this jsdom page; returns the links it added. */
function run(script: string): HTMLLinkElement[] {
  const before = new Set(document.head.querySelectorAll('link'));
  new Function(script)();
  return [...document.head.querySelectorAll('link')].filter((link) => !before.has(link));
}

const preloaded = (links: HTMLLinkElement[]) =>
  links.map((link) => `${link.rel} ${link.getAttribute('href')}`);

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  localStorage.clear();
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the language preload in index.html', () => {
  it('asks for the language the user chose and for English, which i18next loads as fallback', () => {
    localStorage.setItem('i18nextLng', 'fr');
    const links = run(languagePreload('/'));
    expect(preloaded(links)).toEqual(['preload /locales/fr.json', 'preload /locales/en.json']);
    // The same request as i18next's fetch, or the browser would not reuse the answer.
    expect(links[0]?.getAttribute('as')).toBe('fetch');
    expect(links[0]?.crossOrigin).toBe('anonymous');
  });

  it('follows the detector order: the lng parameter first, then the cookie, then storage', () => {
    localStorage.setItem('i18nextLng', 'fr');
    document.cookie = 'i18next=pt; path=/';
    expect(preloaded(run(languagePreload('/')))[0]).toBe('preload /locales/pt.json');
    window.history.replaceState(null, '', '/apps/users?lng=de-AT');
    expect(preloaded(run(languagePreload('/')))[0]).toBe('preload /locales/de.json');
  });

  it("falls back on the browser's languages, and on English for one the app does not have", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-ES', 'pt-BR'] });
    expect(preloaded(run(languagePreload('/app/')))).toEqual([
      'preload /app/locales/pt.json',
      'preload /app/locales/en.json',
    ]);
    vi.stubGlobal('navigator', { ...navigator, languages: ['ja'] });
    localStorage.setItem('i18nextLng', '<img src=x>');
    expect(preloaded(run(languagePreload('/')))).toEqual(['preload /locales/en.json']);
  });
});

describe('route patterns', () => {
  it.each([
    ['_authenticated/apps/users/index', '/apps/users', true],
    ['_authenticated/apps/users/index', '/apps/users/', true],
    ['_authenticated/apps/users/index', '/apps/users/7', false],
    ['_authenticated/apps/users/$userId', '/apps/users/7', true],
    ['_authenticated/apps/ecommerce/orders.$orderId', '/apps/ecommerce/orders/12', true],
    ['_authenticated/apps/ecommerce/orders.index', '/apps/ecommerce/orders', true],
    ['(auth)/login', '/login', true],
    ['_authenticated/index', '/', true],
    ['_authenticated/index', '/login', false],
  ])('%s matches %s: %s', (file, path, matches) => {
    expect(new RegExp(routePattern(file)).test(path)).toBe(matches);
  });
});

const chunk = (
  fileName: string,
  options: { route?: string; imports?: string[]; css?: string[]; isEntry?: boolean },
) => ({
  type: 'chunk',
  fileName,
  isEntry: options.isEntry ?? false,
  facadeModuleId: options.route
    ? `/repo/src/routes/${options.route}.tsx?tsr-split=component---loader`
    : null,
  imports: options.imports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
});

describe('the route preload in index.html', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/framework.js'] }),
      chunk('assets/framework.js', {}),
      chunk('assets/layout.js', {
        route: '_authenticated',
        imports: ['assets/shell.js', 'assets/framework.js'],
        css: ['assets/shell.css'],
      }),
      chunk('assets/shell.js', {}),
      chunk('assets/users.js', {
        route: '_authenticated/apps/users/index',
        imports: ['assets/table.js'],
      }),
      chunk('assets/table.js', { css: ['assets/table.css'] }),
      chunk('assets/login.js', { route: '(auth)/login' }),
    ].map((output) => [output.fileName, output]),
  ) as unknown as OutputBundle;

  it("preloads the page's chunks and its layout's, not what index.html already loads", () => {
    window.history.replaceState(null, '', '/apps/users?page=2');
    expect(preloaded(run(routePreload(bundle, '/'))).toSorted()).toEqual([
      'modulepreload /assets/layout.js',
      'modulepreload /assets/shell.js',
      'modulepreload /assets/table.js',
      'modulepreload /assets/users.js',
      'preload /assets/shell.css',
      'preload /assets/table.css',
    ]);
  });

  it('preloads only the sign-in page for /login, and nothing for an unknown address', () => {
    window.history.replaceState(null, '', '/login');
    expect(preloaded(run(routePreload(bundle, '/')))).toEqual(['modulepreload /assets/login.js']);
    window.history.replaceState(null, '', '/nowhere');
    expect(run(routePreload(bundle, '/'))).toEqual([]);
  });
});
