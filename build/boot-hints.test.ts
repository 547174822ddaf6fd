import type { OutputBundle } from 'rolldown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  languagePreload,
  ROUTE_PRELOAD,
  routePattern,
  routeTableOf,
  svgDataUrl,
} from './boot-hints';
import type { TranslationParts } from './translation-parts';
import type { RouteTable } from '../src/lib/i18n/translation-parts';

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
  document.getElementById('route-table')?.remove();
  localStorage.clear();
  document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

/** Puts a route table in the page as index.html carries it (before the language script). */
function withTable(table: Partial<RouteTable>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'route-table';
  element.textContent = JSON.stringify({ base: '/', files: [], parts: [], routes: [], ...table });
  document.body.append(element);
}

describe('the language preload in index.html', () => {
  it("asks for the page's strings in the language the user chose and in English", () => {
    withTable({ parts: ['dataTable', 'users'], routes: [['^/apps/users/?$', [], [1, 0]]] });
    window.history.replaceState(null, '', '/apps/users');
    localStorage.setItem('i18nextLng', 'fr');
    const links = run(languagePreload('/'));
    expect(preloaded(links)).toEqual([
      'preload /locales/fr/pages/core+users+dataTable.json',
      'preload /locales/en/pages/core+users+dataTable.json',
    ]);
    // The same request as i18next's fetch, or the browser would not reuse the answer.
    expect(links[0]?.getAttribute('as')).toBe('fetch');
    expect(links[0]?.crossOrigin).toBe('anonymous');
  });

  it('asks for the core strings on a page with no parts or an unknown address', () => {
    withTable({ parts: ['users'], routes: [['^/apps/users/?$', [], [0]]] });
    window.history.replaceState(null, '', '/nowhere');
    expect(preloaded(run(languagePreload('/')))).toEqual(['preload /locales/en/pages/core.json']);
    document.getElementById('route-table')?.remove();
    window.history.replaceState(null, '', '/apps/users');
    expect(preloaded(run(languagePreload('/')))).toEqual(['preload /locales/en/pages/core.json']);
  });

  it('follows the detector order: the lng parameter first, then the cookie, then storage', () => {
    localStorage.setItem('i18nextLng', 'fr');
    document.cookie = 'i18next=pt; path=/';
    expect(preloaded(run(languagePreload('/')))[0]).toBe('preload /locales/pt/pages/core.json');
    window.history.replaceState(null, '', '/apps/users?lng=de-AT');
    expect(preloaded(run(languagePreload('/')))[0]).toBe('preload /locales/de/pages/core.json');
  });

  it("falls back on the browser's languages, and on English for one the app does not have", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-ES', 'pt-BR'] });
    window.history.replaceState(null, '', '/app/');
    expect(preloaded(run(languagePreload('/app/')))).toEqual([
      'preload /app/locales/pt/pages/core.json',
      'preload /app/locales/en/pages/core.json',
    ]);
    vi.stubGlobal('navigator', { ...navigator, languages: ['ja'] });
    localStorage.setItem('i18nextLng', '<img src=x>');
    expect(preloaded(run(languagePreload('/')))).toEqual(['preload /locales/en/pages/core.json']);
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
  moduleIds: options.route ? [`/repo/src/routes/${options.route}.tsx?tsr-split=component`] : [],
  imports: options.imports ?? [],
  viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
});

describe('the route preload in index.html', () => {
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', { isEntry: true, imports: ['assets/framework.js'] }),
      chunk('assets/framework.js', {}),
      // The layout's own module is in the shell (build/route-chunks.ts).
      chunk('assets/shell.js', {
        route: '_authenticated',
        imports: ['assets/framework.js'],
        css: ['assets/shell.css'],
      }),
      chunk('assets/users.js', {
        route: '_authenticated/apps/users/index',
        imports: ['assets/table.js'],
      }),
      chunk('assets/table.js', { css: ['assets/table.css'] }),
      chunk('assets/login.js', { route: '(auth)/login' }),
    ].map((output) => [output.fileName, output]),
  ) as unknown as OutputBundle;
  const translations: TranslationParts = {
    core: new Set(['layout']),
    routes: new Map([
      ['_authenticated', []],
      ['_authenticated/apps/users/index', ['users']],
      ['(auth)/login', ['auth']],
    ]),
  };

  /** index.html's two scripts on the page at `path`; returns the links they added. */
  function openAt(path: string) {
    window.history.replaceState(null, '', path);
    withTable(routeTableOf(bundle, '/', translations));
    return [...run(languagePreload('/')), ...run(ROUTE_PRELOAD)];
  }

  it("preloads the page's chunks, its layout's and its strings, not what index.html loads", () => {
    expect(preloaded(openAt('/apps/users?page=2')).toSorted()).toEqual([
      'modulepreload /assets/shell.js',
      'modulepreload /assets/table.js',
      'modulepreload /assets/users.js',
      'preload /assets/shell.css',
      'preload /assets/table.css',
      'preload /locales/en/pages/core+users.json',
    ]);
  });

  it('preloads only the sign-in page for /login, and only the core strings elsewhere', () => {
    expect(preloaded(openAt('/login'))).toEqual([
      'preload /locales/en/pages/core+auth.json',
      'modulepreload /assets/login.js',
    ]);
    document.getElementById('route-table')?.remove();
    expect(preloaded(openAt('/nowhere'))).toEqual(['preload /locales/en/pages/core.json']);
  });
});

describe('the favicon in index.html', () => {
  it('is the logo as a data URL that a browser reads back to the same drawing', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#5046c9"/>\n</svg>\n';
    const url = svgDataUrl(svg);

    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/[\s"<>#]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"> <rect fill="#5046c9"/> </svg>',
    );
  });
});
