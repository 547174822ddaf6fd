// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bypass } from 'msw';
import { z } from 'zod';
import { authResponseSchema } from '@/lib/session/session-schemas';

// Real `vite preview` processes with the mock plugin (what `npm start` runs), killed for real.
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const CONFIG = join(ROOT, 'build/mock-api-server.config.ts');
const WRITES = 20;

interface Server {
  child: ChildProcess;
  origin: string;
  /** Everything the process wrote to stderr so far. */
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

let dir: string;
const running = new Set<Server>();
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-crash-'));
});
afterEach(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await Promise.all([...running].map((server) => server.exited));
  running.clear();
  rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

function spawnServer(port: number): Server {
  // Without VITEST the plugin persists, as it does under `npm start`.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--config', CONFIG, '--outDir', dir, '--port', String(port), '--strictPort'],
    {
      cwd: ROOT,
      env: { ...env, MOCK_DATA_DIR: join(dir, 'data'), MOCK_LATENCY: '0', MOCK_PERSIST: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('exit', (code, signal) => {
      running.delete(server);
      done({ code, signal });
    });
  });
  const server: Server = {
    child,
    origin: `http://127.0.0.1:${port}`,
    stderr: () => stderr,
    exited,
  };
  running.add(server);
  return server;
}

/** Resolves true once the server answers, false if its process ends first. */
async function answers(server: Server): Promise<boolean> {
  const state = { dead: false };
  void server.exited.then(() => {
    state.dead = true;
  });
  while (!state.dead) {
    try {
      if ((await fetch(bypass(`${server.origin}/__mock/status`))).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((next) => setTimeout(next, 25));
  }
  return false;
}

async function startServer(): Promise<Server> {
  // The free port can be taken between the probe and vite's listen: then try another one.
  for (let attempt = 1; ; attempt += 1) {
    const server = spawnServer(await freePort());
    if (await answers(server)) return server;
    if (attempt === 3 || !server.stderr().includes('already in use')) {
      throw new Error(`mock server exited before answering:\n${server.stderr()}`);
    }
  }
}

async function call(server: Server, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(bypass(`${server.origin}${path}`, init));
}

async function signIn(server: Server): Promise<string> {
  const response = await call(server, '/jwt/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  expect(response.status).toBe(200);
  return authResponseSchema.parse(await response.json()).accessToken;
}

async function addTasks(server: Server, label: string): Promise<string[]> {
  const token = await signIn(server);
  const titles: string[] = [];
  for (let index = 0; index < WRITES; index += 1) {
    const title = `${label} ${index}`;
    const response = await call(server, '/apps/todo/add-tasks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ task: { title, dueDate: '2025-01-01T00:00:00.000Z' } }),
    });
    expect(response.status).toBe(201);
    titles.push(title);
  }
  return titles;
}

async function taskTitles(server: Server, label: string): Promise<string[]> {
  const token = await signIn(server);
  const response = await call(
    server,
    `/apps/todo/tasks?filter=everyone&q=${encodeURIComponent(label)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(response.status).toBe(200);
  const { tasks } = z
    .object({ tasks: z.array(z.object({ title: z.string() })) })
    .parse(await response.json());
  return tasks.map((task) => task.title).toSorted();
}

// Real processes: several starts per test, slower than the default timeout on a loaded machine.
describe('the demo database across a killed server', { timeout: 60_000 }, () => {
  it('keeps every answered write after kill -9, and its sign-ins', async () => {
    const first = await startServer();
    const token = await signIn(first);
    const written = await addTasks(first, 'crash-kill');
    // Right after the last 2xx: no chance for a timer or an exit handler to save anything.
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await startServer();
    expect(await taskTitles(second, 'crash-kill')).toEqual(written.toSorted());
    // The key that signed the token is saved with the database: a restart signs nobody out.
    const bookmarks = await call(second, '/api/bookmarks/data', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bookmarks.status).toBe(200);
  });

  it('keeps every answered write after SIGINT and after SIGTERM', async () => {
    const first = await startServer();
    const beforeInt = await addTasks(first, 'crash-int');
    first.child.kill('SIGINT');
    await first.exited;

    const second = await startServer();
    expect(await taskTitles(second, 'crash-int')).toEqual(beforeInt.toSorted());
    const beforeTerm = await addTasks(second, 'crash-term');
    second.child.kill('SIGTERM');
    await second.exited;
    // vite closes its server on SIGTERM, and the plugin folds the journal into the snapshot then.
    expect(readFileSync(join(dir, 'data', 'demo.journal'), 'utf8')).toBe('');

    const third = await startServer();
    expect(await taskTitles(third, 'crash-int')).toEqual(beforeInt.toSorted());
    expect(await taskTitles(third, 'crash-term')).toEqual(beforeTerm.toSorted());
  });

  it('moves a snapshot of an older format aside, saying where, and starts from the seed', async () => {
    const data = join(dir, 'data');
    mkdirSync(data);
    writeFileSync(
      join(data, 'demo.json'),
      JSON.stringify({ version: 1, seed: 'default', tables: {} }),
    );

    const server = await startServer();
    const backups = readdirSync(data).filter((name) => name.endsWith('.bak'));
    expect(backups).toHaveLength(1);
    // The warning is printed before the server listens, but the pipe may deliver it later.
    await vi.waitFor(() => {
      expect(server.stderr()).toContain('format version 1');
      expect(server.stderr()).toContain(join(data, backups[0] ?? ''));
    });
    expect(existsSync(join(data, 'demo.json'))).toBe(false);
    expect(await taskTitles(server, 'crash-')).toEqual([]);
  });
});

/** The link mailed for a reset asked for by a page of another site. */
async function resetLink(server: Server): Promise<URL> {
  const asked = await call(server, '/jwt/forgot-password', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'https://attacker.example',
      referer: 'https://attacker.example/x',
    },
    body: JSON.stringify({ email: 'admin@demo.com' }),
  });
  expect(asked.status).toBe(204);
  const outbox = await call(server, '/__mock/outbox?to=admin@demo.com');
  const { mails } = z
    .object({ mails: z.array(z.object({ link: z.string() })) })
    .parse(await outbox.json());
  return new URL(mails.at(-1)?.link ?? '');
}

describe('the links a real server mails', { timeout: 60_000 }, () => {
  // MOCK_PUBLIC_ORIGIN, when set, wins (server.test.ts): one start less.
  it('lead to the server’s own origin, whatever the request names', async () => {
    const server = await startServer();
    const link = await resetLink(server);
    // Vite's own name for where it listens, not the address the request came to (127.0.0.1).
    expect(link.origin).toBe(`http://localhost:${new URL(server.origin).port}`);
    expect(link.pathname).toBe('/reset-password');
  });
});
