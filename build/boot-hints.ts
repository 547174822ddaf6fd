import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { reachable } from './graph.ts';
import { fallbackLanguage, languageCodes } from '../src/lib/i18n/languages.ts';

/**
 * What the built index.html tells the browser before any module runs (docs/performance.md,
 * "Boot"):
 *
 * 1. The language files are asked for at once, in parallel with the scripts, instead of after the
 *    framework has loaded and i18next has picked the language: a small script picks it the way
 *    i18next's detector will (the `lng` query parameter, the `i18next` cookie, local then session
 *    storage, the browser's languages) and preloads that file and the fallback's, which i18next
 *    loads too.
 * 2. The scripts load at low priority: the stylesheets and the loading screen come first, so the
 *    screen paints while the scripts download instead of after them on a slow link.
 * 3. The opened page's chunks (its route's and its layout's, with what they import) are asked
 *    for with the entry's instead of once the router has started: a script at the end of the
 *    body finds the route of `location.pathname` in a table made from the bundle.
 */
const LANGUAGE_PRELOAD = '<!-- boot-hints: language preload -->';

export function bootHints(): Plugin {
  let base = '/';
  return {
    name: 'boot-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
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
        const withLanguage = withLowPriority.replace(
          LANGUAGE_PRELOAD,
          `<script>\n${languagePreload(base)}\n</script>`,
        );
        if (!bundle) return withLanguage;
        return {
          html: withLanguage,
          tags: [{ tag: 'script', children: routePreload(bundle, base), injectTo: 'body' }],
        };
      },
    },
  };
}

/** The inline script of point 1 (plain ES5: it runs before anything else). */
export function languagePreload(base: string): string {
  const settings = JSON.stringify({ supported: languageCodes, fallback: fallbackLanguage, base });
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
    (found === s.fallback ? [found] : [found, s.fallback]).forEach(function (code) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'fetch');
      link.setAttribute('crossorigin', 'anonymous');
      link.href = s.base + 'locales/' + code + '.json';
      document.head.appendChild(link);
    });
  } catch (e) {}
})(${settings});`;
}

/** A route file's path under src/routes (`_authenticated/apps/users/$userId`) as a pattern. */
export function routePattern(file: string): string {
  const segments = file
    .split(/[/.]/)
    .filter((segment) => !/^[(_]/.test(segment) && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment));
  return `^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`;
}

/** The script of point 3: `[pattern, file indexes]` per page route, and the file names. */
export function routePreload(bundle: OutputBundle, base: string): string {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const closure = (starts: string[]) =>
    reachable(starts, (fileName) => chunks.get(fileName)?.imports);
  const loadedByHtml = closure(
    [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const routeChunks = new Map<string, OutputChunk>();
  for (const chunk of chunks.values()) {
    const route = chunk.facadeModuleId?.match(
      /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=.*component/,
    );
    if (route?.[1]) routeChunks.set(route[1].replaceAll('\\', '/'), chunk);
  }
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const routes: [string, number[]][] = [];
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
    routes.push([routePattern(route), indexes]);
  }
  const table = JSON.stringify({ base, files, routes });
  return `(function (t) {
  var path = '/' + location.pathname.slice(t.base.length);
  for (var i = 0; i < t.routes.length; i++) {
    if (!new RegExp(t.routes[i][0]).test(path)) continue;
    t.routes[i][1].forEach(function (n) {
      var file = t.files[n], link = document.createElement('link');
      link.rel = /\\.css$/.test(file) ? 'preload' : 'modulepreload';
      if (link.rel === 'preload') link.setAttribute('as', 'style');
      link.setAttribute('crossorigin', '');
      link.href = t.base + file;
      document.head.appendChild(link);
    });
    return;
  }
})(${table});`;
}
