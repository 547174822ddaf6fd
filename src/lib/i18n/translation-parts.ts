import type { i18n as I18n } from 'i18next';
import type { EarlyRoute } from '@/lib/early/early-requests';

/**
 * The language files by page (docs/performance.md, "Language files by page"). A production build
 * writes each language's strings as parts, `locales/{lng}/{part}.json`: `core` (what every page
 * shows) and one part per other key prefix; and for a page's first load its parts with core in
 * one flat file, `locales/{lng}/pages/core+dataTable+users.json`. index.html carries the table of
 * which parts each page needs (build/translation-parts.ts, build/boot-hints.ts). Each file is an
 * i18next namespace: the page file the app starts with is the default one, the parts loaded
 * later (another page) are looked in as fallbacks, so no `t()` call names a namespace. In
 * development and in tests there is no table: the one namespace `core` is the whole file,
 * `locales/{lng}.json`.
 */
export const CORE_PART = 'core';

/** The id of the JSON in the built index.html that lists each page's files and parts. */
export const ROUTE_TABLE_ID = 'route-table';

/** A page's heading and the sentence under it, as translation keys (its `PageHeader`'s). */
export type PageHeaderKeys = readonly [title: string, subtitle: string];

export interface RouteTable {
  base: string;
  files: string[];
  /** Every part but `core`. */
  parts: string[];
  /**
   * A page's path pattern, its files (indexes in `files`), its parts (indexes in `parts`) and,
   * where it has them, the API requests its plain URL asks for first with what its route's guard
   * checks (build/first-requests.ts; index.html's early script starts them; null where a header
   * follows) and, where its first paint is drawn from the HTML, its header's keys
   * (src/app/page-headers.ts).
   */
  routes: [
    pattern: string,
    files: number[],
    parts: number[],
    early?: EarlyRoute | null,
    header?: PageHeaderKeys,
  ][];
}

const PAGE_FILES = 'pages/';

/** A page's first-load file, as a namespace: `pages/core+dataTable+users`. */
export function pageFileName(parts: readonly string[]): string {
  return `${PAGE_FILES}${[CORE_PART, ...parts].join('+')}`;
}

let table: RouteTable | null | undefined;

/** The built index.html's table, or null (development, tests). Read once. */
export function routeTable(): RouteTable | null {
  if (table === undefined) {
    const text = document.getElementById(ROUTE_TABLE_ID)?.textContent;
    table = text ? (JSON.parse(text) as RouteTable) : null;
  }
  return table;
}

/** For tests: forget the table read, so the next `routeTable()` reads the page again. */
export function forgetRouteTable(): void {
  table = undefined;
}

/** The table's entry for the page at `pathname`, if it has one. */
export function routeEntryFor(
  pathname: string,
  from: RouteTable,
): RouteTable['routes'][number] | undefined {
  const path = `/${pathname.slice(from.base.length)}`;
  return from.routes.find(([pattern]) => new RegExp(pattern).test(path));
}

/** The parts the page at `pathname` needs beyond `core` (none without a table). */
export function translationPartsFor(pathname: string, from = routeTable()): string[] {
  if (!from) return [];
  return (routeEntryFor(pathname, from)?.[2] ?? []).flatMap((index) => from.parts[index] ?? []);
}

/**
 * The namespace i18next starts with, the ones it may look in later, and where its HTTP backend
 * finds them: the opened page's file (what index.html preloaded) in a build, else the whole file.
 */
export function translationFiles(base: string, pathname: string, from = routeTable()) {
  const locales = `${window.location.origin}${base}locales/{{lng}}`;
  if (!from) return { start: CORE_PART, later: [], loadPath: `${locales}.json` };
  return {
    start: pageFileName(translationPartsFor(pathname, from)),
    later: from.parts,
    loadPath: `${locales}/{{ns}}.json`,
  };
}

/**
 * Loads the strings the page at `pathname` needs that the instance has not (its start file's
 * parts and those loaded since), in the language and in the fallback, before the page renders
 * (the root route's `beforeLoad`, on a visit and on intent). Nothing to wait for (no promise)
 * when it has them all, which is every navigation within an app. A part that fails to load leaves
 * its keys to English, as a whole language file does.
 */
export function loadTranslationsFor(pathname: string, instance: I18n): Promise<void> | undefined {
  const start = String(instance.options.defaultNS);
  const inStart = start.startsWith(PAGE_FILES) ? start.slice(PAGE_FILES.length).split('+') : [];
  const missing = translationPartsFor(pathname).filter(
    (part) => !inStart.includes(part) && !instance.hasLoadedNamespace(part),
  );
  return missing.length > 0 ? instance.loadNamespaces(missing) : undefined;
}
