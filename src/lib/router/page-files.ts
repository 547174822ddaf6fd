import { routeEntryFor, routeTable } from '@/lib/i18n/translation-parts';

/**
 * Asks for the code of the page at `pathname` (its chunks and what they import, as the built
 * index.html's route table lists them) in parallel, before the router imports the page's chunk:
 * the root route's `beforeLoad` calls it on every navigation and on intent. The bundler's own
 * list of each lazy route's files is left out of the entry, which every page loads, the sign-in
 * page too (vite.config.ts, `modulePreload`); index.html does the same for the page opened first
 * (build/boot-hints.ts). Stylesheets are left to the bundler, which inserts them with the chunk.
 * Nothing happens without a table (development, tests).
 */
export function preloadPageFiles(pathname: string, from = routeTable()): void {
  if (!from) return;
  for (const index of routeEntryFor(pathname, from)?.[1] ?? []) {
    const file = from.files[index];
    if (!file || file.endsWith('.css')) continue;
    const href = `${from.base}${file}`;
    if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
