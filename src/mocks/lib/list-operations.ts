/**
 * The list operations every list endpoint shares. The parameters they take are parsed by the
 * list schemas of `src/lib/list/list-search.ts`, the ones the list routes are built from.
 */

import type { SortDirection } from '@/lib/list/list-search';
import { rowImage } from '@/mocks/db/table-store';

/** Reads `a.b.c` from a value, following own properties only. */
export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  // A database's row is read as its plain object: lists read a field of every row, and through
  // the row's proxy (src/mocks/db/table-store.ts) that costs several times more.
  let current: unknown = typeof value === 'object' && value !== null ? rowImage(value) : value;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function searchableText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(searchableText);
  return [];
}

/** Records where any of `fields` (dotted paths) contains `q`, case-insensitively. */
export function searchRecords<Row>(
  records: readonly Row[],
  q: string,
  fields: readonly string[],
): Row[] {
  const needle = q.trim().toLowerCase();
  if (needle === '') return [...records];
  return records.filter((record) =>
    fields.some((field) =>
      searchableText(getPath(record, field)).some((text) => text.toLowerCase().includes(needle)),
    ),
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Compares two texts as people read them: case and accents aside, numbers by value. */
export const compareText = (left: string, right: string): number => collator.compare(left, right);

function compareValues(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
}

/**
 * Sorted copy: stable, case-insensitive for strings, numeric for numbers; missing values go
 * last in both directions. An unknown column leaves the order unchanged.
 */
export function sortRecords<Row>(
  records: readonly Row[],
  column: string | undefined,
  direction: SortDirection = 'asc',
): Row[] {
  if (!column) return [...records];
  const sign = direction === 'asc' ? 1 : -1;
  return records
    .map((record, index) => ({ record, index, value: getPath(record, column) }))
    .toSorted((left, right) => {
      const leftMissing = left.value === undefined || left.value === null;
      const rightMissing = right.value === undefined || right.value === null;
      if (leftMissing || rightMissing) {
        if (leftMissing && rightMissing) return left.index - right.index;
        return leftMissing ? 1 : -1;
      }
      return sign * compareValues(left.value, right.value) || left.index - right.index;
    })
    .map(({ record }) => record);
}

/** One page of records (empty past the last page) and the total before paging. */
export function paginate<Row>(
  records: readonly Row[],
  page: number,
  perPage: number,
): { items: Row[]; total: number } {
  const start = (Math.max(1, page) - 1) * Math.max(1, perPage);
  return { items: records.slice(start, start + Math.max(1, perPage)), total: records.length };
}

/** What every list endpoint takes for its order and page (`src/lib/list/list-search.ts`). */
export type ListOrderParams = {
  sortColumn?: string;
  sort?: SortDirection;
  page: number;
  perPage: number;
};

/**
 * A list endpoint's answer: the records in the asked column's order, else in the list's own
 * (`ownOrder`), and the asked page of them. `sorted` is the whole list, for `allData`.
 */
export function listPage<Row>(
  records: readonly Row[],
  params: ListOrderParams,
  ownOrder: (records: readonly Row[]) => Row[],
): { sorted: Row[]; items: Row[]; total: number } {
  const sorted = params.sortColumn
    ? sortRecords(records, params.sortColumn, params.sort)
    : ownOrder(records);
  return { sorted, ...paginate(sorted, params.page, params.perPage) };
}

/** Newest first by `createdAt`; of two made at the same instant, the later id first. */
export const newestFirst = (
  a: { createdAt: string; id: number },
  b: { createdAt: string; id: number },
): number => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
