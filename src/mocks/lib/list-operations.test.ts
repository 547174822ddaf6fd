// @vitest-environment node
import {
  getPath,
  listPage,
  newestFirst,
  paginate,
  searchRecords,
  sortRecords,
} from '@/mocks/lib/list-operations';

const rows = [
  { id: 1, name: 'bravo', client: { name: 'Zed' }, amount: 10 },
  { id: 2, name: 'Alpha', client: { name: 'anna' }, amount: 2 },
  { id: 3, name: 'charlie', client: { name: 'Bob' }, amount: null },
  { id: 4, name: 'alpha', client: { name: 'bob' }, amount: 30 },
];

describe('sortRecords', () => {
  it('sorts case-insensitively and stably', () => {
    expect(sortRecords(rows, 'name', 'asc').map((row) => row.id)).toEqual([2, 4, 1, 3]);
    expect(sortRecords(rows, 'name', 'desc').map((row) => row.id)).toEqual([3, 1, 2, 4]);
  });

  it('follows dotted paths', () => {
    expect(sortRecords(rows, 'client.name', 'asc').map((row) => row.id)).toEqual([2, 3, 4, 1]);
  });

  it('sorts numbers numerically with missing values last in both directions', () => {
    expect(sortRecords(rows, 'amount', 'asc').map((row) => row.id)).toEqual([2, 1, 4, 3]);
    expect(sortRecords(rows, 'amount', 'desc').map((row) => row.id)).toEqual([4, 1, 2, 3]);
  });

  it('keeps the order for an unknown or empty column and never mutates the input', () => {
    expect(sortRecords(rows, 'nope', 'desc').map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(sortRecords(rows, undefined).map((row) => row.id)).toEqual([1, 2, 3, 4]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('searchRecords', () => {
  it('matches any listed field, case-insensitively, through dotted paths', () => {
    expect(searchRecords(rows, 'BOB', ['name', 'client.name']).map((row) => row.id)).toEqual([
      3, 4,
    ]);
    expect(searchRecords(rows, '30', ['amount']).map((row) => row.id)).toEqual([4]);
    expect(searchRecords(rows, '  ', ['name'])).toHaveLength(4);
    expect(searchRecords(rows, 'alpha', ['client.name'])).toEqual([]);
  });
});

describe('paginate', () => {
  const numbers = Array.from({ length: 23 }, (_, index) => index + 1);

  it('returns one page and the total', () => {
    expect(paginate(numbers, 1, 10)).toEqual({ items: numbers.slice(0, 10), total: 23 });
    expect(paginate(numbers, 3, 10)).toEqual({ items: [21, 22, 23], total: 23 });
  });

  it('answers an empty page past the end and clamps nonsense', () => {
    expect(paginate(numbers, 4, 10)).toEqual({ items: [], total: 23 });
    expect(paginate(numbers, 0, 0)).toEqual({ items: [1], total: 23 });
  });
});

describe('getPath', () => {
  it('reads own properties only', () => {
    expect(getPath({ a: { b: 1 } }, 'a.b')).toBe(1);
    expect(getPath({ a: {} }, 'a.constructor')).toBeUndefined();
    expect(getPath(null, 'a')).toBeUndefined();
  });
});

const byIdDown = (records: readonly (typeof rows)[number][]) =>
  records.toSorted((a, b) => b.id - a.id);

describe('listPage', () => {
  it('orders by the asked column, else in the list’s own order, and cuts the asked page', () => {
    const asked = listPage(
      rows,
      { sortColumn: 'amount', sort: 'desc', page: 1, perPage: 2 },
      byIdDown,
    );
    expect(asked.items.map((row) => row.id)).toEqual([4, 1]);
    expect(asked.total).toBe(4);
    const own = listPage(rows, { page: 2, perPage: 3 }, byIdDown);
    expect(own.items.map((row) => row.id)).toEqual([1]);
    expect(own.sorted.map((row) => row.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('newestFirst', () => {
  it('puts the latest instant first, and of one instant the later id', () => {
    const made = [
      { id: 1, createdAt: '2026-01-02T00:00:00Z' },
      { id: 2, createdAt: '2026-01-03T00:00:00Z' },
      { id: 3, createdAt: '2026-01-02T00:00:00Z' },
    ];
    expect(made.toSorted(newestFirst).map((row) => row.id)).toEqual([2, 3, 1]);
  });
});
