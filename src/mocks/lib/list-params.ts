/**
 * Query-string parsing and the list operations every list endpoint shares. Malformed values
 * fall back to defaults: a bad URL must never become a 500.
 */

export type SortDirection = 'asc' | 'desc';

export interface ListParams {
  /** 1-based. */
  page: number;
  perPage: number;
  sort: SortDirection;
  /** Field name, dotted paths allowed (`client.name`); undefined keeps the stored order. */
  sortColumn: string | undefined;
  /** Trimmed free-text search; empty means no filter. */
  q: string;
}

export interface ListDefaults {
  page?: number;
  perPage?: number;
  maxPerPage?: number;
  sort?: SortDirection;
  sortColumn?: string;
}

type ParamSource = Request | URL | URLSearchParams;

function searchParamsOf(source: ParamSource): URLSearchParams {
  if (source instanceof URLSearchParams) return source;
  return source instanceof URL ? source.searchParams : new URL(source.url).searchParams;
}

const SORT_COLUMN = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/** A positive integer parameter, or undefined when missing or malformed. */
export function readIntParam(source: ParamSource, name: string): number | undefined {
  const raw = searchParamsOf(source).get(name)?.trim();
  if (!raw || !/^-?\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A parameter restricted to a list of values, or undefined. */
export function readEnumParam<const Value extends string>(
  source: ParamSource,
  name: string,
  values: readonly Value[],
): Value | undefined {
  const raw = searchParamsOf(source).get(name);
  return values.find((value) => value === raw);
}

/** `true`/`1` and `false`/`0`; anything else gives the fallback. */
export function readBooleanParam(source: ParamSource, name: string, fallback: boolean): boolean {
  const raw = searchParamsOf(source).get(name)?.trim().toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fallback;
}

export function parseListParams(source: ParamSource, defaults: ListDefaults = {}): ListParams {
  const params = searchParamsOf(source);
  const maxPerPage = defaults.maxPerPage ?? 100;
  const page = readIntParam(params, 'page');
  const perPage = readIntParam(params, 'perPage');
  const sortColumn = params.get('sortColumn')?.trim();
  return {
    page: page !== undefined && page >= 1 ? page : (defaults.page ?? 1),
    perPage:
      perPage !== undefined && perPage >= 1
        ? Math.min(perPage, maxPerPage)
        : (defaults.perPage ?? 10),
    sort: readEnumParam(params, 'sort', ['asc', 'desc']) ?? defaults.sort ?? 'asc',
    sortColumn: sortColumn && SORT_COLUMN.test(sortColumn) ? sortColumn : defaults.sortColumn,
    q: params.get('q')?.trim() ?? '',
  };
}

/** Reads `a.b.c` from a value, following own properties only. */
export function getPath(value: unknown, path: string): unknown {
  if (path === '') return value;
  let current: unknown = value;
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
