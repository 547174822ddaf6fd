import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { reachable } from './graph.ts';
import { routeChunksOf, type TranslationParts } from './translation-parts.ts';
import { fallbackLanguage, languageCodes } from '../src/lib/i18n/languages.ts';
import {
  CORE_PART,
  ROUTE_TABLE_ID,
  type PageHeaderKeys,
  type RouteTable,
} from '../src/lib/i18n/translation-parts.ts';
import type { EarlyRoute } from '../src/lib/early/early-requests.ts';
import { pageHeaders } from '../src/app/page-headers.ts';

/**
 * What the built index.html tells the browser before any module runs (docs/performance.md,
 * "Boot"):
 *
 * 1. The language files are asked for at once, in parallel with the scripts, instead of after the
 *    framework has loaded and i18next has picked the language: a small script picks it the way
 *    i18next's detector will (the `lng` query parameter, the `i18next` cookie, local then session
 *    storage, the browser's languages), finds the opened page in the route table (`#route-table`,
 *    which the app reads too: src/lib/i18n/translation-parts.ts) and fetches the page's strings
 *    in that language and in the fallback, which i18next loads too (one file each:
 *    build/translation-parts.ts). The answers wait in `window.bootTranslations` for i18next's
 *    backend, which takes each once (src/lib/i18n/boot-translations.ts), and the frame of point 6
 *    reads its header from the first.
 * 2. The scripts load at low priority: the stylesheets and the loading screen come first, so the
 *    screen paints while the scripts download instead of after them on a slow link.
 * 3. The opened page's chunks (its route's and its layout's, with what they import) are asked
 *    for with the entry's instead of once the router has started: a script at the end of the
 *    body preloads the files the table lists for the page the language script found.
 * 4. The favicon (public/logo.svg) is written into the page as a data URL: as a file, it was one
 *    more request among the page's first, and on a slow link each costs a round trip.
 * 5. When a session is stored, the early script (`early`, src/lib/early/early-entry.ts) is asked
 *    for beside config.json: it starts the opened page's first API requests, which the table
 *    lists with the page's feature, subject and action (`EarlyRoute`: build/first-requests.ts),
 *    before the framework has loaded, when config.json serves the feature and the stored rules
 *    grant the action plainly; the app's HTTP client adopts their answers
 *    (src/lib/http/early-answers.ts). A signed-out visitor does not download it.
 * 6. The page's frame: on a page the table gives a header (src/app/page-headers.ts), with a session
 *    stored and layout settings the frame can draw, a script at the end of the body turns the
 *    loading screen into the page's frame (the navbar's and the sidebar's surfaces, the page's
 *    heading and the sentence under it, from the language file of point 1) as soon as that file
 *    has come, before the app's code has run. index.html styles it where the layout will put them
 *    (`.app-frame`); the signed-in layout keeps the heading in place until the page's own renders
 *    (`FirstPageHeader`). It is hidden from assistive technology: the loading screen's live
 *    region still speaks.
 */
const LANGUAGE_PRELOAD = '<!-- boot-hints: language preload -->';

const FAVICON = /<link rel="icon" type="image\/svg\+xml" href="[^"]*logo\.svg" \/>/;

/** The early script's entry name (vite.config.ts's `input`). */
export const EARLY_ENTRY = 'early';

export function bootHints(
  parts: () => TranslationParts,
  firstRequests: (() => Promise<ReadonlyMap<string, EarlyRoute>>) | null = null,
): Plugin {
  let base = '/';
  let publicDir = '';
  let requests: Promise<ReadonlyMap<string, EarlyRoute>> = Promise.resolve(new Map());
  return {
    name: 'boot-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      publicDir = config.publicDir;
    },
    // Read while the bundle is made (Node loads the app's fetchers: several seconds).
    buildStart() {
      if (firstRequests) requests = firstRequests();
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle, path }) {
        // The dashboard's page only: the API reference page (api-reference.html) loads no
        // language file and has no routes.
        if (!/(^|\/)index\.html$/.test(path)) return html;
        const withLowPriority = html
          .replaceAll(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          );
        if (!withLowPriority.includes(LANGUAGE_PRELOAD)) {
          throw new Error(`index.html has no ${LANGUAGE_PRELOAD} line`);
        }
        if (!FAVICON.test(withLowPriority)) throw new Error('index.html has no logo.svg favicon');
        const withFavicon = withLowPriority.replace(
          FAVICON,
          `<link rel="icon" type="image/svg+xml" href="${svgDataUrl(readFileSync(join(publicDir, 'logo.svg'), 'utf8'))}" />`,
        );
        // The route table comes before the language script, which finds the page in it; both
        // before any stylesheet (an inline script after one waits for it). The page's chunks are
        // asked for at the end of the body: earlier, they delayed the loading screen's paint.
        const table = bundle
          ? JSON.stringify(
              routeTableOf(bundle, base, parts(), await requests, pageHeaders),
            ).replaceAll('<', '\\u003c')
          : null;
        const early = bundle
          ? Object.values(bundle).find(
              (output) => output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY,
            )
          : undefined;
        const head = [
          ...(table
            ? [`<script type="application/json" id="${ROUTE_TABLE_ID}">${table}</script>`]
            : []),
          `<script>\n${languagePreload(base)}\n</script>`,
          ...(table && early ? [`<script>\n${earlyLoader(base + early.fileName)}\n</script>`] : []),
        ];
        const withHints = withFavicon.replace(LANGUAGE_PRELOAD, head.join('\n'));
        if (!table) return withHints;
        return {
          html: withHints,
          tags: [
            { tag: 'script', children: ROUTE_PRELOAD, injectTo: 'body' },
            { tag: 'script', children: PAGE_FRAME, injectTo: 'body' },
          ],
        };
      },
    },
  };
}

/** An SVG as a `data:` URL for an attribute: its whitespace collapsed, the rest percent-encoded. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s+/g, ' ').trim())}`;
}

/**
 * The inline script of point 1 (plain ES5: it runs before anything else). It finds the page in
 * the route table (when the build wrote one) and preloads its language file, `core` and its
 * parts in one (build/translation-parts.ts); the page's index in the table is left in
 * `window.bootRoute` for the script of point 3.
 */
export function languagePreload(base: string): string {
  const settings = JSON.stringify({
    supported: languageCodes,
    fallback: fallbackLanguage,
    base,
    core: CORE_PART,
    table: ROUTE_TABLE_ID,
  });
  return `(function (s) {
  try {
    var pick = function (tag) {
      var code = String(tag || '').toLowerCase().split('-')[0];
      return s.supported.indexOf(code) >= 0 ? code : null;
    };
    var cookie = document.cookie.match(/(?:^|; )i18next=([^;]*)/);
    var found = [new URLSearchParams(location.search).get('lng'), cookie && decodeURIComponent(cookie[1]),
      localStorage.getItem('i18nextLng'), sessionStorage.getItem('i18nextLng')].concat(navigator.languages || [])
      .map(pick).filter(Boolean)[0] || s.fallback;
    var element = document.getElementById(s.table);
    var t = element ? JSON.parse(element.textContent) : { routes: [], parts: [] };
    var path = '/' + location.pathname.slice(s.base.length);
    window.bootRoute = -1;
    for (var i = 0; i < t.routes.length; i++) {
      if (new RegExp(t.routes[i][0]).test(path)) { window.bootRoute = i; break; }
    }
    var parts = window.bootRoute < 0 ? [] : t.routes[window.bootRoute][2];
    var file = [s.core].concat(parts.map(function (n) { return t.parts[n]; })).join('+');
    window.bootTranslations = new Map();
    (found === s.fallback ? [found] : [found, s.fallback]).forEach(function (code, i) {
      var url = new URL(s.base + 'locales/' + code + '/pages/' + file + '.json', location.href).href;
      if (i === 0) window.bootTranslationUrl = url;
      window.bootTranslations.set(url, fetch(url, { credentials: 'same-origin' }).catch(function () {
        return null;
      }));
    });
  } catch (e) {}
})(${settings});`;
}

/**
 * The inline script of point 5: asks for the early script when it has something to start: a
 * session is stored (the app's `accessToken`) and the page the language script found lists first
 * requests for its plain URL. Other pages, and a signed-out visitor, do not download it.
 */
export function earlyLoader(src: string): string {
  return `try {
  var early = window.bootRoute >= 0 && !location.search && localStorage.getItem('accessToken') &&
    JSON.parse(document.getElementById('${ROUTE_TABLE_ID}').textContent).routes[window.bootRoute][3];
  if (early) {
    early = document.createElement('script');
    early.type = 'module';
    early.src = ${JSON.stringify(src)};
    early.setAttribute('fetchpriority', 'high');
    document.head.appendChild(early);
  }
} catch (e) {}`;
}

/** A route file's path under src/routes (`_authenticated/apps/users/$userId`) as a pattern. */
export function routePattern(file: string): string {
  const segments = file
    .split(/[/.]/)
    .filter((segment) => !/^[(_]/.test(segment) && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment));
  return `^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`;
}

/**
 * The table of point 3: for each page route, its pattern, the files it loads beyond what
 * index.html loads (indexes in `files`), its language parts beyond `core` (in `parts`), for
 * point 5 its first requests with what its route's guard checks (`EarlyRoute`), and for point 6
 * its header's keys.
 */
export function routeTableOf(
  bundle: OutputBundle,
  base: string,
  translations: TranslationParts,
  requests: ReadonlyMap<string, EarlyRoute> = new Map(),
  headers: ReadonlyMap<string, PageHeaderKeys> = new Map(),
): RouteTable {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const closure = (starts: string[]) =>
    reachable(starts, (fileName) => chunks.get(fileName)?.imports);
  const loadedByHtml = closure(
    [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const routeChunks = routeChunksOf(bundle);
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const parts = [...new Set([...translations.routes.values()].flat())].toSorted();
  const routes: RouteTable['routes'] = [];
  for (const route of routeChunks.keys()) {
    const isLayout = [...routeChunks.keys()].some((other) => other.startsWith(`${route}/`));
    if (isLayout) continue;
    const withLayouts = [...routeChunks].filter(
      ([other]) => route === other || route.startsWith(`${other}/`),
    );
    const js = [...closure(withLayouts.map(([, chunk]) => chunk.fileName))].filter(
      (f) => !loadedByHtml.has(f),
    );
    const css = js.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]);
    const indexes = [...js, ...new Set(css)].map((fileName) => {
      const known = indexOf.get(fileName);
      if (known !== undefined) return known;
      const index = files.push(fileName) - 1;
      indexOf.set(fileName, index);
      return index;
    });
    const ownParts = withLayouts.flatMap(([other]) => translations.routes.get(other) ?? []);
    const entry: RouteTable['routes'][number] = [
      routePattern(route),
      indexes,
      [...new Set(ownParts)].map((part) => parts.indexOf(part)),
    ];
    const first = requests.get(route);
    const header = headers.get(route);
    if (first || header) entry.push(first ?? null);
    if (header) entry.push(header);
    routes.push(entry);
  }
  for (const [what, routesNamed] of [
    ['first requests', requests],
    ['header', headers],
  ] as const) {
    for (const route of routesNamed.keys()) {
      if (!routeChunks.has(route)) throw new Error(`${what} of ${route}: no such page route`);
    }
  }
  return { base, files, parts, routes };
}

/** The script of point 3: preloads the files of the page the language script found. */
export const ROUTE_PRELOAD = `(function (t, i) {
  if (!(i >= 0)) return;
  t.routes[i][1].forEach(function (n) {
    var file = t.files[n], link = document.createElement('link');
    link.rel = /\\.css$/.test(file) ? 'preload' : 'modulepreload';
    if (link.rel === 'preload') link.setAttribute('as', 'style');
    link.setAttribute('crossorigin', '');
    link.href = t.base + file;
    document.head.appendChild(link);
  });
})(JSON.parse(document.getElementById('${ROUTE_TABLE_ID}').textContent), window.bootRoute);
`;

/**
 * The script of point 6 (plain ES5). It draws only what the signed-in layout will draw in the same
 * place: the vertical layout (the sidebar open, collapsed or hidden) with a floating, sticky or
 * static navbar in the default colour, boxed or full width, in any skin and direction (index.html's
 * first script has set them). Any other settings, no session stored, a page without a header, a
 * missing string or an app already rendered: the loading screen stays as it is.
 */
export const PAGE_FRAME = `(function (t, i) {
  try {
    var header = i >= 0 ? t.routes[i][4] : null;
    var screen = document.querySelector('#root > .app-loading');
    var answer = window.bootTranslations && window.bootTranslations.get(window.bootTranslationUrl);
    if (!header || !screen || !answer || !localStorage.getItem('accessToken')) return;
    var stored = JSON.parse(localStorage.getItem('uiSettings') || '{}') || {};
    var setting = function (name, fallback) { return stored[name] === undefined ? fallback : stored[name]; };
    var navbar = setting('navbarType', 'floating');
    var width = setting('contentWidth', 'boxed');
    var skin = String(localStorage.getItem('skin') || 'light').replace(/"/g, '');
    if (setting('layoutType', 'vertical') !== 'vertical' || setting('navbarColor', 'white') !== 'white' ||
      ['floating', 'sticky', 'static'].indexOf(navbar) < 0 || ['boxed', 'full'].indexOf(width) < 0 ||
      ['light', 'bordered', 'dark', 'semi-dark'].indexOf(skin) < 0) return;
    var menu = setting('menuHidden', false) === true ? 'hidden'
      : /^"?true"?$/.test(localStorage.getItem('menuCollapsed') || '') ? 'collapsed' : 'open';
    answer.then(function (response) {
      return response && response.ok ? response.clone().json() : null;
    }).then(function (strings) {
      var title = strings && strings[header[0]];
      var subtitle = strings && strings[header[1]];
      if (typeof title !== 'string' || typeof subtitle !== 'string' || !screen.isConnected) return;
      var part = function (parent, name, tag) {
        var element = document.createElement(tag || 'div');
        if (name) element.className = 'app-frame__' + name;
        parent.appendChild(element);
        return element;
      };
      var frame = document.createElement('div');
      frame.className = 'app-frame';
      frame.setAttribute('aria-hidden', 'true');
      frame.dataset.navbar = navbar;
      frame.dataset.width = width;
      frame.dataset.menu = menu;
      frame.dataset.skin = skin;
      part(frame, 'sidebar');
      var body = part(frame, 'body');
      part(body, 'navbar');
      var content = part(body, 'content');
      part(content, 'title').textContent = title;
      part(part(content, 'subtitle'), '', 'bdi').textContent = subtitle;
      screen.appendChild(frame);
      screen.setAttribute('data-framed', '');
    }).catch(function () {});
  } catch (e) {}
})(JSON.parse(document.getElementById('${ROUTE_TABLE_ID}').textContent), window.bootRoute);
`;
