// The mock database's figures (issue 52, items 3 and 4): what saving a demo write costs on the
// default and `large` seeds, and the memory a mock session costs, each beside its target. Runs in
// Node with --expose-gc (it starts itself so); `npm run bench` includes it. The figures go into
// docs/performance.md between the `bench-mock-db:start` and `bench-mock-db:end` markers.
//
//   node scripts/bench-mock-db.mjs [--runs 40] [--sessions 200] [--no-write]
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importSource } from '../build/import-source.mjs';
import { asNumber, parseBenchOptions } from './lib/bench-options.mjs';
import { table, writeBenchSection } from './lib/bench-doc.mjs';
import { stats } from './lib/stats.mjs';

const DOC = fileURLToPath(new URL('../docs/performance.md', import.meta.url));

/** Issue 52: saving a demo write costs at most 5 ms on the `large` seed (the median). */
export const WRITE_TARGET_MS = 5;
/** Issue 52: a fresh session costs under 100 KB, whatever the seed's size. */
export const FRESH_SESSION_TARGET_KB = 100;

async function measure({ runs, sessions }) {
  const { module: bench } = await importSource('mocks/hosts/mock-db-bench.ts');
  const writes = [];
  for (const seed of ['default', 'large']) writes.push(await bench.measureWriteCost(seed, runs));
  const memory = [];
  for (const seed of ['default', 'large']) {
    memory.push(await bench.measureSessionMemory(seed, sessions));
  }
  return { writes, memory };
}

/** The figures as `{ measure, median, p95, target, met }` rows (times in ms, sizes in KB). */
export function mockDbRows({ writes, memory }) {
  const rows = [];
  for (const cost of writes) {
    const persist = stats(cost.persist);
    const write = stats(cost.write);
    const disk = stats(cost.disk);
    const bytes = stats(cost.lineBytes);
    rows.push({
      measure: `demo write saved (journal line), ${cost.seed} seed (${cost.rows} users)`,
      median: persist.median,
      p95: persist.p95,
      unit: 'ms',
      target: WRITE_TARGET_MS,
      met: persist.median <= WRITE_TARGET_MS,
    });
    rows.push({
      measure: `of which the disk: append + fsync of ${Math.round(bytes.median)} bytes alone`,
      median: disk.median,
      p95: disk.p95,
      unit: 'ms',
      target: null,
      met: true,
    });
    rows.push({
      measure: `whole demo write (handler + save), ${cost.seed} seed`,
      median: write.median,
      p95: write.p95,
      unit: 'ms',
      target: null,
      met: true,
    });
  }
  for (const session of memory) {
    rows.push({
      measure: `fresh session's memory, ${session.seed} seed (${session.sessions} sessions)`,
      median: session.fresh / 1024,
      p95: null,
      unit: 'KB',
      target: FRESH_SESSION_TARGET_KB,
      met: session.fresh / 1024 < FRESH_SESSION_TARGET_KB,
    });
    rows.push({
      measure: `session after sign-in, a list and a write, ${session.seed} seed`,
      median: session.used / 1024,
      p95: null,
      unit: 'KB',
      target: null,
      met: true,
    });
  }
  return rows;
}

/** Runs the measures in a child Node with --expose-gc and returns their rows. */
export function benchMockDb({ runs = 40, sessions = 200 } = {}) {
  const output = execFileSync(
    process.execPath,
    [
      '--expose-gc',
      fileURLToPath(import.meta.url),
      '--json',
      '--runs',
      String(runs),
      '--sessions',
      String(sessions),
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return mockDbRows(JSON.parse(output.slice(output.indexOf('{'))));
}

const format = (value, unit) =>
  value === null ? '—' : unit === 'KB' ? `${value.toFixed(1)} KB` : `${value.toFixed(2)} ms`;

/** The rows as a Markdown table. */
export function mockDbTable(rows) {
  return table(
    ['measure', 'median', 'p95', 'target'],
    rows.map((row) => [
      row.measure,
      format(row.median, row.unit),
      format(row.p95, row.unit),
      row.target === null
        ? '—'
        : `${row.unit === 'KB' ? '<' : '≤'} ${row.target} ${row.unit} (${row.met ? 'met' : 'MISSED'})`,
    ]),
  );
}

/** The figures with the machine and its load, as docs/performance.md shows them. */
export function mockDbSection(options = {}) {
  const load = os.loadavg()[0];
  const rows = benchMockDb(options);
  const machine = `Measured ${new Date().toISOString().slice(0, 10)} by \`node scripts/bench-mock-db.mjs\` on ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after; ${options.runs ?? 40} writes a seed, ${options.sessions ?? 200} sessions a seed.`;
  return `${machine}\n\n${mockDbTable(rows)}`;
}

/** Puts `section` between the markers in docs/performance.md. */
export function writeMockDbSection(section) {
  writeBenchSection(DOC, 'bench-mock-db', section);
  process.stdout.write(`→ ${path.relative(process.cwd(), DOC)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const json = argv.includes('--json');
  const write = !argv.includes('--no-write');
  const options = parseBenchOptions(
    argv.filter((arg) => arg !== '--json' && arg !== '--no-write'),
    { runs: 40, sessions: 200 },
    { '--sessions': ['sessions', asNumber] },
  );
  if (json) {
    process.stdout.write(JSON.stringify(await measure(options)));
  } else {
    const section = mockDbSection(options);
    process.stdout.write(`\n${section}\n\n`);
    if (write) writeMockDbSection(section);
  }
}
