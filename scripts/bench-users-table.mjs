// List rendering benchmark, on the 10,000-user seed (`POST /__mock/reset {seed:'large'}`):
//
// 1. Users table: from the list API's answer arriving in the page to the new rows PAINTED (the
//    frame after the DOM change: requestAnimationFrame, then the task that follows the paint),
//    for a page change, at 10, 25, 50 and 100 rows a page. Budget: 10 rows ≤ 30 ms, 100 rows
//    ≤ 100 ms (issue 19).
// 2. List search: from one keypress in the search box to the filtered rows painted, mock latency
//    0, debounce included, on the users and permissions lists. Budget: ≤ 350 ms.
// 3. Loads: the longest task (Long Animation Frames API, `long-animation-frame` entries' blocking
//    script time, and `longtask` entries) while the users, permissions, todo and dashboard pages
//    load, until the network is quiet. Budget: no task over 200 ms.
//
//   node scripts/bench-users-table.mjs [--url http://localhost:4173] [--dist dist] [--port 4183]
//                                      [--runs 10] [--per-page 10,25,50,100] [--only table,search,load]
//
// 4. `--only datatables` (not in the default run): the data-tables page, answer → rows painted,
//    paged at 10 and 100 rows and virtualized (all 10,000 rows, then searches).
//
// With --url, a running server is used (vite preview or npm start); otherwise `vite preview`
// serves --dist on --port (build first: `npm run build`). Node built-ins and Playwright only
// (scripts/lib/browser.mjs).
// `npm run bench` (scripts/bench.mjs) imports `benchUsersTable`, `benchListSearch` and `benchPageLoads`: each returns
// its figures (ms) and the budget beside them; render timings are reported, not asserted.
import { pathToFileURL } from 'node:url';
import { launchBrowser, newContext, startPreview } from './lib/browser.mjs';
import { stats } from './lib/stats.mjs';
import { asNumbers, asWords, parseBenchOptions } from './lib/bench-options.mjs';

/** Issue 19's render budgets (ms). */
export const renderBudgets = {
  rows: { 10: 30, 100: 100 },
  searchKeypress: 350,
  longestTaskOnLoad: 200,
};

function parseArgs(argv) {
  return parseBenchOptions(
    argv,
    {
      url: null,
      dist: 'dist',
      port: 4183,
      runs: 10,
      perPage: [10, 25, 50, 100],
      only: ['table', 'search', 'load'],
    },
    {
      '--per-page': ['perPage', asNumbers],
      '--only': ['only', asWords],
    },
  );
}

/** A context with a database of its own (the large seed) and the admin signed in. */
async function signedInContext(browser, url) {
  const context = await newContext(browser, url, {
    role: 'admin',
    seed: 'large',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(recordListAnswers);
  return context;
}

/**
 * Runs in the page before the app: notes when each list answer arrives, so the measurement can
 * wait for exactly those rows; and keeps the long animation frames and long tasks.
 */
function recordListAnswers() {
  const original = window.fetch.bind(window);
  window.listBench = { answeredAt: 0, clickedAt: 0, path: null, frames: [], tasks: [] };
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (window.listBench.path && url.includes(window.listBench.path)) {
      window.listBench.answeredAt = performance.now();
    }
    return response;
  };
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- This function runs in the page: it cannot use the module's scope.
  const keep = (type, list) => {
    try {
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) list.push(entry);
      }).observe({ type, buffered: true });
    } catch {
      // An older browser without the entry type: that figure stays empty.
    }
  };
  keep('long-animation-frame', window.listBench.frames);
  keep('longtask', window.listBench.tasks);
}

/**
 * In the page: resolves when `done()` holds after a DOM change in the table, at the next painted
 * frame (requestAnimationFrame, then a task: it runs once the frame is painted), with the time
 * from the recorded answer (or from `since`) in ms.
 */
function waitForPaint({ tableName, expected, since, timeout = 10_000 }) {
  return new Promise((resolve, reject) => {
    const table = [...document.querySelectorAll('table')].find(
      (candidate) => candidate.querySelector('caption')?.textContent === tableName,
    );
    if (!table) {
      reject(new Error(`no table ${tableName}`));
      return;
    }
    const firstName = () => table.querySelector('tbody th[scope="row"]')?.textContent ?? '';
    const rowCount = () => table.querySelectorAll('tbody th[scope="row"]').length;
    const matches = () =>
      table.getAttribute('aria-busy') !== 'true' &&
      rowCount() === expected.rows &&
      (expected.notFirst === undefined || firstName() !== expected.notFirst) &&
      (expected.firstIncludes === undefined ||
        firstName().toLowerCase().includes(expected.firstIncludes));
    let timer;
    const check = () => {
      if (!matches()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => {
        setTimeout(() => {
          const start =
            since ?? Math.max(window.listBench.answeredAt, window.listBench.clickedAt ?? 0);
          resolve(performance.now() - start);
        }, 0);
      });
    };
    const observer = new MutationObserver(check);
    observer.observe(table, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${tableName}: rows did not change within ${timeout} ms`));
    }, timeout);
  });
}

const round = (value) => Math.round(value * 10) / 10;

async function withServer(options, work) {
  const server = await startPreview(options);
  const browser = options.browser ?? (await launchBrowser());
  try {
    return await work(browser, server.url);
  } finally {
    if (!options.browser) await browser.close();
    server.stop();
  }
}

/**
 * Users table: answer → rows painted, for a page change (each run a page not seen before, so
 * every measured view is a network answer), at each page size.
 * Returns [{ perPage, median, p95, min, max, runs, budget }].
 */
export async function benchUsersTable({
  url = null,
  dist = 'dist',
  port = 4183,
  runs = 10,
  perPage = [10, 25, 50, 100],
  browser = undefined,
} = {}) {
  return withServer({ url, dist, port, browser }, async (launched, baseUrl) => {
    const context = await signedInContext(launched, baseUrl);
    const results = [];
    try {
      const page = await context.newPage();
      const tableName = 'List of users';
      for (const size of perPage) {
        await page.goto(`/apps/users?perPage=${size}`);
        const table = page.getByRole('table', { name: tableName });
        await table
          .getByRole('rowheader')
          .nth(size - 1)
          .waitFor();
        const samples = [];
        for (let run = 0; run < runs + 1; run += 1) {
          const first = await table.getByRole('rowheader').first().textContent();
          // The next page's answer only (the list prefetches the one after it too), and the
          // click: a page prefetched before it has no answer to wait for, so its rows are
          // timed from the click.
          await page.evaluate(() => {
            const shown = Number(new URL(window.location.href).searchParams.get('page') ?? 1);
            window.listBench.path = `/api/users/list/data?page=${shown + 1}&`;
            window.listBench.answeredAt = 0;
            window.listBench.clickedAt = 0;
            document.addEventListener(
              'click',
              () => {
                window.listBench.clickedAt = performance.now();
              },
              { capture: true, once: true },
            );
          });
          const painted = page.evaluate(waitForPaint, {
            tableName,
            expected: { rows: size, notFirst: first },
          });
          painted.catch(() => {});
          await page.getByRole('button', { name: 'Next page' }).click();
          const ms = await painted;
          // The first view of each size warms the code paths (JIT): not counted.
          if (run > 0) samples.push(ms);
        }
        const figures = stats(samples);
        results.push({
          perPage: size,
          ...Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, round(v)])),
          budget: renderBudgets.rows[size] ?? null,
        });
      }
    } finally {
      await context.close();
    }
    return results;
  });
}

/**
 * List search: one keypress → the filtered rows painted (debounce, request and render), mock
 * latency 0. Each run types a letter into an empty box and waits for rows whose first row
 * contains it. Returns [{ list, median, p95, min, max, runs, budget }].
 */
export async function benchListSearch({
  url = null,
  dist = 'dist',
  port = 4183,
  runs = 10,
  browser = undefined,
} = {}) {
  const lists = [
    {
      list: 'users',
      path: '/apps/users',
      api: '/api/users/list/data',
      tableName: 'List of users',
    },
    {
      list: 'permissions',
      path: '/apps/permissions',
      api: '/apps/permissions/data',
      tableName: 'Permissions',
    },
  ];
  return withServer({ url, dist, port, browser }, async (launched, baseUrl) => {
    const context = await signedInContext(launched, baseUrl);
    await context.request.post('/__mock/latency', { data: { ms: 0 } });
    const results = [];
    try {
      const page = await context.newPage();
      for (const { list, path: listPath, tableName } of lists) {
        await page.goto(listPath);
        const table = page.getByRole('table', { name: tableName });
        await table.getByRole('rowheader').first().waitFor();
        const box = page.getByRole('searchbox', { name: 'Search' });
        const samples = [];
        const letters = 'aeinorlstmcdhkuy';
        for (let run = 0; run < runs + 1; run += 1) {
          const letter = letters[run % letters.length];
          // Back to the unfiltered list first, settled.
          if ((await box.inputValue()) !== '') {
            await box.fill('');
            await box.press('Enter');
            await page.waitForURL((current) => !current.searchParams.has('q'));
            await page.waitForFunction(
              (name) =>
                [...document.querySelectorAll('table')].some(
                  (t) =>
                    t.querySelector('caption')?.textContent === name &&
                    t.getAttribute('aria-busy') !== 'true',
                ),
              tableName,
            );
          }
          await box.focus();
          const rowCount = await table.getByRole('rowheader').count();
          await page.evaluate(
            (api) => {
              window.listBench.path = api;
              window.listBench.answeredAt = 0;
              window.listBench.keyAt = 0;
              window.addEventListener(
                'keydown',
                (event) => {
                  window.listBench.keyAt = event.timeStamp;
                },
                { capture: true, once: true },
              );
            },
            lists.find((entry) => entry.list === list).api,
          );
          const painted = page.evaluate(
            (name) =>
              new Promise((resolve, reject) => {
                // Waits for the URL to hold the search, its answer, and the table settled on it.
                const started = performance.now();
                const poll = () => {
                  const found = [...document.querySelectorAll('table')].find(
                    (candidate) => candidate.querySelector('caption')?.textContent === name,
                  );
                  const { keyAt, answeredAt } = window.listBench;
                  const done =
                    keyAt > 0 &&
                    answeredAt > keyAt &&
                    new URL(location.href).searchParams.has('q') &&
                    found?.getAttribute('aria-busy') !== 'true';
                  if (done) {
                    requestAnimationFrame(() =>
                      setTimeout(() => resolve(performance.now() - keyAt), 0),
                    );
                  } else if (performance.now() - started > 10_000) {
                    reject(new Error('search did not settle'));
                  } else {
                    // Checked every frame: the frame that paints the rows is the one after.
                    requestAnimationFrame(poll);
                  }
                };
                poll();
              }),
            tableName,
          );
          painted.catch(() => {});
          await page.keyboard.press(letter);
          const ms = await painted;
          if (run > 0 && rowCount > 0) samples.push(ms);
        }
        results.push({
          list,
          ...Object.fromEntries(Object.entries(stats(samples)).map(([k, v]) => [k, round(v)])),
          budget: renderBudgets.searchKeypress,
        });
      }
    } finally {
      await context.close();
    }
    return results;
  });
}

/**
 * Page loads: the longest task while a page loads (from navigation until the network is quiet),
 * by the Long Animation Frames API (script + render of the longest frame, and its blocking
 * duration) and the `longtask` entries. Each page is loaded `runs` times in a new tab.
 * Returns [{ page, longestTask: {median, p95, …}, longestFrame: {…}, budget }].
 */
export async function benchPageLoads({
  url = null,
  dist = 'dist',
  port = 4183,
  runs = 5,
  browser = undefined,
} = {}) {
  const pages = [
    { page: 'users', path: '/apps/users' },
    { page: 'permissions', path: '/apps/permissions' },
    { page: 'todo', path: '/apps/todo' },
    { page: 'dashboard', path: '/dashboards/analytics' },
  ];
  return withServer({ url, dist, port, browser }, async (launched, baseUrl) => {
    const context = await signedInContext(launched, baseUrl);
    const results = [];
    try {
      for (const { page: name, path: pagePath } of pages) {
        const tasks = [];
        const frames = [];
        const nodes = [];
        for (let run = 0; run < runs + 1; run += 1) {
          const page = await context.newPage();
          await page.goto(pagePath, { waitUntil: 'networkidle' });
          const figures = await page.evaluate(() => ({
            task: Math.max(0, ...window.listBench.tasks.map((entry) => entry.duration)),
            frame: Math.max(0, ...window.listBench.frames.map((entry) => entry.duration)),
            nodes: document.querySelectorAll('*').length,
          }));
          await page.close();
          if (run === 0) continue;
          tasks.push(figures.task);
          frames.push(figures.frame);
          nodes.push(figures.nodes);
        }
        const rounded = (samples) =>
          Object.fromEntries(Object.entries(stats(samples)).map(([k, v]) => [k, round(v)]));
        results.push({
          page: name,
          longestTask: rounded(tasks),
          longestFrame: rounded(frames),
          domNodes: stats(nodes).median,
          budget: renderBudgets.longestTaskOnLoad,
        });
      }
    } finally {
      await context.close();
    }
    return results;
  });
}

/**
 * In the page: resolves once the list answer has arrived and the table is no longer busy with
 * it, at the next painted frame, with the time from the answer (ms).
 */
function waitForAnswerPainted({ tableName, timeout = 20_000 }) {
  return new Promise((resolve, reject) => {
    const table = [...document.querySelectorAll('table')].find(
      (candidate) => candidate.querySelector('caption')?.textContent === tableName,
    );
    if (!table) {
      reject(new Error(`no table ${tableName}`));
      return;
    }
    const started = performance.now();
    const poll = () => {
      if (window.listBench.answeredAt > 0 && table.getAttribute('aria-busy') === 'false') {
        requestAnimationFrame(() => {
          setTimeout(() => resolve(performance.now() - window.listBench.answeredAt), 0);
        });
        return;
      }
      if (performance.now() - started > timeout) {
        reject(new Error(`${tableName}: no answer painted within ${timeout} ms`));
        return;
      }
      // A microtask-free check every animation frame: no MutationObserver work of its own.
      requestAnimationFrame(poll);
    };
    poll();
  });
}

/**
 * The data-tables page (10,000 rows): answer → rows painted, paged (a page change at 10 and 100
 * rows) and virtualized (a search that answers every matching row in `allData`, up to 10,000,
 * of which only those in view are drawn). Each run is a view not seen before.
 * Returns [{ view, median, p95, min, max, runs, budget }].
 */
export async function benchDataTables({
  url = null,
  dist = 'dist',
  port = 4183,
  runs = 10,
  browser = undefined,
} = {}) {
  return withServer({ url, dist, port, browser }, async (launched, baseUrl) => {
    const context = await signedInContext(launched, baseUrl);
    await context.request.post('/__mock/latency', { data: { ms: 0 } });
    const tableName = 'Employees';
    const api = '/api/datatables/data';
    const results = [];
    const measure = async (page, act) => {
      await page.evaluate((path) => {
        window.listBench.path = path;
        window.listBench.answeredAt = 0;
      }, api);
      const painted = page.evaluate(waitForAnswerPainted, { tableName });
      painted.catch(() => {});
      await act();
      return painted;
    };
    try {
      const page = await context.newPage();
      for (const size of [10, 100]) {
        await page.goto(`/tables/data-table?perPage=${size}`);
        const table = page.getByRole('table', { name: tableName });
        await table
          .getByRole('rowheader')
          .nth(size - 1)
          .waitFor();
        const samples = [];
        for (let run = 0; run < runs + 1; run += 1) {
          const ms = await measure(page, () =>
            page.getByRole('button', { name: 'Next page' }).click(),
          );
          if (run > 0) samples.push(ms);
        }
        results.push({
          view: `paged, ${size} rows`,
          ...Object.fromEntries(Object.entries(stats(samples)).map(([k, v]) => [k, round(v)])),
          budget: renderBudgets.rows[size] ?? null,
        });
      }
      // Virtualized: each run a new search (a letter, then none), so every answer is new; the
      // first answer of all 10,000 rows comes with switching the view on.
      await page.goto('/tables/data-table');
      await page.getByRole('table', { name: tableName }).getByRole('rowheader').first().waitFor();
      const all = await measure(page, () =>
        page.getByRole('switch', { name: 'All rows in one list' }).check(),
      );
      const box = page.getByRole('searchbox', { name: 'Search' });
      const samples = [];
      const queries = ['a', 'e', 'i', 'o', 'n', 'r', 'l', 's', 't', 'm', 'c', 'd', 'h', 'k', 'u'];
      for (let run = 0; run < runs + 1; run += 1) {
        const q = queries[run % queries.length];
        const ms = await measure(page, async () => {
          await box.fill(q);
          await box.press('Enter');
        });
        if (run > 0) samples.push(ms);
      }
      results.push({ view: 'virtual, all 10,000 (first)', ...stats([round(all)]), budget: null });
      results.push({
        view: 'virtual, a search (1,000s)',
        ...Object.fromEntries(Object.entries(stats(samples)).map(([k, v]) => [k, round(v)])),
        budget: null,
      });
    } finally {
      await context.close();
    }
    return results;
  });
}

function verdict(value, budget) {
  if (budget === null || budget === undefined) return '';
  return value <= budget ? 'met' : 'MISSED';
}

/** The script's output: one aligned text table per measure. */
function printTable(title, headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  // The first column is a label (left), the others figures (right).
  const line = (cells) =>
    cells
      .map((cell, i) =>
        i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]),
      )
      .join('  ');
  process.stdout.write(`\n${title}\n\n${[line(headers), ...rows.map(line)].join('\n')}\n`);
}

const ms = (value) => value.toFixed(1);
const budgetCell = (value, budget) => (budget ? `≤ ${budget} ${verdict(value, budget)}` : '');
/** median, p95, min, max, runs and budget of a timing row. */
const timingCells = (row) => [
  ms(row.median),
  ms(row.p95),
  ms(row.min),
  ms(row.max),
  row.runs,
  budgetCell(row.p95, row.budget),
];
const TIMING_HEADERS = ['median', 'p95', 'min', 'max', 'runs', 'budget'];

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const common = { url: options.url, dist: options.dist, port: options.port, runs: options.runs };
  const os = await import('node:os');
  const [load1, load5] = os.loadavg();
  process.stdout.write(
    `Load average at start: ${load1.toFixed(2)} (1 min), ${load5.toFixed(2)} (5 min)\n`,
  );
  if (options.only.includes('table')) {
    const rows = await benchUsersTable({ ...common, perPage: options.perPage });
    printTable(
      'Users table, large seed: answer → rows painted, page change (ms)',
      ['rows', ...TIMING_HEADERS],
      rows.map((row) => [row.perPage, ...timingCells(row)]),
    );
  }
  if (options.only.includes('search')) {
    const lists = await benchListSearch(common);
    printTable(
      'List search: keypress → filtered rows painted, latency 0 (ms)',
      ['list', ...TIMING_HEADERS],
      lists.map((row) => [row.list, ...timingCells(row)]),
    );
  }
  if (options.only.includes('load')) {
    const loads = await benchPageLoads({ ...common, runs: Math.min(options.runs, 5) });
    printTable(
      'Page loads: longest task / longest animation frame until network idle (ms)',
      ['page', 'task med', 'task p95', 'frame med', 'frame p95', 'DOM nodes', 'budget'],
      loads.map((row) => [
        row.page,
        ms(row.longestTask.median),
        ms(row.longestTask.p95),
        ms(row.longestFrame.median),
        ms(row.longestFrame.p95),
        row.domNodes,
        budgetCell(row.longestTask.p95, row.budget),
      ]),
    );
  }
  if (options.only.includes('datatables')) {
    const views = await benchDataTables(common);
    printTable(
      'Data tables (10,000 rows): answer → rows painted (ms)',
      ['view', ...TIMING_HEADERS],
      views.map((row) => [row.view, ...timingCells(row)]),
    );
  }
  process.stdout.write(`\nLoad average at the end: ${os.loadavg()[0].toFixed(2)} (1 min)\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
