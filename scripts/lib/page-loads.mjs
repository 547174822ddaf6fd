// What a browser loads to show a route: every JavaScript and CSS file it fetches from opening
// the URL until the network is quiet, gzipped at level 9 (as a server would send them). Files
// asked for once the page has started its idle preloads (the `idle-preload` performance mark of
// `whenIdle`, src/components/lazy/use-idle-preload.ts: the lazy parts the page may open next)
// are not the page's load and are left out.
import { gzipSync } from 'node:zlib';
import { newContext } from './browser.mjs';

const kindOf = (response) => {
  const type = response.request().resourceType();
  const { pathname } = new URL(response.url());
  if (type === 'script' || /\.m?js$/.test(pathname)) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
};

/**
 * Opens `route.path` (signed in as `route.role`, if any) in a fresh context and returns
 * `{ js, css, files: [{ file, kind, gzip }] }` in bytes. Files are counted once each.
 */
export async function measurePageLoads(browser, baseURL, route) {
  // newContext refuses the live-event stream: it is not part of what a page loads.
  const context = await newContext(browser, baseURL, { role: route.role ?? null });
  const page = await context.newPage();
  const files = new Map();
  const pending = [];
  let preloadsFrom = null;
  page.on('response', (response) => {
    const kind = kindOf(response);
    const { origin, pathname } = new URL(response.url());
    if (!kind || origin !== new URL(baseURL).origin || files.has(pathname)) return;
    files.set(pathname, null);
    const askedAt = response.request().timing().startTime;
    pending.push(
      response.body().then(
        (body) => {
          const gzip = gzipSync(body, { level: 9 }).length;
          files.set(pathname, { file: pathname, kind, gzip, askedAt });
        },
        () => files.delete(pathname), // a redirect or an aborted request has no body
      ),
    );
  });
  try {
    await page.goto(route.path, { waitUntil: 'networkidle', timeout: 60_000 });
    if (route.ready) await page.locator(route.ready).first().waitFor({ timeout: 30_000 });
    // Quiet again after the page showed what it waited for.
    await page.waitForLoadState('networkidle');
    // Bodies noted while waiting may add more: settle until none is left.
    for (let settled = 0; settled < pending.length;) {
      const batch = pending.slice(settled);
      settled = pending.length;
      await Promise.all(batch);
    }
    preloadsFrom = await page.evaluate(() => {
      const [mark] = performance.getEntriesByName('idle-preload');
      return mark ? performance.timeOrigin + mark.startTime : null;
    });
  } finally {
    await context.close();
  }
  const measured = [...files.values()]
    .filter((file) => file && (preloadsFrom === null || file.askedAt < preloadsFrom))
    .map(({ askedAt: _askedAt, ...file }) => file)
    .toSorted((a, b) => b.gzip - a.gzip);
  const sum = (kind) => measured.filter((f) => f.kind === kind).reduce((s, f) => s + f.gzip, 0);
  return { js: sum('js'), css: sum('css'), files: measured };
}
