// `npm run bench`: the speed figures of a production build, each beside its budget, printed as
// tables and written into docs/performance.md (between the `bench:start` and `bench:end`
// markers), so the figures in the docs are the ones it printed. Not part of `npm test`: timings
// depend on the machine; the byte budgets that fail the build are in scripts/check-budgets.mjs.
//
//   node scripts/bench.mjs [--dist dist] [--port 4184] [--runs 3] [--no-lighthouse] [--no-write]
//
// Build first (`npm run build`). Run it on a quiet machine: the load average is printed with the
// figures.
import os from 'node:os';
import path from 'node:path';
import { benchListSearch, benchPageLoads, benchUsersTable } from './bench-users-table.mjs';
import { launchBrowser, ROOT, startPreview } from './lib/browser.mjs';
import {
  FIRST_RENDER_ROUTES,
  LCP_TARGET,
  SCORE_TARGET,
  TBT_TARGET,
} from './bench-first-render.mjs';
import { benchInteractions } from './bench-interactions.mjs';
import { benchLists } from './bench-lists.mjs';
import { benchLive } from './bench-live.mjs';
import { benchScroll } from './bench-scroll.mjs';
import { mockDbSection, writeMockDbSection } from './bench-mock-db.mjs';
import { table, writeBenchSection } from './lib/bench-doc.mjs';
import { lighthouseRun } from './lib/lighthouse.mjs';
import { measurePageLoads } from './lib/page-loads.mjs';
import { ROUTE_BUDGETS } from './check-budgets.mjs';

// Issue 30: every page a user opens first scores at least 95 on Lighthouse mobile, its main
// thread blocked at most 200 ms (scripts/bench-first-render.mjs has the pages); desktop at 90.
const LIGHTHOUSE_TARGET = { mobile: SCORE_TARGET, desktop: 90 };
const LIGHTHOUSE_ROUTES = FIRST_RENDER_ROUTES;
const DOC = path.join(ROOT, 'docs', 'performance.md');

function parseArgs(argv) {
  const options = { dist: 'dist', port: 4184, runs: 3, lighthouse: true, write: true };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s);
    const value = () => inline ?? argv[++i];
    if (flag === '--dist') options.dist = value();
    else if (flag === '--port') options.port = Number(value());
    else if (flag === '--runs') options.runs = Number(value());
    else if (flag === '--no-lighthouse') options.lighthouse = false;
    else if (flag === '--no-write') options.write = false;
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const verdict = (ok) => (ok ? 'met' : 'MISSED');

async function pageLoads(browser, url) {
  const rows = [];
  for (const route of ROUTE_BUDGETS) {
    const { js, css } = await measurePageLoads(browser, url, route);
    rows.push([
      route.name,
      kb(js),
      `${route.jsKb} KB`,
      `${route.targetKb.js} KB (${verdict(js <= route.targetKb.js * 1024)})`,
      kb(css),
      `${route.cssKb} KB`,
      `${route.targetKb.css} KB (${verdict(css <= route.targetKb.css * 1024)})`,
    ]);
  }
  return table(['route', 'JS', 'limit', 'target', 'CSS', 'limit', 'target'], rows);
}

/** Render timings on the large seed (scripts/bench-users-table.mjs), budgets beside them. */
async function renders(browser, url, runs) {
  const common = { url, browser, runs: Math.max(runs, 5) };
  const rows = (await benchUsersTable({ ...common, perPage: [10, 100] })).map((row) => [
    `users table, ${row.perPage} rows: answer → painted`,
    ms(row.median),
    ms(row.p95),
    `${row.budget} ms (${verdict(row.p95 <= row.budget)})`,
  ]);
  for (const row of await benchListSearch(common)) {
    rows.push([
      `${row.list} search: keypress → painted`,
      ms(row.median),
      ms(row.p95),
      `${row.budget} ms (${verdict(row.p95 <= row.budget)})`,
    ]);
  }
  for (const row of await benchPageLoads({ ...common, runs: Math.min(common.runs, 5) })) {
    rows.push([
      `${row.page} load: longest task (${row.domNodes} DOM nodes)`,
      ms(row.longestTask.median),
      ms(row.longestTask.p95),
      `${row.budget} ms (${verdict(row.longestTask.p95 <= row.budget)})`,
    ]);
  }
  return table(['measure', 'median', 'p95', 'budget'], rows);
}

/**
 * Timings of the interactions issue 30 names (scripts/bench-interactions.mjs, bench-lists.mjs,
 * bench-scroll.mjs) and issue 32's (bench-live.mjs), each row `{ measure, median, p95, target }`, as one table: a target is met
 * when the median is within it (the issue's "median of 10").
 */
async function interactionTimings(browser, url, runs) {
  const common = { url, browser, runs: Math.max(runs, 10) };
  const rows = [
    ...(await benchInteractions(common)),
    ...(await benchLists(common)),
    // Issue 32: a notification shown ≤ 300 ms after another user's action, search ≤ 150 ms.
    ...(await benchLive(common)),
    ...(await benchScroll({ url, browser, runs: Math.max(runs, 5) })),
  ];
  return table(
    ['measure', 'median', 'p95', 'target'],
    rows.map((row) => [
      row.measure,
      String(Math.round(row.median)),
      String(Math.round(row.p95)),
      // Some rows are reported without a target (the scroll's frame gap and total CPU time).
      row.target === null ? '—' : `${row.target} (${verdict(row.median <= row.target)})`,
    ]),
  );
}

async function lighthouseScores(url, runs) {
  const rows = [];
  for (const route of LIGHTHOUSE_ROUTES) {
    const cells = [route.name];
    for (const formFactor of ['mobile', 'desktop']) {
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await lighthouseRun(url, route, formFactor));
      const score = median(samples.map((sample) => sample.score));
      const tbt = median(samples.map((sample) => sample.tbt));
      cells.push(
        `${score} (${verdict(score >= LIGHTHOUSE_TARGET[formFactor])})`,
        formFactor === 'mobile' ? `${ms(tbt)} (${verdict(tbt <= TBT_TARGET)})` : ms(tbt),
      );
      if (formFactor === 'mobile') {
        const lcp = median(samples.map((sample) => sample.lcp));
        cells.push(`${ms(lcp)} (${verdict(lcp <= LCP_TARGET)})`);
        // Where the largest paint lands: the page's content (heading, table, cards) is the aim.
        cells.push(samples.at(-1)?.lcpElement.split(' <')[0] ?? '');
      }
    }
    rows.push(cells);
  }
  return table(
    [
      'route',
      `mobile score (≥ ${LIGHTHOUSE_TARGET.mobile})`,
      `mobile TBT (≤ ${TBT_TARGET} ms)`,
      `mobile LCP (≤ ${LCP_TARGET} ms)`,
      'LCP element',
      `desktop score (≥ ${LIGHTHOUSE_TARGET.desktop})`,
      'desktop TBT',
    ],
    rows,
  );
}

function writeDoc(section) {
  writeBenchSection(DOC, 'bench', section);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const loadBefore = os.loadavg()[0];
  const server = await startPreview({ dist: options.dist, port: options.port });
  const sections = [];
  try {
    const browser = await launchBrowser();
    try {
      sections.push(
        `What the browser loads until the network is quiet (gzip -9):\n\n${await pageLoads(browser, server.url)}`,
        `Screens answering, on the 10,000-user seed, mock latency 0 (ms):\n\n${await renders(browser, server.url, options.runs)}`,
        `Interactions, input event to the content shown (ms; scrolling: longest task and tasks over 50 ms):\n\n${await interactionTimings(browser, server.url, options.runs)}`,
      );
    } finally {
      await browser.close();
    }
    if (options.lighthouse) {
      // Over HTTP/2, as a production host serves the build (scripts/bench-first-render.mjs).
      const http2 = await startPreview({ dist: options.dist, port: options.port + 1, http2: true });
      try {
        sections.push(
          `Lighthouse 12.8 performance over HTTP/2, median of ${options.runs} runs (TBT: total blocking time):\n\n${await lighthouseScores(http2.url, options.runs)}`,
        );
      } finally {
        http2.stop();
      }
    }
  } finally {
    server.stop();
  }
  const machine = `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after.`;
  const section = [machine, ...sections].join('\n\n');
  process.stdout.write(`\n${section}\n\n`);
  if (options.write) {
    writeDoc(section);
    process.stdout.write(`→ ${path.relative(process.cwd(), DOC)}\n`);
  }
  // The mock database's own figures (issue 52): in Node, with no server or browser.
  const mockDb = mockDbSection();
  process.stdout.write(`\n${mockDb}\n\n`);
  if (options.write) writeMockDbSection(mockDb);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
