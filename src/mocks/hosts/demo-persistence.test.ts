// @vitest-environment node
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DB_FORMAT_VERSION } from '@/mocks/db/database';
import { getDemoSession, resetMockApi, resetSession } from '@/mocks/db/sessions';
import { createDemoPersistence } from '@/mocks/hosts/demo-persistence';

let dir: string;
const warnings: string[] = [];
const warn = (message: string) => {
  warnings.push(message);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-api-'));
  warnings.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bookmark = () => {
  const row = getDemoSession().db.bookmarks.find((candidate) => candidate.link === '/apps/kanban');
  if (!row) throw new Error('kanban suggestion missing from the seed');
  return row;
};

/** A server restart: a fresh demo session, then whatever the files hold. */
function restart(options: { compactAfterBytes?: number } = {}) {
  resetMockApi();
  const persistence = createDemoPersistence(dir, { warn, ...options });
  return { persistence, restored: persistence.load() };
}

const demoDb = () => getDemoSession().db;

function present<Value>(value: Value | undefined): Value {
  if (value === undefined) throw new Error('the seed lacks a row this test reads');
  return value;
}

const backups = () => readdirSync(dir).filter((name) => name.endsWith('.bak'));

describe('createDemoPersistence', () => {
  it('journals each write and restores it, with no snapshot written yet', () => {
    const { persistence, restored } = restart();
    expect(restored).toBe(false);
    bookmark().isBookmarked = true;
    persistence.persist();
    expect(existsSync(join(dir, 'demo.json'))).toBe(false);
    const [line] = readFileSync(join(dir, 'demo.journal'), 'utf8').trim().split('\n');
    // Only the row that changed goes into the line; the others are kept by position.
    const { changes } = JSON.parse(line ?? '{}') as { changes: Record<string, unknown[]> };
    expect(Object.keys(changes)).toEqual(['bookmarks']);
    expect(changes.bookmarks?.filter((segment) => !Array.isArray(segment))).toEqual([
      expect.objectContaining({ link: '/apps/kanban', isBookmarked: true }),
    ]);

    expect(restart().restored).toBe(true);
    expect(bookmark().isBookmarked).toBe(true);
    // Loading folds the journal into the snapshot.
    expect(readFileSync(join(dir, 'demo.journal'), 'utf8')).toBe('');
    expect(JSON.parse(readFileSync(join(dir, 'demo.json'), 'utf8'))).toMatchObject({
      version: DB_FORMAT_VERSION,
      seed: 'default',
    });
    expect(warnings).toEqual([]);
  });

  it('writes nothing when a request changed nothing', () => {
    const { persistence } = restart();
    persistence.persist();
    expect(existsSync(join(dir, 'demo.journal'))).toBe(false);
  });

  it('ignores a last line cut short by a crash: it was never acknowledged', () => {
    const { persistence } = restart();
    bookmark().isBookmarked = true;
    persistence.persist();
    appendFileSync(join(dir, 'demo.journal'), '{"version":4,"seed":"def');
    expect(restart().restored).toBe(true);
    expect(bookmark().isBookmarked).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('compacts the journal into the snapshot once it grows', async () => {
    const { persistence } = restart({ compactAfterBytes: 1 });
    bookmark().isBookmarked = true;
    persistence.persist();
    await vi.waitFor(() => expect(readFileSync(join(dir, 'demo.journal'), 'utf8')).toBe(''));
    expect(restart().restored).toBe(true);
    expect(bookmark().isBookmarked).toBe(true);
  });

  it('saves a reset as a whole snapshot', () => {
    const { persistence } = restart();
    bookmark().isBookmarked = true;
    persistence.persist();
    resetSession(getDemoSession());
    persistence.persist();
    expect(readFileSync(join(dir, 'demo.journal'), 'utf8')).toBe('');
    restart();
    expect(bookmark().isBookmarked).toBe(false);
  });

  it('moves a snapshot of another format version aside and says where', () => {
    writeFileSync(join(dir, 'demo.json'), JSON.stringify({ version: 1, tables: {} }));
    expect(restart().restored).toBe(false);
    expect(backups()).toEqual([expect.stringMatching(/^demo\.json\..+\.bak$/)]);
    expect(existsSync(join(dir, 'demo.json'))).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('format version 1')]);
    expect(warnings[0]).toContain(join(dir, backups()[0] ?? ''));
  });

  it('moves an unreadable snapshot aside, with the journal that went with it', () => {
    writeFileSync(join(dir, 'demo.json'), '{"version":4,');
    writeFileSync(join(dir, 'demo.journal'), '');
    expect(restart().restored).toBe(false);
    expect(backups()).toHaveLength(2);
    expect(warnings).toEqual([
      expect.stringContaining('not readable JSON'),
      expect.stringContaining('demo.journal belongs to that snapshot'),
    ]);
  });

  it('moves aside a snapshot whose rows fail the schemas', () => {
    writeFileSync(
      join(dir, 'demo.json'),
      JSON.stringify({ version: DB_FORMAT_VERSION, seed: 'default', tables: { tasks: [{}] } }),
    );
    expect(restart().restored).toBe(false);
    expect(backups()).toHaveLength(1);
    expect(warnings).toEqual([expect.stringContaining('do not pass the current schemas')]);
  });

  it('keeps the lines before a broken journal line and the whole journal as a .bak', () => {
    const { persistence } = restart();
    bookmark().isBookmarked = true;
    persistence.persist();
    appendFileSync(join(dir, 'demo.journal'), 'garbage\n');
    expect(restart().restored).toBe(true);
    expect(bookmark().isBookmarked).toBe(true);
    expect(backups()).toEqual([expect.stringMatching(/^demo\.journal\..+\.bak$/)]);
    expect(warnings).toEqual([expect.stringContaining('unreadable line (line 2)')]);
  });

  it('restores edits, inserts, removals, moves and nested writes line by line, across restarts', () => {
    let { persistence } = restart();
    const writes: (() => void)[] = [
      () => {
        present(demoDb().users[3]).fullName = 'Edited once';
      },
      () => {
        const order = present(demoDb().orders.find((candidate) => candidate.lines.length > 0));
        const line = present(order.lines[0]);
        line.qty += 5;
        order.lines.push({ ...line, productId: 4242 });
      },
      () => {
        demoDb().users = demoDb().users.filter((user) => user.id % 50 !== 0);
        demoDb().categories = demoDb().categories.toReversed();
      },
      () => {
        demoDb()
          .roles.find((role) => role.name === 'editor')
          ?.rules.pop();
        const first = present(demoDb().tasks[0]);
        demoDb().tasks.splice(1, 2, { ...first, id: 9001, title: 'Inserted' });
      },
    ];
    for (const [index, write] of writes.entries()) {
      write();
      persistence.persist();
      const expected: unknown = JSON.parse(JSON.stringify(demoDb()));
      // A restart after every other line: each replays over the snapshot the last one compacted.
      if (index % 2 === 1) ({ persistence } = restart());
      expect(JSON.parse(JSON.stringify(demoDb()))).toEqual(expected);
    }
    ({ persistence } = restart());
    expect(demoDb().users.find((user) => user.id === 4)?.fullName).toBe('Edited once');
    expect(demoDb().tasks[1]?.title).toBe('Inserted');
    expect(warnings).toEqual([]);
  });

  it('still replays a journal written before rows were noted (whole tables a line)', () => {
    const tasks = JSON.parse(JSON.stringify(getDemoSession().db.tasks)) as { title: string }[];
    present(tasks[0]).title = 'From an older journal';
    const line = { version: DB_FORMAT_VERSION, seed: 'default', clock: new Date().toISOString() };
    writeFileSync(join(dir, 'demo.journal'), `${JSON.stringify({ ...line, tables: { tasks } })}\n`);
    expect(restart().restored).toBe(true);
    expect(getDemoSession().db.tasks[0]?.title).toBe('From an older journal');
  });

  it('stops the replay at a change that does not fit the rows before it', () => {
    const { persistence } = restart();
    bookmark().isBookmarked = true;
    persistence.persist();
    const line = { version: DB_FORMAT_VERSION, seed: 'default', clock: new Date().toISOString() };
    appendFileSync(
      join(dir, 'demo.journal'),
      `${JSON.stringify({ ...line, changes: { bookmarks: [[0, 10_000]] } })}\n`,
    );
    expect(restart().restored).toBe(true);
    expect(bookmark().isBookmarked).toBe(true);
    expect(backups()).toEqual([expect.stringMatching(/^demo\.journal\..+\.bak$/)]);
    expect(warnings).toEqual([expect.stringContaining('does not fit the rows before it (line 2)')]);
  });

  it('throws when it cannot write, so the write is not acknowledged', () => {
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, '');
    resetMockApi();
    const persistence = createDemoPersistence(file, { warn });
    persistence.load();
    bookmark().isBookmarked = true;
    expect(() => persistence.persist()).toThrow(/EEXIST|ENOTDIR/);
  });
});
