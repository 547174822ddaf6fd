// `npm test`: install what is missing, then run every check and print one summary.
// The very last line is always `N passed, N failed`; exit code 1 when anything failed.
// Node built-ins only: this runs before node_modules exists.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  ROOT,
  ensureBrowser,
  ensureDependencies,
  forwardSignals,
  interrupted,
  runWithOutput,
  signalExitCode,
} from './ensure-browser.mjs';

const REPORTS = '.test-reports';
const SKIPPED_STATUSES = new Set(['skipped', 'pending', 'todo', 'disabled']);

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(path.resolve(ROOT, file), 'utf8'));
  } catch {
    return null;
  }
};

const relative = (file) => (file ? path.relative(ROOT, file) || file : '?');

/**
 * A non-zero exit with no failing test still is a failure (unhandled errors, a crashed
 * web server, no tests found…): count it once.
 */
function withExitCode(count, exitCode, what) {
  if (exitCode !== 0 && count.failed === 0) {
    count.failed = 1;
    count.notes.push(`exited with code ${exitCode} although ${what} reported no failure`);
  }
  return count;
}

/** A plain check (typecheck, lint, format, build): one passed or one failed. */
export function countExitCode(exitCode) {
  return { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: [], notes: [] };
}

/** Vitest's JSON report (jest-compatible). `json` null = report missing. */
export function countVitest(json, exitCode) {
  if (!json || typeof json !== 'object') {
    return { passed: 0, failed: 1, skipped: [], notes: ['no JSON report was written'] };
  }
  const count = {
    passed: json.numPassedTests ?? 0,
    failed: json.numFailedTests ?? 0,
    skipped: [],
    notes: [],
  };
  for (const file of json.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    if (file.status === 'failed' && tests.length === 0) {
      count.failed += 1;
      const reason = String(file.message ?? '').split('\n')[0];
      count.notes.push(
        `${relative(file.name)} failed without running tests${reason ? `: ${reason}` : ''}`,
      );
    }
    for (const test of tests) {
      const title =
        [...(test.ancestorTitles ?? []), test.title].filter(Boolean).join(' › ') || test.fullName;
      if (SKIPPED_STATUSES.has(test.status)) {
        count.skipped.push(`${relative(file.name)} › ${title} (${test.status})`);
      }
      if (test.status === 'failed') {
        // The summary is often all a CI log keeps: name the failure and its first line there.
        const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        count.notes.push(
          `failed: ${relative(file.name)} › ${title}${reason ? ` (${reason})` : ''}`,
        );
      }
    }
  }
  const declared = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  if (declared > count.skipped.length) {
    count.skipped.push(`${declared - count.skipped.length} more skipped/todo test(s)`);
  }
  if (json.success === false && count.failed === 0) {
    count.failed = 1;
    count.notes.push('the run was not successful although no test failed');
  }
  return withExitCode(count, exitCode, 'vitest');
}

/** Playwright's JSON report. Flaky tests passed on retry: they count as passed. */
export function countPlaywright(json, exitCode) {
  if (!json || typeof json !== 'object' || !json.stats) {
    return { passed: 0, failed: 1, skipped: [], notes: ['no JSON report was written'] };
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  const count = { passed: expected + flaky, failed: unexpected, skipped: [], notes: [] };

  // Top-level suites are files (named by `where` below); nested ones are describe() blocks.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const name = [...titles, spec.title].join(' › ');
      const where = `${spec.file ?? suite.file ?? '?'}:${spec.line ?? '?'}`;
      for (const test of spec.tests ?? []) {
        const project = test.projectName ? `[${test.projectName}] ` : '';
        if (test.status === 'skipped') count.skipped.push(`${project}${where} › ${name}`);
        if (test.status === 'flaky') count.notes.push(`flaky (passed on retry): ${project}${name}`);
        if (test.status === 'unexpected') count.notes.push(`failed: ${project}${where} › ${name}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of json.suites ?? []) walk(file, []);
  if (skipped > count.skipped.length) {
    count.skipped.push(`${skipped - count.skipped.length} more skipped test(s)`);
  }
  for (const error of json.errors ?? []) {
    count.notes.push(String(error.message ?? error).split('\n')[0]);
  }
  if ((json.errors ?? []).length > 0 && count.failed === 0) {
    count.failed = 1;
  }
  return withExitCode(count, exitCode, 'playwright');
}

/** scripts/check-budgets.mjs --json output: one check per budget. */
export function countBudgets(json, exitCode) {
  if (!Array.isArray(json) || json.length === 0) {
    return { passed: 0, failed: 1, skipped: [], notes: ['no JSON report was written'] };
  }
  const count = { passed: 0, failed: 0, skipped: [], notes: [] };
  for (const budget of json) {
    if (budget.passed === true) {
      count.passed += 1;
    } else {
      count.failed += 1;
      const detail =
        budget.error ??
        `${(budget.bytes / 1024).toFixed(1)} KB > ${(budget.limit / 1024).toFixed(1)} KB`;
      count.notes.push(`${budget.name}: ${detail}`);
    }
  }
  return withExitCode(count, exitCode, 'the budget report');
}

/**
 * The checks, in stages: each stage starts when the one before has ended, and its lanes run side
 * by side, the steps of a lane one after the other. The type check, lint and format beside the
 * build, the type check in a lane of its own: in one lane with the format check (which takes as
 * long) the stage waited on the two in turn while the build had long ended. The bundle budgets
 * beside the unit tests: they measure bytes, not time, and their browser mostly waits on pages,
 * where the unit tests leave about a third of the CPU unused (they wait on timers as often as
 * they compute); before, they held the build's lane for 50 s. The end-to-end tests run alone,
 * with every core: a machine busy with something else makes them slow, not wrong, but slow
 * enough to time out. Only a `live` step streams its output as it comes; the others print theirs
 * when they end, so lanes never interleave their lines.
 */
export const STAGES = [
  [[{ name: 'route tree', command: 'npx', args: ['tsr', 'generate'] }]],
  [
    [{ name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] }],
    [
      { name: 'lint', command: 'npm', args: ['run', 'lint'] },
      { name: 'format', command: 'npm', args: ['run', 'format:check'] },
    ],
    [{ name: 'build', command: 'npx', args: ['vite', 'build'], isBuild: true }],
  ],
  [
    [
      {
        name: 'unit + integration',
        command: 'npx',
        args: [
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile=${REPORTS}/vitest.json`,
        ],
        report: `${REPORTS}/vitest.json`,
        count: countVitest,
        live: true,
      },
    ],
    [
      {
        name: 'bundle budgets',
        command: process.execPath,
        args: ['scripts/check-budgets.mjs', '--json', `${REPORTS}/budgets.json`],
        report: `${REPORTS}/budgets.json`,
        count: countBudgets,
        // Without a fresh build the budgets would measure a stale dist/; routes open in Chromium.
        needsBuild: true,
        needsBrowser: true,
      },
    ],
  ],
  [
    [
      {
        name: 'e2e (playwright)',
        command: 'npx',
        args: ['playwright', 'test', '--reporter=list,json'],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORTS}/playwright.json` },
        report: `${REPORTS}/playwright.json`,
        count: countPlaywright,
        needsBuild: true,
        needsBrowser: true,
        live: true,
      },
    ],
  ],
];

/** Every step, in the order the summary lists them. */
export const STEPS = STAGES.flat(2);

const formatDuration = (ms) =>
  ms < 60_000
    ? `${(ms / 1000).toFixed(1)}s`
    : `${Math.floor(ms / 60_000)}m${Math.floor((ms % 60_000) / 1000)}s`;

/** The summary printed at the end; its last line is `N passed, N failed`. */
export function formatSummary(results, totalMs) {
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  const skippedCount = results.reduce((sum, r) => sum + r.skipped.length, 0);
  const rows = results.map((r) => [
    r.name,
    r.status,
    String(r.passed),
    String(r.failed),
    String(r.skipped.length),
    r.ms === undefined ? '' : formatDuration(r.ms),
  ]);
  rows.push([
    'total',
    failed > 0 ? 'FAILED' : 'passed',
    String(passed),
    String(failed),
    String(skippedCount),
    totalMs === undefined ? '' : formatDuration(totalMs),
  ]);
  const headers = ['step', 'result', 'passed', 'failed', 'skipped', 'time'];
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 4 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join('  ')
      .trimEnd();

  const out = ['', '═'.repeat(60), 'Summary', ''];
  const rule = line(widths.map((w) => '-'.repeat(w)));
  out.push(line(headers), rule, ...rows.slice(0, -1).map(line), rule, line(rows[rows.length - 1]));

  const notes = results.flatMap((r) => r.notes.map((note) => `  ${r.name}: ${note}`));
  if (notes.length > 0) out.push('', 'Notes:', ...notes);

  const skipped = results.flatMap((r) => r.skipped.map((test) => `  ${r.name}: ${test}`));
  if (skipped.length > 0) out.push('', `Skipped tests (${skipped.length}):`, ...skipped);

  out.push('', `${passed} passed, ${failed} failed`);
  return { text: out.join('\n'), passed, failed };
}

async function main() {
  forwardSignals();
  const started = Date.now();
  const results = [];

  const finish = () => {
    const { text, failed } = formatSummary(results, Date.now() - started);
    console.log(text);
    const signal = interrupted();
    process.exitCode = signal ? signalExitCode(signal) : failed > 0 ? 1 : 0;
  };

  const installStart = Date.now();
  if (!(await ensureDependencies())) {
    results.push({
      name: 'install dependencies',
      status: 'FAILED',
      ...countExitCode(1),
      ms: Date.now() - installStart,
    });
    return finish();
  }
  const haveBrowser = await ensureBrowser();

  mkdirSync(path.join(ROOT, REPORTS), { recursive: true });
  const state = { buildFailed: false, routesFailed: false };
  const byStep = new Map();

  const runStep = async (step) => {
    const notRun = (status, failed = 0, notes = []) =>
      byStep.set(step, { name: step.name, status, passed: 0, failed, skipped: [], notes });
    if (interrupted()) return notRun('not run (interrupted)');
    if (state.routesFailed) return notRun('skipped (route tree failed)');
    if (step.needsBuild && state.buildFailed) return notRun('skipped (build failed)');
    if (step.needsBrowser && !haveBrowser) {
      return notRun('FAILED', 1, ['no chromium available (see the message at the top)']);
    }
    // Never count a report left over from an earlier run.
    if (step.report) rmSync(path.join(ROOT, step.report), { force: true });

    const title = `${step.name}: ${[path.basename(step.command), ...step.args].join(' ')}`;
    if (step.live) console.log(`\n${'─'.repeat(60)}\n▶ ${title}\n`);
    const stepStart = Date.now();
    const { exitCode, output } = await runWithOutput(step.command, step.args, {
      env: step.env,
      quiet: !step.live,
    });
    const ms = Date.now() - stepStart;
    if (!step.live) process.stdout.write(`\n${'─'.repeat(60)}\n▶ ${title}\n\n${output}`);

    const count = step.count
      ? step.count(readJson(step.report), exitCode)
      : countExitCode(exitCode);
    if (step.isBuild && exitCode !== 0) state.buildFailed = true;
    if (step.name === 'route tree' && exitCode !== 0) state.routesFailed = true;
    const status = interrupted() ? 'interrupted' : count.failed > 0 ? 'FAILED' : 'passed';
    byStep.set(step, { name: step.name, status, ...count, ms });
    console.log(
      `\n${count.failed > 0 ? '✖' : '✔'} ${step.name}: ${count.passed} passed, ${count.failed} failed (${formatDuration(ms)})`,
    );
  };

  for (const stage of STAGES) {
    await Promise.all(
      stage.map(async (lane) => {
        for (const step of lane) await runStep(step);
      }),
    );
  }
  results.push(...STEPS.map((step) => byStep.get(step)));

  finish();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main();
}
