// @vitest-environment node
import { createDatabase, seededRows } from '@/mocks/db/database';
import { getMockSession, resetMockApi } from '@/mocks/db/sessions';
import { applySegments, plainCopy, startRecording, takeChanges } from '@/mocks/db/table-store';
import type { Database } from '@/mocks/db/tables';

afterEach(() => resetMockApi());

function present<Value>(value: Value | undefined): Value {
  if (value === undefined) throw new Error('the seed lacks a row this test reads');
  return value;
}

/** Every table as plain JSON: what a database holds, whatever its proxies. */
const contents = (db: Database): unknown => JSON.parse(JSON.stringify(db));

function orderWithLines(db: Database) {
  const order = db.orders.find((candidate) => candidate.lines.length > 1);
  if (!order) throw new Error('the seed has no order with two lines');
  return order;
}

describe('copy-on-write sessions', () => {
  it('keeps one session’s writes out of the others, a fresh one and the seed, nested rows too', () => {
    const fresh = contents(createDatabase());
    const a = getMockSession({ 'mock-session': 'a' }).db;
    const b = getMockSession({ 'mock-session': 'b' }).db;
    const untouched = contents(b);

    const user = a.users[5];
    if (!user) throw new Error('no sixth user');
    user.fullName = 'Changed in a';
    const order = orderWithLines(a);
    const [line] = order.lines;
    if (!line) throw new Error('no line');
    line.qty += 7;
    order.lines.push({ ...line, productId: 999 });
    const role = a.roles.find((candidate) => candidate.name === 'editor');
    role?.rules.push({ action: 'delete', subject: 'User' });
    a.bookmarks = a.bookmarks.filter((bookmark) => !bookmark.isBookmarked);
    a.tasks.splice(0, 3);
    a.refreshTokens.push({
      jti: 'added-in-a',
      userId: 1,
      issuedAt: 0,
      expiresAt: 1,
      usedAt: null,
      revokedAt: null,
    });

    expect(a.users[5]?.fullName).toBe('Changed in a');
    expect(orderWithLines(a).lines.at(-1)?.productId).toBe(999);
    expect(contents(b)).toEqual(untouched);
    const c = getMockSession({ 'mock-session': 'c' }).db;
    expect(contents(c)).toEqual(fresh);
    expect(contents(createDatabase())).toEqual(fresh);
    // The seed's rows themselves cannot be written, by any path.
    const seeded = present(present(seededRows('default', 'orders')[0]).lines[0]);
    expect(() => {
      seeded.qty = 0;
    }).toThrow(TypeError);
  });

  it('keeps a row the same object through reads and writes, so handlers can compare rows', () => {
    const db = createDatabase();
    const task = db.tasks[2];
    if (!task) throw new Error('no third task');
    expect(db.tasks.find((candidate) => candidate.id === task.id)).toBe(task);
    task.title = 'Renamed';
    db.tasks.push({ ...task, id: 1000 });
    expect(db.tasks.indexOf(task)).toBe(2);
    db.tasks = db.tasks.filter((candidate) => candidate !== task);
    expect(db.tasks.some((candidate) => candidate.id === task.id)).toBe(false);
    expect(db.tasks.at(-1)).toMatchObject({ id: 1000, title: 'Renamed' });
  });

  it('copies what it hands out as plain data, and stores no view of another row', () => {
    const db = createDatabase();
    const order = orderWithLines(db);
    const copy = plainCopy(order);
    present(copy.lines[0]).qty = 1234;
    expect(order.lines[0]?.qty).not.toBe(1234);
    // A spread row holds views of the row's parts; storing it stores copies of them.
    const [first, second] = db.orders;
    if (!first || !second) throw new Error('two orders needed');
    Object.assign(first, { ...second, id: first.id });
    present(second.lines[0]).qty = 4321;
    expect(first.lines[0]?.qty).not.toBe(4321);
    expect(structuredClone(plainCopy(db.orders))).toHaveLength(db.orders.length);
  });

  it('shares the large seed between databases: a write to one of its rows stays in its database', () => {
    const db = createDatabase('large');
    expect(Object.keys(db)).toContain('users');
    expect(db.users).toHaveLength(10_000);
    present(db.users[9_999]).fullName = 'Only here';
    expect(createDatabase('large').users[9_999]?.fullName).not.toBe('Only here');
  });
});

/** Replays the changes taken from `db` over `before` and checks they give `db` again. */
function replays(db: Database, before: Record<string, unknown[]>) {
  const changes = takeChanges(db);
  const after: Record<string, unknown[]> = { ...before };
  for (const [name, segments] of changes) {
    const next = applySegments(before[name] ?? [], JSON.parse(segments));
    expect(next).not.toBeNull();
    after[name] = next ?? [];
  }
  expect(after).toEqual(contents(db));
  return { changes, after };
}

describe('recorded changes', () => {
  it('notes only the rows a write made, and replays edits, inserts, removals and moves', () => {
    const db = createDatabase();
    startRecording(db);
    let saved = contents(db) as Record<string, unknown[]>;
    expect(takeChanges(db).size).toBe(0);

    present(db.users[42]).fullName = 'Edited';
    let { changes, after } = replays(db, saved);
    expect([...changes.keys()]).toEqual(['users']);
    // One row written among 500: the line holds it and two ranges.
    expect(JSON.parse(changes.get('users') ?? '[]')).toEqual([
      [0, 42],
      expect.objectContaining({ fullName: 'Edited' }),
      [43, 500],
    ]);
    saved = after;

    present(orderWithLines(db).lines[1]).qty = 99;
    db.users = db.users.filter((user) => user.id !== 7);
    db.categories = db.categories.toReversed();
    db.tasks.splice(3, 1, { ...present(db.tasks[0]), id: 777 });
    ({ changes, after } = replays(db, saved));
    expect([...changes.keys()].toSorted()).toEqual(['categories', 'orders', 'tasks', 'users']);
    expect(changes.get('users')).toBe('[[0,6],[7,500]]');
    saved = after;

    // A read notes nothing; a write is noted even when it puts the same value back.
    const name = present(db.roles[0]).name;
    present(db.roles[0]).name = name;
    void db.products.map((product) => product.name);
    ({ changes } = replays(db, saved));
    expect([...changes.keys()]).toEqual(['roles']);
  });

  it('refuses segments that do not fit the rows they were taken over', () => {
    expect(applySegments([{}, {}], [[0, 3]])).toBeNull();
    expect(applySegments([{}, {}], [[1, 0]])).toBeNull();
    expect(applySegments([{}], ['row'])).toBeNull();
    expect(applySegments([{ id: 1 }, { id: 2 }], [[1, 2], { id: 3 }, [0, 1]])).toEqual([
      { id: 2 },
      { id: 3 },
      { id: 1 },
    ]);
  });
});
