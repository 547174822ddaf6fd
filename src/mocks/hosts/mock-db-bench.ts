// The mock database's own figures for `npm run bench` (scripts/bench-mock-db.mjs runs this module
// in Node, with --expose-gc): what a demo write costs on each seed, and what a session costs in
// memory. Not a test: timings depend on the machine, and the benchmark prints its load beside them.
import { closeSync, fsyncSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import type { SeedName } from '@/mocks/seed/seed-context';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import {
  configureMockApi,
  getDemoSession,
  getMockSession,
  MOCK_SESSION_COOKIE,
  resetMockApi,
  resetSession,
} from '@/mocks/db/sessions';
import { handlers } from '@/mocks/handlers';
import { createDemoPersistence } from './demo-persistence';

const ORIGIN = 'http://localhost:4000';

async function call(
  path: string,
  options: { body?: unknown; token?: string; session?: string } = {},
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers({ accept: 'application/json' });
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.session) headers.set('cookie', `${MOCK_SESSION_COOKIE}=${options.session}`);
  if (options.body !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`${ORIGIN}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const response = await getResponse(handlers, request);
  if (!response) throw new Error(`no handler answered ${path}`);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

async function signIn(session?: string): Promise<string> {
  const { email, password } = demoAccounts.admin;
  const { status, body } = await call('/jwt/login', { body: { email, password }, session });
  if (status !== 200) throw new Error(`sign-in answered ${status}`);
  return (body as { accessToken: string }).accessToken;
}

/** The users app's "Save changes" body for `user`, renamed. */
function updateBody(user: Record<string, unknown>, fullName: string) {
  const fields = [
    'id',
    'username',
    'email',
    'contact',
    'company',
    'country',
    'role',
    'currentPlan',
  ];
  return { ...Object.fromEntries(fields.map((field) => [field, user[field]])), fullName };
}

export interface WriteCost {
  seed: SeedName;
  rows: number;
  /** `persist()` alone: what saving one write costs (ms), one sample per write. */
  persist: number[];
  /** The whole write: the handler's answer and `persist()` (ms). */
  write: number[];
  /** The disk alone: appending and fsyncing as many bytes as the write's line, in another file (ms). */
  disk: number[];
  /** The journal line's bytes, one a write. */
  lineBytes: number[];
}

/**
 * Updates one user after another in the saved demo database (as the users app's "Save changes"
 * does), each followed by `persist()` as the server runs it before answering.
 */
export async function measureWriteCost(seed: SeedName, runs: number): Promise<WriteCost> {
  const dir = mkdtempSync(join(tmpdir(), 'mock-db-bench-'));
  try {
    resetMockApi();
    configureMockApi({ defaultLatencyMs: 0 });
    resetSession(getDemoSession(), seed);
    const persistence = createDemoPersistence(dir, { warn: () => {} });
    persistence.load();
    const token = await signIn();
    persistence.persist();
    const users = getDemoSession().db.users;
    const persist: number[] = [];
    const write: number[] = [];
    const disk: number[] = [];
    const lineBytes: number[] = [];
    const journal = join(dir, 'demo.journal');
    const probe = openSync(join(dir, 'disk-probe'), 'a');
    // The first writes are warm-up: the code is compiled and the rows read once.
    for (let run = -5; run < runs; run += 1) {
      const user = users[(Math.abs(run) * 37) % users.length];
      if (!user) throw new Error('no user to update');
      const started = performance.now();
      const { status } = await call('/apps/users/update-user', {
        token,
        body: updateBody(user, `Renamed ${run}`),
      });
      if (status !== 200) throw new Error(`update-user answered ${status}`);
      const bytesBefore = statSync(journal, { throwIfNoEntry: false })?.size ?? 0;
      const handled = performance.now();
      persistence.persist();
      const done = performance.now();
      const bytes = (statSync(journal, { throwIfNoEntry: false })?.size ?? 0) - bytesBefore;
      const probeStarted = performance.now();
      writeSync(probe, `${'x'.repeat(Math.max(bytes - 1, 0))}\n`);
      fsyncSync(probe);
      const probed = performance.now();
      if (process.env.BENCH_VERBOSE)
        console.error(`write ${run}: ${(done - started).toFixed(1)} ms`);
      if (run >= 0) {
        persist.push(done - handled);
        write.push(done - started);
        disk.push(probed - probeStarted);
        lineBytes.push(bytes);
      }
    }
    closeSync(probe);
    persistence.close();
    return { seed, rows: users.length, persist, write, disk, lineBytes };
  } finally {
    resetMockApi();
    rmSync(dir, { recursive: true, force: true });
  }
}

function collect(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with node --expose-gc');
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export interface SessionMemory {
  seed: SeedName;
  sessions: number;
  /** Heap per fresh session, in bytes. */
  fresh: number;
  /** Heap per session after a test's usual calls: sign-in, a list, a write. */
  used: number;
}

function freshSessions(seed: SeedName, prefix: string, count: number): void {
  for (let index = 0; index < count; index += 1) {
    const session = getMockSession({ [MOCK_SESSION_COOKIE]: `${prefix}-${index}` });
    if (seed !== 'default') resetSession(session, seed);
  }
}

async function usedSessions(seed: SeedName, prefix: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const cookie = `${prefix}-${index}`;
    if (seed !== 'default') resetSession(getMockSession({ [MOCK_SESSION_COOKIE]: cookie }), seed);
    const token = await signIn(cookie);
    await call('/api/users/list/data?page=1&itemsPerPage=10', { token, session: cookie });
    const user = getMockSession({ [MOCK_SESSION_COOKIE]: cookie }).db.users[3];
    if (!user) throw new Error('no fourth user');
    const { status } = await call('/apps/users/update-user', {
      token,
      session: cookie,
      body: updateBody(user, `Renamed ${index}`),
    });
    if (status !== 200) throw new Error(`update-user answered ${status}`);
  }
}

/**
 * The heap a cookie session costs on `seed`: fresh, and after a sign-in, a list and a write. Each
 * is measured after a first round of the same (the seed built, the code compiled).
 */
export async function measureSessionMemory(seed: SeedName, count: number): Promise<SessionMemory> {
  configureMockApi({ defaultLatencyMs: 0 });
  resetMockApi();
  freshSessions(seed, 'warm-up', count);
  resetMockApi();
  const before = collect();
  freshSessions(seed, 'fresh', count);
  const fresh = (collect() - before) / count;

  resetMockApi();
  await usedSessions(seed, 'warm-up', Math.min(count, 20));
  resetMockApi();
  const start = collect();
  await usedSessions(seed, 'used', count);
  const used = (collect() - start) / count;
  resetMockApi();
  return { seed, sessions: count, fresh, used };
}
