// The first render of each page a user opens, as Lighthouse mobile scores it, the median of the
// runs beside its target (issue 30: total blocking time at most 200 ms; issue 52: a score of at
// least 97 and the largest paint at most 2.2 s), with the largest paint's element, which should
// be the page's content (its heading, table or cards), not a paragraph painted after it.
//
//   node scripts/bench-first-render.mjs [--dist dist] [--port 4186] [--runs 3] [--only users,email]
//     [--before dist-before] [--throttling simulated|applied] [--protocol http2|http1.1]
//
// The build is served over HTTP/2 (TLS, a self-signed certificate for localhost), as a production
// host serves it (docs/running.md). `--protocol http1.1` serves it as `npm start` and `vite
// preview` do: the browser then opens six connections to the origin and a page's first files
// queue on them, a round trip each, which Lighthouse's simulated phone replays (docs/performance.md,
// "HTTP/2").
//
// `--throttling applied` has Chrome slow its network and CPU for real (Lighthouse's `devtools`
// method with the mobile preset: 562.5 ms of latency a request, 1.47 Mbit/s down, 4× CPU) and
// reports what the browser observed:
// Lighthouse's default simulation replays an unthrottled load, and credits a paint only with what
// had not yet arrived when it happened, so on a local server, where every file arrives within a
// few milliseconds, it cannot tell a page painted from its HTML from one painted by its scripts
// (docs/performance.md, "The frame").
//
// With `--before`, a second build is served on the next port and each page is measured on both,
// alternately (before, after, page by page, run by run), so a change in the machine's load falls
// on both builds alike; the largest paint of each is printed side by side. The load average is
// printed before and after each run: the machine may be shared, and its load moves every figure.
//
// Build first (`npm run build`). Lighthouse drives its own Chromium (scripts/lib/lighthouse.mjs),
// so `browser` is not used; it is taken to match the other bench modules.
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { ROUTE_BUDGETS } from './check-budgets.mjs';
import { startPreview } from './lib/browser.mjs';
import { lighthouseRun } from './lib/lighthouse.mjs';
import { asText, asWords, parseBenchOptions } from './lib/bench-options.mjs';

/** Issue 52: a score of at least 97 and the largest paint at most 2.2 s on every page. */
export const SCORE_TARGET = 97;
export const LCP_TARGET = 2200;
export const TBT_TARGET = 200;

/** The pages benchmarked: the budgeted routes a user opens first, and the shop's dashboard. */
export const FIRST_RENDER_ROUTES = [
  ...[
    'sign-in',
    'dashboard',
    'email',
    'chat',
    'kanban',
    'calendar',
    'todo',
    'users',
    'invoices',
    'data tables',
    'ecommerce',
  ].map((name) => ROUTE_BUDGETS.find((route) => route.name === name)),
  { name: 'shop dashboard', path: '/dashboards/ecommerce', role: 'admin' },
];

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const p95 = (values) => values.toSorted((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1];

/**
 * Lighthouse mobile `runs` times on each route (all routes of a run, then the next run, so a
 * burst of load on the machine spreads over the pages). Rows `{ measure, median, p95, target }`
 * in ms, one per page for the total blocking time and one for the largest paint; the score
 * (0–100, not ms) and the largest paint's element ride on the TBT row as `score` and
 * `lcpElement`.
 */
export async function benchFirstRender({
  url,
  browser: _browser,
  runs = 3,
  only = null,
  throttling = 'simulated',
} = {}) {
  const routes = FIRST_RENDER_ROUTES.filter((route) => !only || only.includes(route.name));
  const samples = await sampleRoutes([url], routes, runs, throttling);
  return routes.flatMap((route) => summary(route, samples[0].get(route.name)));
}

const load = () => os.loadavg()[0].toFixed(1);

/**
 * Lighthouse mobile samples of each route on each of `urls`, alternately, `runs` times: one map
 * of samples by route name per URL. Prints each run's load average, before and after.
 */
async function sampleRoutes(urls, routes, runs, throttling = 'simulated') {
  const samples = urls.map(() => new Map(routes.map((route) => [route.name, []])));
  for (let run = 0; run < runs; run += 1) {
    const loadBefore = load();
    for (const route of routes) {
      for (const [i, url] of urls.entries()) {
        samples[i]
          .get(route.name)
          .push(await lighthouseRun(url, route, 'mobile', { applied: throttling === 'applied' }));
      }
    }
    console.log(`run ${run + 1} of ${runs}: load average ${loadBefore} → ${load()}`);
  }
  return samples;
}

/** The TBT and LCP rows of one route's samples. */
function summary(route, taken) {
  const tbt = taken.map((sample) => sample.tbt);
  const lcp = taken.map((sample) => sample.lcp);
  const elements = [...new Set(taken.map((sample) => sample.lcpElement))];
  return [
    {
      measure: `${route.name}: total blocking time`,
      median: median(tbt),
      p95: p95(tbt),
      target: TBT_TARGET,
      score: median(taken.map((sample) => sample.score)),
      lcpElement: elements.join(' | '),
    },
    {
      measure: `${route.name}: largest paint`,
      median: median(lcp),
      p95: p95(lcp),
      target: LCP_TARGET,
    },
  ];
}

const lcps = (taken) => taken.map((sample) => Math.round(sample.lcp));
const elements = (taken) => [...new Set(taken.map((sample) => sample.lcpElement))].join(' | ');

/**
 * `--before`: each page's largest paint on two builds, measured alternately; per page the
 * medians, each run's figures, and the largest paint's element of each build.
 */
async function compareBuilds({ before, after, runs, only, throttling }) {
  const routes = FIRST_RENDER_ROUTES.filter((route) => !only || only.includes(route.name));
  const [old, now] = await sampleRoutes([before, after], routes, runs, throttling);
  console.table(
    routes.map((route) => {
      const [a, b] = [old.get(route.name), now.get(route.name)];
      return {
        page: route.name,
        'LCP before': `${Math.round(median(lcps(a)))} (${lcps(a).join(', ')})`,
        'LCP after': `${Math.round(median(lcps(b)))} (${lcps(b).join(', ')})`,
        'score before → after': `${median(a.map((s) => s.score))} → ${median(b.map((s) => s.score))}`,
        'LCP element after': elements(b),
      };
    }),
  );
  console.table(
    routes.map((route) => ({
      page: route.name,
      'LCP element before': elements(old.get(route.name)),
    })),
  );
}

function asThrottling(value) {
  if (value !== 'simulated' && value !== 'applied') {
    throw new Error(`--throttling is simulated or applied, not ${value}`);
  }
  return value;
}

function asProtocol(value) {
  if (value !== 'http2' && value !== 'http1.1') {
    throw new Error(`--protocol is http2 or http1.1, not ${value}`);
  }
  return value;
}

function parseArgs(argv) {
  return parseBenchOptions(
    argv,
    {
      dist: 'dist',
      port: 4186,
      runs: 3,
      only: null,
      before: null,
      throttling: 'simulated',
      protocol: 'http2',
    },
    {
      '--only': ['only', asWords],
      '--before': ['before', asText],
      '--throttling': ['throttling', asThrottling],
      '--protocol': ['protocol', asProtocol],
    },
  );
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  console.log(
    `${os.cpus().length} cores, load average ${load()} at the start; ${options.throttling} throttling, ${options.protocol}`,
  );
  const http2 = options.protocol === 'http2';
  const server = await startPreview({ dist: options.dist, port: options.port, http2 });
  if (options.before) {
    const base = await startPreview({ dist: options.before, port: options.port + 1, http2 });
    try {
      await compareBuilds({ ...options, before: base.url, after: server.url });
    } finally {
      base.stop();
      server.stop();
    }
    return;
  }
  try {
    const rows = await benchFirstRender({
      url: server.url,
      runs: options.runs,
      only: options.only,
      throttling: options.throttling,
    });
    const byPage = [];
    for (let i = 0; i < rows.length; i += 2) {
      const [tbt, lcp] = [rows[i], rows[i + 1]];
      byPage.push({
        page: tbt.measure.split(':')[0],
        score: `${tbt.score} (≥ ${SCORE_TARGET})`,
        'TBT ms': `${Math.round(tbt.median)} (p95 ${Math.round(tbt.p95)}, ≤ ${tbt.target})`,
        'LCP ms': `${Math.round(lcp.median)} (≤ ${lcp.target})`,
        'LCP element': tbt.lcpElement,
      });
    }
    console.table(byPage);
  } finally {
    server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
