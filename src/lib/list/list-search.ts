import * as z from 'zod/mini';

/** Page sizes every data table offers; the first is the default. */
export const pageSizes = [10, 25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export type SortDirection = 'asc' | 'desc';

/**
 * The part of a list screen's URL the data table reads and writes. The names are the API's list
 * parameters (docs: api-contract.md), so the search object can be sent as it is.
 */
export type TableSearch<SortColumn extends string = string> = {
  /** 1-based. */
  page: number;
  perPage: PageSize;
  q: string;
  sort: SortDirection;
  /** Undefined keeps the API's own order. */
  sortColumn?: SortColumn | undefined;
};

/** The values left out of the URL (`stripSearchParams(defaults)`), so the plain list has a plain link. */
export const tableSearchDefaults = { page: 1, perPage: 10, q: '', sort: 'asc' } as const;

const MAX_PAGE = 1_000_000;
const MAX_QUERY_LENGTH = 200;

/**
 * The router parses `?q=123` as a number and `?q=true` as a boolean; both are still a search.
 * Anything else (an object, an array) is not.
 */
function queryFallback({ input }: { input: unknown }): string {
  if (typeof input === 'string') return input.slice(0, MAX_QUERY_LENGTH);
  if (typeof input === 'number' || typeof input === 'boolean') return String(input);
  return '';
}

/**
 * A filter parameter: one of `values`, or undefined (no filter) for anything missing or unknown.
 * Apps pass these as `filters` to `createTableSearch`.
 */
export function filterParam<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/**
 * The search schema of a list route: page, perPage, q, sort and sortColumn, plus the app's
 * filters. Every field falls back to its default when the URL holds a bad value (`z.catch`), so
 * a hand-edited or outdated link shows the list rather than an error. Pair it with
 * `search: { middlewares: [stripSearchParams(tableSearchDefaults)] }` on the route.
 */
export function createTableSearch<
  const SortColumns extends readonly [string, ...string[]],
  Filters extends z.core.$ZodLooseShape = Record<never, never>,
>(options: { sortColumns: SortColumns; filters?: Filters }) {
  const base = z.object({
    page: z.catch(
      z.prefault(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE)), 1),
      tableSearchDefaults.page,
    ),
    perPage: z.catch(z.prefault(z.literal(pageSizes), 10), tableSearchDefaults.perPage),
    q: z.catch(
      z.prefault(z.string().check(z.maxLength(MAX_QUERY_LENGTH)), tableSearchDefaults.q),
      queryFallback,
    ),
    sort: z.catch(z.prefault(z.enum(['asc', 'desc']), 'asc'), tableSearchDefaults.sort),
    sortColumn: z.catch(z.optional(z.enum(options.sortColumns)), undefined),
  });
  return z.extend(base, options.filters ?? ({} as Filters));
}

/** Narrows a string (a Select's value, a URL part) to one of `values`. */
export function isOneOf<const Values extends readonly string[]>(
  values: Values,
  value: unknown,
): value is Values[number] {
  return typeof value === 'string' && values.includes(value);
}

/** A list's search as the API's query string, `extra` added; empty and unset values left out. */
export function toSearchParams(search: object, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...search, ...extra })) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}
