// Users table benchmark: with the 10,000-user seed, the time from the list API's answer arriving
// in the page to the new rows being in the DOM, for a page change, a sort and a filter.
//
//   node scripts/bench-users-table.mjs [--url http://localhost:4173] [--dist dist] [--port 4183]
//                                      [--runs 10] [--per-page 10]
//
// With --url, a running server is used (vite preview or npm start); otherwise `vite preview`
// serves --dist on --port (build first: `npm run build`). Node built-ins and Playwright only; not
// part of `npm test`. Target: median and p95 ≤ 200 ms.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_MS = 200;

function parseArgs(argv) {
  const options = { url: null, dist: 'dist', port: 4183, runs: 10, perPage: 10 };
  // At most one run per search letter (16), so no view repeats.
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--url') options.url = value();
    else if (flag === '--dist') options.dist = value();
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--per-page') options.perPage = Number(value());
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

async function reachable(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts `vite preview` on the build; resolves once it answers. */
async function startPreview({ dist, port }) {
  if (!existsSync(path.join(ROOT, dist, 'index.html'))) {
    throw new Error(`${dist}/index.html not found: build first (npm run build)`);
  }
  // Vite's own CLI under node (not npx), so stopping the child stops the server.
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      dist,
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: ROOT, env: { ...process.env, MOCK_LATENCY: '0', MOCK_PERSIST: '0' }, stdio: 'ignore' },
  );
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await reachable(url)) return { url, stop: () => child.kill() };
    await sleep(500);
  }
  child.kill();
  throw new Error(`vite preview did not answer on ${url}`);
}

/** Playwright's chromium when installed, else the system one (as playwright.config.ts does). */
async function launchBrowser() {
  try {
    if (existsSync(chromium.executablePath())) return await chromium.launch();
  } catch {
    // Fall through to the system browser.
  }
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/**
 * Runs in the page before the app: notes when each list answer arrives and the first name in it,
 * so the measurement can wait for exactly those rows.
 */
function recordListAnswers() {
  const original = window.fetch.bind(window);
  window.usersBench = { answeredAt: 0, firstName: null };
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/api/users/list/data')) {
      const answeredAt = performance.now();
      const body = await response.clone().json();
      window.usersBench = { answeredAt, firstName: body.users?.[0]?.fullName ?? null };
    }
    return response;
  };
}

/**
 * Resolves when the first row shows the name of the latest answer: the DOM mutation that puts it
 * there is the moment the new rows are rendered. Attributes are watched too, because an answer
 * whose first row is the same person changes only `aria-busy`. Returns answer → rows in ms.
 */
function waitForRows() {
  return new Promise((resolve, reject) => {
    const table = document.querySelector('table:has(caption)');
    if (!table) {
      reject(new Error('no table'));
      return;
    }
    const check = () => {
      const { answeredAt, firstName } = window.usersBench;
      const first = table.querySelector('tbody th[scope="row"] a');
      if (answeredAt > 0 && firstName !== null && first?.textContent === firstName) {
        observer.disconnect();
        resolve(performance.now() - answeredAt);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(table, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    setTimeout(() => {
      observer.disconnect();
      const first = table.querySelector('tbody th[scope="row"] a')?.textContent;
      const { answeredAt, firstName } = window.usersBench;
      reject(new Error(`rows did not change within 10 s (${answeredAt}, ${firstName}, ${first})`));
    }, 10_000);
  });
}

/** Triggers `action` and measures answer → rows. */
async function measure(page, action) {
  await page.evaluate(() => {
    window.usersBench = { answeredAt: 0, firstName: null };
  });
  const rendered = page.evaluate(waitForRows);
  // Attached now, so a failure while the action runs is reported rather than left unhandled.
  rendered.catch(() => {});
  await action();
  return rendered;
}

function stats(samples) {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted.at(-1) };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.url && !(await reachable(options.url))) {
    throw new Error(`${options.url} does not answer (note: fetch refuses some ports, e.g. 4190)`);
  }
  const server = options.url ? { url: options.url, stop: () => {} } : await startPreview(options);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1440, height: 900 },
    });
    // A database of its own, reseeded with the large seed.
    await context.addCookies([{ name: 'mock-session', value: randomUUID(), url: server.url }]);
    const reset = await context.request.post('/__mock/reset', { data: { seed: 'large' } });
    if (!reset.ok()) throw new Error(`reset answered ${reset.status()}`);
    const login = await context.request.post('/jwt/login', {
      data: { email: 'admin@demo.com', password: 'admin' },
    });
    const auth = await login.json();
    await context.addInitScript((seed) => {
      window.localStorage.setItem('userData', JSON.stringify(seed.userData));
      window.localStorage.setItem('accessToken', seed.accessToken);
      window.localStorage.setItem('refreshToken', seed.refreshToken);
    }, auth);
    await context.addInitScript(recordListAnswers);

    const page = await context.newPage();
    const perPage = options.perPage === 10 ? '' : `?perPage=${options.perPage}`;
    await page.goto(`/apps/users${perPage}`);
    const table = page.getByRole('table', { name: 'List of users' });
    await table.getByRole('rowheader').first().waitFor();
    const total = await page.getByText(/^Showing \d+ to \d+ of [\d,]+$/).textContent();
    console.log(
      `Users table, ${total?.replace(/^.* of /, '')} users, ${options.perPage} rows a page`,
    );

    const header = table.getByRole('columnheader', { name: 'User' }).getByRole('button');
    const statusFilter = page.getByRole('combobox', { name: 'Status' });
    const statuses = ['Active', 'Pending', 'Inactive'];
    // Each run searches for another letter first, so every measured view is a new query: an
    // answer from the query cache would not be a network answer to measure.
    const letters = 'aeinorlstmcdhkuy';
    const results = { 'page change': [], sort: [], filter: [] };
    for (let run = 0; run < options.runs; run += 1) {
      const q = letters[run % letters.length] ?? 'a';
      const searched = page.waitForResponse(
        (response) =>
          response.url().includes('/api/users/list/data') && response.url().includes(`q=${q}&`),
      );
      await page.getByRole('searchbox', { name: 'Search' }).fill(q);
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
      await searched;
      await table.getByRole('rowheader').first().waitFor();
      results['page change'].push(
        await measure(page, () => page.getByRole('button', { name: 'Next page' }).click()),
      );
      // asc, desc, none, asc… from one run to the next.
      results.sort.push(await measure(page, () => header.click()));
      results.filter.push(
        await measure(page, async () => {
          await statusFilter.click();
          await page
            .getByRole('option', { name: statuses[run % statuses.length], exact: true })
            .click();
        }),
      );
    }

    console.log(`\nAnswer arrived → rows rendered, ${options.runs} runs (ms)\n`);
    console.log('operation     median    p95    min    max');
    let failed = false;
    for (const [name, samples] of Object.entries(results)) {
      const { median, p95, min, max } = stats(samples);
      failed ||= p95 > TARGET_MS;
      console.log(
        `${name.padEnd(12)} ${median.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(6)} ${min
          .toFixed(1)
          .padStart(6)} ${max.toFixed(1).padStart(6)}`,
      );
    }
    console.log(`\nTarget: p95 ≤ ${TARGET_MS} ms → ${failed ? 'MISSED' : 'met'}`);
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
    server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
