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

const backups = () => readdirSync(dir).filter((name) => name.endsWith('.bak'));

describe('createDemoPersistence', () => {
  it('journals each write and restores it, with no snapshot written yet', () => {
    const { persistence, restored } = restart();
    expect(restored).toBe(false);
    bookmark().isBookmarked = true;
    persistence.persist();
    expect(existsSync(join(dir, 'demo.json'))).toBe(false);
    const [line] = readFileSync(join(dir, 'demo.journal'), 'utf8').trim().split('\n');
    // Only the table that changed goes into the line.
    expect(Object.keys(JSON.parse(line ?? '{}').tables)).toEqual(['bookmarks']);

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
