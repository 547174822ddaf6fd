import type { OutputBundle } from 'rolldown';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  languagePreload,
  PAGE_FRAME,
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
  window.bootTranslations = undefined;
  window.bootTranslationUrl = undefined;
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

/**
 * Runs index.html's language script at `path`; returns the paths of the language files it
 * fetched, the chosen language's first (the one `bootTranslationUrl` names).
 */
function fetchedLanguageFiles(base = '/'): string[] {
  const fetched = vi.fn<(url: string) => Promise<Response>>(() =>
    Promise.resolve(new Response('{}')),
  );
  vi.stubGlobal('fetch', fetched);
  window.bootTranslations = undefined;
  window.bootTranslationUrl = undefined;
  run(languagePreload(base));
  const started: Map<string, unknown> = window.bootTranslations ?? new Map();
  const urls = [...started.keys()];
  expect(fetched.mock.calls.map(([url]) => url)).toEqual(urls);
  expect(window.bootTranslationUrl).toBe(urls[0]);
  return urls.map((url) => new URL(url).pathname);
}

describe('the language files asked for by index.html', () => {
  it("fetches the page's strings in the language the user chose and in English, once each", () => {
    withTable({ parts: ['dataTable', 'users'], routes: [['^/apps/users/?$', [], [1, 0]]] });
    window.history.replaceState(null, '', '/apps/users');
    localStorage.setItem('i18nextLng', 'fr');
    expect(fetchedLanguageFiles()).toEqual([
      '/locales/fr/pages/core+users+dataTable.json',
      '/locales/en/pages/core+users+dataTable.json',
    ]);
  });

  it('asks for the core strings on a page with no parts or an unknown address', () => {
    withTable({ parts: ['users'], routes: [['^/apps/users/?$', [], [0]]] });
    window.history.replaceState(null, '', '/nowhere');
    expect(fetchedLanguageFiles()).toEqual(['/locales/en/pages/core.json']);
    document.getElementById('route-table')?.remove();
    window.history.replaceState(null, '', '/apps/users');
    expect(fetchedLanguageFiles()).toEqual(['/locales/en/pages/core.json']);
  });

  it('follows the detector order: the lng parameter first, then the cookie, then storage', () => {
    localStorage.setItem('i18nextLng', 'fr');
    document.cookie = 'i18next=pt; path=/';
    expect(fetchedLanguageFiles()[0]).toBe('/locales/pt/pages/core.json');
    window.history.replaceState(null, '', '/apps/users?lng=de-AT');
    expect(fetchedLanguageFiles()[0]).toBe('/locales/de/pages/core.json');
  });

  it("falls back on the browser's languages, and on English for one the app does not have", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-ES', 'pt-BR'] });
    window.history.replaceState(null, '', '/app/');
    expect(fetchedLanguageFiles('/app/')).toEqual([
      '/app/locales/pt/pages/core.json',
      '/app/locales/en/pages/core.json',
    ]);
    vi.stubGlobal('navigator', { ...navigator, languages: ['ja'] });
    localStorage.setItem('i18nextLng', '<img src=x>');
    expect(fetchedLanguageFiles()).toEqual(['/locales/en/pages/core.json']);
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
    expect(fetchedLanguageFiles()).toHaveLength(1);
    return run(ROUTE_PRELOAD);
  }

  it("preloads the page's chunks and its layout's, not what index.html loads", () => {
    expect(preloaded(openAt('/apps/users?page=2')).toSorted()).toEqual([
      'modulepreload /assets/shell.js',
      'modulepreload /assets/table.js',
      'modulepreload /assets/users.js',
      'preload /assets/shell.css',
      'preload /assets/table.css',
    ]);
  });

  it('preloads only the sign-in page for /login, and nothing elsewhere', () => {
    expect(preloaded(openAt('/login'))).toEqual(['modulepreload /assets/login.js']);
    document.getElementById('route-table')?.remove();
    expect(preloaded(openAt('/nowhere'))).toEqual([]);
  });

  it("writes a page's header keys after its first requests, and refuses a route it lacks", () => {
    const header = ['users.title', 'users.subtitle'] as const;
    const table = routeTableOf(
      bundle,
      '/',
      translations,
      new Map(),
      new Map([['_authenticated/apps/users/index', header]]),
    );
    const users = table.routes.find(([pattern]) => pattern === '^/apps/users/?$');
    expect(users?.slice(3)).toEqual([null, header]);
    expect(table.routes.find(([pattern]) => pattern === '^/login/?$')).toHaveLength(3);
    expect(() =>
      routeTableOf(
        bundle,
        '/',
        translations,
        new Map(),
        new Map([['_authenticated/gone', header]]),
      ),
    ).toThrow('header of _authenticated/gone: no such page route');
  });
});

describe("the page's frame in index.html", () => {
  const strings = { 'users.title': 'Utilisateurs', 'users.subtitle': 'Tous les <b>comptes</b>.' };

  /**
   * index.html at /apps/users, signed in (unless `signedIn` is false), with the language file's
   * answer `file`; runs the frame script and lets the answer come. Returns the loading screen.
   */
  async function drawAt({
    file = strings as object | null,
    settings = {} as Record<string, string>,
    signedIn = true,
    header = ['users.title', 'users.subtitle'] as readonly [string, string] | null,
  } = {}) {
    document.body.innerHTML = '<div id="root"><div class="app-loading"></div></div>';
    withTable({
      routes: [header ? ['^/apps/users/?$', [], [], null, header] : ['^/apps/users/?$', [], []]],
    });
    window.history.replaceState(null, '', '/apps/users');
    (window as unknown as { bootRoute: number }).bootRoute = 0;
    window.bootTranslationUrl = `${window.location.origin}/locales/fr/pages/core+users.json`;
    window.bootTranslations = new Map([
      [
        window.bootTranslationUrl,
        Promise.resolve(file ? new Response(JSON.stringify(file)) : null),
      ],
    ]);
    if (signedIn) localStorage.setItem('accessToken', 'token');
    for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, value);
    run(PAGE_FRAME);
    // The answer, its body and the script's callbacks: a few turns of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return document.querySelector<HTMLElement>('.app-loading');
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("draws the page's heading from the language file, as text, hidden from assistive technology", async () => {
    const screen = await drawAt({
      settings: { skin: 'dark', menuCollapsed: 'true', uiSettings: '{"navbarType":"static"}' },
    });
    const frame = screen?.querySelector<HTMLElement>('.app-frame');
    expect(screen?.hasAttribute('data-framed')).toBe(true);
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.querySelector('.app-frame__title')?.textContent).toBe('Utilisateurs');
    const subtitle = frame?.querySelector('.app-frame__subtitle bdi');
    expect(subtitle?.textContent).toBe('Tous les <b>comptes</b>.');
    expect(subtitle?.querySelector('b')).toBeNull();
    expect({ ...frame?.dataset }).toEqual({
      navbar: 'static',
      width: 'boxed',
      menu: 'collapsed',
      skin: 'dark',
    });
  });

  it.each([
    ['signed out', { signedIn: false }],
    ['a page without a header', { header: null }],
    ['the horizontal layout', { settings: { uiSettings: '{"layoutType":"horizontal"}' } }],
    ['a hidden navbar', { settings: { uiSettings: '{"navbarType":"hidden"}' } }],
    ['a coloured navbar', { settings: { uiSettings: '{"navbarColor":"brand"}' } }],
    ['settings it cannot read', { settings: { uiSettings: '{nope' } }],
    ['an unknown skin', { settings: { skin: 'neon' } }],
    ['no language file', { file: null }],
    ['a string missing from it', { file: { 'users.title': 'Utilisateurs' } }],
  ])('keeps the loading screen as it is: %s', async (_case, options) => {
    const screen = await drawAt(options);
    expect(screen?.querySelector('.app-frame')).toBeNull();
    expect(screen?.hasAttribute('data-framed')).toBe(false);
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
