import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { reachable } from './graph.ts';
import { CORE_PART, pageFileName } from '../src/lib/i18n/translation-parts.ts';
import { languageCodes } from '../src/lib/i18n/languages.ts';

/**
 * The language files split by page (docs/performance.md, "Language files by page"). The four
 * flat files in `public/locales/` stay the source (and are still served whole); the build writes
 * beside them one part per key prefix, `locales/{lng}/{part}.json` (`users`, `ecommerce`, …), and
 * for a page's first load one flat file of its parts with `core` (the key groups the entry and the
 * signed-in layout quote, with what they load later): `locales/{lng}/pages/core+users.json`.
 * Which parts a page needs is read from its code: the key groups quoted in the files its route
 * loads, at once or later. index.html's route table lists them (build/boot-hints.ts) and the root
 * route loads them before a page renders (src/lib/i18n/translation-parts.ts).
 */

/**
 * Key groups the API answers with, shown by whatever page made the request (the mock's error
 * bodies and field errors): always in the core part, whether or not the layout's code quotes them.
 */
const ANSWERED_BY_THE_API = ['validation', 'errors', 'auth.errors', 'mockApi.errors'];

const ENTRY = /[\\/]src[\\/]main\.tsx$/;

type Dictionary = Record<string, string>;

/**
 * The key groups of the core part (`quotedGroups`), and each route's other parts (by its file
 * under src/routes).
 */
export interface TranslationParts {
  core: Set<string>;
  routes: Map<string, string[]>;
}

/** A key's prefix: what comes before its first dot (`users` for `users.list.title`). */
export function prefixOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/**
 * The key groups `code` quotes: `users.list` for a quoted `'users.list.title'` or
 * `` `users.list.${column}` ``, the whole prefix `users` for `'users.' + name` (a key built from
 * its first dot on). Only the prefixes of `known` count.
 */
export function quotedGroups(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/["'`]([A-Za-z]\w*)\.([A-Za-z]\w*)?/g)) {
    const [, prefix, second] = match;
    if (prefix === undefined || !known.has(prefix)) continue;
    found.add(second === undefined ? prefix : `${prefix}.${second}`);
  }
  return found;
}

/**
 * Whether `key` belongs to one of `groups` (a prefix, or a prefix and its second segment). A
 * plural or context suffix is not part of the segment: `notifications.bell_one` is in the group
 * of the quoted `notifications.bell`.
 */
export function inGroups(key: string, groups: ReadonlySet<string>): boolean {
  const [prefix = '', second] = key.split('.', 2);
  if (groups.has(prefix)) return true;
  return second !== undefined && groups.has(`${prefix}.${second.replace(/_.*$/, '')}`);
}

/**
 * Splits a flat dictionary into parts: the keys of the core groups in `core`, every other key
 * in the part named by its prefix.
 */
export function splitDictionary(
  dictionary: Dictionary,
  core: ReadonlySet<string>,
): Map<string, Dictionary> {
  const parts = new Map<string, Dictionary>();
  for (const [key, value] of Object.entries(dictionary)) {
    const part = inGroups(key, core) ? CORE_PART : prefixOf(key);
    const strings = parts.get(part) ?? {};
    strings[key] = value;
    parts.set(part, strings);
  }
  return parts;
}

const ROUTE_SPLIT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=(.*)$/;

/**
 * The route modules the router loads apart (`?tsr-split=component---loader`, a route's
 * `errorComponent` and the like) in each chunk, by their file under src/routes
 * (`_authenticated/apps/users/index`) and what they hold. Most are a chunk of their own; the
 * signed-in layout's is in the shell (build/route-chunks.ts).
 */
function splitModulesOf(bundle: OutputBundle): [route: string, split: string, OutputChunk][] {
  const found: [string, string, OutputChunk][] = [];
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    for (const id of output.moduleIds) {
      const [, route, split] = id.match(ROUTE_SPLIT) ?? [];
      if (route && split) found.push([route.replaceAll('\\', '/'), split, output]);
    }
  }
  return found;
}

/** A route's page chunk, by its file under src/routes (`_authenticated/apps/users/index`). */
export function routeChunksOf(bundle: OutputBundle): Map<string, OutputChunk> {
  const routes = new Map<string, OutputChunk>();
  for (const [route, split, chunk] of splitModulesOf(bundle)) {
    if (split.includes('component')) routes.set(route, chunk);
  }
  return routes;
}

/**
 * Every chunk the router loads for a route, by its file under src/routes: its page and loader,
 * and its error, not-found and pending components where it has its own.
 */
function splitChunksOf(bundle: OutputBundle): Map<string, string[]> {
  const routes = new Map<string, Set<string>>();
  for (const [route, , chunk] of splitModulesOf(bundle)) {
    routes.set(route, (routes.get(route) ?? new Set()).add(chunk.fileName));
  }
  return new Map([...routes].map(([route, files]) => [route, [...files]]));
}

/**
 * Which translation parts each route needs: `core` for what every page loads, then for each
 * route (by its file under src/routes) the parts its own chunks quote, with everything they
 * import at once or later, other routes' chunks excepted.
 */
export function partsByRoute(
  bundle: OutputBundle,
  prefixes: ReadonlySet<string>,
): TranslationParts {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const routeChunks = splitChunksOf(bundle);
  const routeFiles = new Set([...routeChunks.values()].flat());
  const quotedFrom = (starts: string[]) => {
    const files = reachable(
      starts,
      (fileName) => {
        const chunk = chunks.get(fileName);
        return chunk ? [...chunk.imports, ...chunk.dynamicImports] : [];
      },
      (fileName) => routeFiles.has(fileName) && !starts.includes(fileName),
    );
    const found = new Set<string>();
    for (const file of files) {
      for (const group of quotedGroups(chunks.get(file)?.code ?? '', prefixes)) found.add(group);
    }
    return found;
  };
  const layouts = [...routeChunks].filter(([route]) =>
    [...routeChunks.keys()].some((other) => other.startsWith(`${route}/`)),
  );
  // The dashboard's entry (the API reference page is an entry of its own, with none of its keys).
  const entries = [...chunks.values()].filter(
    (chunk) => chunk.isEntry && ENTRY.test(chunk.facadeModuleId ?? ''),
  );
  const core = quotedFrom([
    ...entries.map((chunk) => chunk.fileName),
    ...layouts.flatMap(([, files]) => files),
  ]);
  for (const group of ANSWERED_BY_THE_API) core.add(group);
  // A route needs the part of every prefix it quotes a group of that is not all in core.
  const routes = new Map<string, string[]>();
  for (const [route, files] of routeChunks) {
    const own = [...quotedFrom(files)].filter((group) => !inGroups(group, core)).map(prefixOf);
    routes.set(route, [...new Set(own)].toSorted());
  }
  return { core, routes };
}

/**
 * The build side: reads the four dictionaries, and once the bundle is known writes each
 * language's parts. `partsByRoute` results are kept for build/boot-hints.ts, which runs after.
 */
export function translationParts(): Plugin & { parts: () => TranslationParts } {
  let root = process.cwd();
  let found: TranslationParts | undefined;
  return {
    name: 'translation-parts',
    apply: 'build',
    // Before Vite's HTML plugin, whose index.html transform (build/boot-hints.ts) reads the parts.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const dictionaries = new Map(
        languageCodes.map((code) => [
          code,
          JSON.parse(
            readFileSync(path.join(root, 'public', 'locales', `${code}.json`), 'utf8'),
          ) as Dictionary,
        ]),
      );
      const prefixes = new Set(Object.keys(dictionaries.get('en') ?? {}).map(prefixOf));
      found = partsByRoute(bundle, prefixes);
      const pageSets = new Map(
        [[], ...found.routes.values()].map((parts) => [pageFileName(parts), parts]),
      );
      for (const [code, dictionary] of dictionaries) {
        const parts = splitDictionary(dictionary, found.core);
        // A later page's parts; core comes with the first page's file.
        for (const [part, strings] of parts) {
          if (part === CORE_PART) continue;
          this.emitFile({
            type: 'asset',
            fileName: `locales/${code}/${part}.json`,
            source: JSON.stringify(strings),
          });
        }
        // What a page's first load asks for: its parts with core, one file (one round trip).
        for (const [name, pageParts] of pageSets) {
          const merged = Object.assign({}, ...[CORE_PART, ...pageParts].map((p) => parts.get(p)));
          this.emitFile({
            type: 'asset',
            fileName: `locales/${code}/${name}.json`,
            source: JSON.stringify(merged),
          });
        }
      }
    },
    parts() {
      if (!found) throw new Error('translation parts asked for before the bundle was written');
      return found;
    },
  };
}
