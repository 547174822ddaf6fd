// @vitest-environment node
import {
  createDatabase,
  DB_FORMAT_VERSION,
  fromSnapshot,
  nextId,
  toSnapshot,
} from '@/mocks/db/database';
import { createSeedRandom, dateFromReference, SEED_REFERENCE_DATE } from '@/mocks/seed/seed-random';

describe('createDatabase', () => {
  it('is deterministic and gives each call its own copy', () => {
    const first = createDatabase('default');
    const second = createDatabase('default');
    expect(JSON.parse(JSON.stringify(first))).toEqual(second);
    first.bookmarks[0] = {
      ...second.bookmarks[0],
      title: 'changed',
    } as (typeof first.bookmarks)[0];
    expect(createDatabase('default').bookmarks[0]?.title).toBe('Analytics');
  });

  it('seeds the demo accounts first, then the directory, roles and bookmarks', () => {
    const db = createDatabase();
    expect(db.users.slice(0, 2).map((user) => [user.id, user.email, user.role])).toEqual([
      [1, 'admin@demo.com', 'admin'],
      [2, 'client@demo.com', 'client'],
    ]);
    expect(db.users.filter((user) => user.password !== undefined).map((user) => user.id)).toEqual([
      1, 2, 3,
    ]);
    expect(db.roles.map((role) => role.name)).toEqual([
      'admin',
      'client',
      'author',
      'editor',
      'maintainer',
      'subscriber',
      'shopManager',
    ]);
    expect(db.refreshTokens).toEqual([]);
    expect(db.bookmarks.filter((row) => row.isBookmarked)).toHaveLength(5);
    expect(nextId(db.users)).toBe(501);
  });
});

describe('snapshots', () => {
  it('round-trips and seeds tables the snapshot lacks', () => {
    const db = createDatabase();
    db.bookmarks[0] = { ...db.bookmarks[0], isBookmarked: true } as (typeof db.bookmarks)[0];
    const snapshot = JSON.parse(JSON.stringify(toSnapshot(db, 'default'))) as {
      tables: Record<string, unknown>;
    };
    delete snapshot.tables.roles;
    const restored = fromSnapshot(snapshot);
    expect(restored?.db.bookmarks[0]?.isBookmarked).toBe(true);
    expect(restored?.db.roles).toEqual(createDatabase().roles);
  });

  it("keeps the session clock's instant, where a restored demo resumes it", () => {
    const at = Date.parse('2026-11-05T10:00:00.000Z');
    const saved = JSON.parse(
      JSON.stringify(toSnapshot(createDatabase(), 'default', at)),
    ) as unknown;
    expect(fromSnapshot(saved)?.clockAt).toBe(at);
    // Files saved before the clock existed start again from the reference date.
    expect(fromSnapshot(toSnapshot(createDatabase(), 'default'))?.clockAt).toBeUndefined();
  });

  it('refuses another version, an unknown seed or an invalid row', () => {
    const snapshot = toSnapshot(createDatabase(), 'default');
    expect(fromSnapshot({ ...snapshot, version: DB_FORMAT_VERSION + 1 })).toBeNull();
    expect(fromSnapshot({ ...snapshot, seed: 'huge' })).toBeNull();
    expect(
      fromSnapshot({ ...snapshot, tables: { ...snapshot.tables, users: [{ id: 'x' }] } }),
    ).toBeNull();
    expect(fromSnapshot('nonsense')).toBeNull();
  });
});

function draw(stream: string) {
  const random = createSeedRandom(stream);
  return [
    random.int(1, 6),
    random.pick(['a', 'b', 'c']),
    random.float(0, 1),
    random.dateAround(-30, 30),
  ];
}

describe('seed helpers', () => {
  it('repeat the same values for the same stream', () => {
    expect(draw('users')).toEqual(draw('users'));
    expect(draw('users')).not.toEqual(draw('invoices'));
  });

  it('stay within bounds', () => {
    const random = createSeedRandom('bounds');
    for (let index = 0; index < 500; index += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      const date = Date.parse(random.dateAround(-2, 2));
      expect(Math.abs(date - Date.parse(SEED_REFERENCE_DATE))).toBeLessThanOrEqual(2 * 86_400_000);
    }
    expect(random.pickMany([1, 2, 3], 5).toSorted()).toEqual([1, 2, 3]);
    expect(() => random.pick([])).toThrow('empty list');
    expect(dateFromReference(-1)).toBe('2026-10-31T09:00:00.000Z');
  });
});
