// Scrolling benchmark (issue 30, item 4: "scrolling keeps every frame"): a scripted mouse wheel
// over the two long virtual lists, the data table's single list of 10,000 rows
// (`/tables/data-table?virtual=true`, the rows every session is seeded with) and the chat's
// 2,000-message history (the admin's chat with Anh Tran, `LONG_CHAT_MESSAGES` of the demo seed).
//
// Each run opens the page in a new tab, puts the pointer over the list and turns the wheel
// `steps` times by `delta` px (down the table, up the chat, which opens at its newest message),
// waiting for a frame after each step. Meanwhile the page records every `longtask` entry
// (PerformanceObserver) and the longest gap between two animation frames. Figures per list: the
// longest task, the number of tasks over 50 ms and the longest frame gap, median and p95 of the
// runs, and from a CDP trace the main thread's CPU time (its longest task's and the total), which
// a machine loaded by other processes does not lengthen as it does the wall-clock figures.
// Target: no task over 50 ms. Timings are reported, never asserted.
//
//   node scripts/bench-scroll.mjs [--url http://localhost:4173] [--dist dist] [--port 4185]
//                                 [--runs 5] [--steps 40] [--delta 400]
//
// Chromium without CPU throttling, 1440×900. Without --url, `vite preview` serves --dist (build
// first: `npm run build`). `npm run bench` imports `benchScroll`.
import { pathToFileURL } from 'node:url';
import { launchBrowser, newContext, startPreview } from './lib/browser.mjs';
import { asNumber, parseBenchOptions } from './lib/bench-options.mjs';

/** No task over this (ms) while scrolling. */
export const SCROLL_TASK_TARGET = 50;

function parseArgs(argv) {
  return parseBenchOptions(
    argv,
    { url: null, dist: 'dist', port: 4185, runs: 5, steps: 40, delta: 400 },
    {
      '--steps': ['steps', asNumber],
      '--delta': ['delta', asNumber],
    },
  );
}

/** Runs in the page before the app: keeps every long task. */
function recordLongTasks() {
  window.scrollBench = { tasks: [], maxGap: 0, framing: false };
  try {
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries()) {
        window.scrollBench.tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without long tasks: the figures stay empty.
  }
}

/** In the page: forget what loading cost, and measure the gaps between frames from now on. */
function startRecording() {
  const bench = window.scrollBench;
  bench.startedAt = performance.now();
  bench.maxGap = 0;
  bench.framing = true;
  let last = performance.now();
  const frame = (now) => {
    if (!bench.framing) return;
    bench.maxGap = Math.max(bench.maxGap, now - last);
    last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** In the page: the figures since `startRecording`, once the last task's entry has arrived. */
async function stopRecording() {
  const bench = window.scrollBench;
  // Two frames and a task: the scroll's last render is done and its entry delivered.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await new Promise((resolve) => setTimeout(resolve, 100));
  bench.framing = false;
  const tasks = bench.tasks.filter((task) => task.start >= bench.startedAt);
  return {
    longestTask: Math.max(0, ...tasks.map((task) => task.duration)),
    over50: tasks.filter((task) => task.duration > 50).length,
    maxGap: bench.maxGap,
  };
}

/**
 * The main thread's own CPU time in its tasks (the trace's thread time, `tdur`), which other
 * processes on a loaded machine do not lengthen, unlike the long tasks' wall time: the longest
 * task's, and the total over the scroll.
 */
async function startTrace(page) {
  const cdp = await page.context().newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
  await cdp.send('Tracing.start', {
    categories: '__metadata,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    async stop() {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      await cdp.detach();
      const mainThreads = new Set(
        events
          .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
          .map((event) => `${event.pid}:${event.tid}`),
      );
      const tasks = events.filter(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          mainThreads.has(`${event.pid}:${event.tid}`),
      );
      const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
      return {
        longestTaskCpu: Math.max(0, ...cpu),
        totalCpu: cpu.reduce((sum, value) => sum + value, 0),
      };
    },
  };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

function stats(samples) {
  const sorted = samples.toSorted((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
}

const round = (value) => Math.round(value * 10) / 10;

/**
 * One scripted scroll of the list whose scrolled element `scroller` finds, `steps` wheel turns
 * of `delta` px. Throws when the list did not move: a figure of a list that did not scroll would
 * mean nothing.
 */
async function scrollOnce(page, scroller, { steps, delta }) {
  const box = await scroller.boundingBox();
  if (!box) throw new Error('the list is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const startTop = await scroller.evaluate((element) => element.scrollTop);
  const trace = await startTrace(page);
  await page.evaluate(startRecording);
  for (let step = 0; step < steps; step += 1) {
    await page.mouse.wheel(0, delta);
    await page.evaluate(nextFrame);
  }
  const figures = { ...(await page.evaluate(stopRecording)), ...(await trace.stop()) };
  const moved = Math.abs((await scroller.evaluate((element) => element.scrollTop)) - startTop);
  if (moved < (Math.abs(delta) * steps) / 2) {
    throw new Error(`the list scrolled ${moved} px of ${Math.abs(delta) * steps}`);
  }
  return figures;
}

const lists = [
  {
    name: 'data table, 10,000 rows',
    direction: 1,
    async open(page) {
      await page.goto('/tables/data-table?virtual=true');
      const table = page.getByRole('table', { name: 'Employees' });
      await table.getByRole('rowheader').nth(5).waitFor();
      // The table's scrolled container (TableScroll, focusable).
      return table.locator('xpath=ancestor::div[@tabindex="0"][1]');
    },
  },
  {
    name: 'chat, 2,000 messages',
    direction: -1,
    async open(page) {
      await page.goto('/apps/chat');
      await page
        .getByRole('navigation', { name: 'Chats', exact: true })
        .getByRole('link')
        .filter({ hasText: 'Anh Tran' })
        .click();
      await page.getByRole('heading', { level: 2, name: 'Anh Tran' }).waitFor();
      const history = page.getByTestId('chat-history');
      await history.getByTestId('chat-message').first().waitFor();
      return history;
    },
  },
];

/**
 * Scrolls each list `runs` times (a new tab each, after one run to warm the code and the data).
 * Returns rows `{ measure, median, p95, target }` (ms, or a count for the tasks over 50 ms).
 */
export async function benchScroll({
  url = null,
  dist = 'dist',
  port = 4185,
  runs = 5,
  steps = 40,
  delta = 400,
  browser = undefined,
} = {}) {
  const server = await startPreview({ url, dist, port });
  const launched = browser ?? (await launchBrowser());
  const rows = [];
  try {
    const context = await newContext(launched, server.url, {
      role: 'admin',
      viewport: { width: 1440, height: 900 },
    });
    await context.request.post('/__mock/latency', { data: { ms: 0 } });
    await context.request.post('/__mock/chat-replies', { data: { mode: 'off' } });
    await context.addInitScript(recordLongTasks);
    try {
      for (const list of lists) {
        const samples = {
          longestTask: [],
          over50: [],
          maxGap: [],
          longestTaskCpu: [],
          totalCpu: [],
        };
        for (let run = 0; run < runs + 1; run += 1) {
          const page = await context.newPage();
          const scroller = await list.open(page);
          // Let the page's first render and its idle work finish before the wheel turns.
          await page.waitForLoadState('networkidle');
          const figures = await scrollOnce(page, scroller, {
            steps,
            delta: delta * list.direction,
          });
          await page.close();
          if (run === 0) continue;
          for (const key of Object.keys(samples)) samples[key].push(figures[key]);
        }
        const row = (measure, values, target) => {
          const { median, p95 } = stats(values);
          return {
            measure: `${list.name}: ${measure}`,
            median: round(median),
            p95: round(p95),
            target,
          };
        };
        rows.push(
          row('longest task while scrolling', samples.longestTask, SCROLL_TASK_TARGET),
          row('tasks over 50 ms (count)', samples.over50, 0),
          row('longest frame gap', samples.maxGap, null),
          row('longest task, main-thread CPU time', samples.longestTaskCpu, SCROLL_TASK_TARGET),
          row(`main-thread CPU time, all ${steps} steps`, samples.totalCpu, null),
        );
      }
    } finally {
      await context.close();
    }
  } finally {
    if (!browser) await launched.close();
    server.stop();
  }
  return rows;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const os = await import('node:os');
  const cores = os.cpus();
  process.stdout.write(
    `${cores.length} cores (${cores[0]?.model ?? 'unknown'}), Chromium without CPU throttling, ` +
      `load average ${os.loadavg()[0].toFixed(2)} at start\n`,
  );
  const rows = await benchScroll(options);
  const headers = ['measure', 'median', 'p95', 'target'];
  const cells = rows.map((row) => [
    row.measure,
    String(row.median),
    String(row.p95),
    row.target === null ? '' : `≤ ${row.target} ${row.p95 <= row.target ? 'met' : 'MISSED'}`,
  ]);
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((cell) => cell[i].length)),
  );
  const line = (cell) =>
    cell
      .map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i])))
      .join('  ');
  process.stdout.write(
    `\nScrolling: ${options.steps} wheel steps of ${options.delta} px, ${options.runs} runs (ms)\n\n` +
      `${[line(headers), ...cells.map(line)].join('\n')}\n` +
      `\nLoad average at the end: ${os.loadavg()[0].toFixed(2)}\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
