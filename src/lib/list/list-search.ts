import * as z from 'zod/mini';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

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
 * A whole number, as the router gives it (a number) or as the API's query string does (digits).
 */
function wholeNumber(min: number, max: number) {
  return z.pipe(
    z.union([
      z.number(),
      z.pipe(z.string().check(z.regex(/^\s*\d{1,16}\s*$/)), z.transform(Number)),
    ]),
    z.number().check(z.int(), z.minimum(min), z.maximum(max)),
  );
}

/**
 * A filter parameter: one of `values`, or undefined (no filter) for anything missing or unknown.
 * Apps pass these as `filters` to `createTableSearch`.
 */
export function filterParam<const Values extends readonly [string, ...string[]]>(values: Values) {
  // `Paid` and `PAID` mean `paid`: clients differ in case (the specification's sends it as shown).
  const schema = z.catch(z.optional(z.enum(values)), ({ input }) =>
    typeof input === 'string'
      ? values.find((value) => value.toLowerCase() === input.toLowerCase())
      : undefined,
  );
  anyCaseValues.set(schema, values);
  return schema;
}

/** The values of each parameter that matches them in any case, for the API's document. */
export const anyCaseValues = new WeakMap<object, readonly string[]>();

/**
 * A regular expression source matching any of `values` in any case (`paid` as `[pP][aA][iI][dD]`):
 * JSON Schema patterns have no case-insensitive flag, and the API's document must accept what
 * the server accepts.
 */
export function anyCasePattern(values: readonly string[]): string {
  const folded = values.map((value) =>
    [...value]
      .map((char) => {
        const lower = char.toLowerCase();
        const upper = char.toUpperCase();
        // Outside a character class `-` is plain, and escaping it is an error in a unicode pattern.
        return lower === upper
          ? char.replaceAll(/[.*+?^$()|[\]\\{}/]/g, '\\$&')
          : `[${lower}${upper}]`;
      })
      .join(''),
  );
  return `^(?:${folded.join('|')})$`;
}

/** A free-text filter (a role name): trimmed, or undefined when empty, too long or not text. */
export function textFilterParam(maxLength: number) {
  return z.catch(
    z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(maxLength))),
    undefined,
  );
}

/**
 * A day (`YYYY-MM-DD`), or undefined (no bound) for anything else: a date-range filter's end.
 * Days compare as text, so the form is all the check needs (this lands in the entry chunk).
 */
export const dayParam = z.catch(
  z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  undefined,
);

/** A record's id (a positive integer) that opens it, or undefined for anything else. */
export const idParam = z.catch(z.optional(z.number().check(z.int(), z.positive())), undefined);

/** A yes/no parameter: a boolean, or `true`/`1`/`false`/`0` from a query string. */
export function flagParam(fallback: boolean) {
  return z.catch(
    z.prefault(
      z.union([
        z.boolean(),
        z.pipe(
          z.enum(['true', '1', 'false', '0']),
          z.transform((value) => value === 'true' || value === '1'),
        ),
      ]),
      fallback,
    ),
    fallback,
  );
}

/**
 * The fields every list reads alike, made once: zod's schemas are immutable, and building them
 * again for each list route and endpoint took a third of their building time (20 lists: 7 ms
 * against 4.7 ms on this machine, four times that on a phone) at every start.
 */
const sharedListFields = {
  page: z.catch(z.prefault(wholeNumber(1, MAX_PAGE), 1), tableSearchDefaults.page),
  q: z.catch(
    z.prefault(z.string().check(z.maxLength(MAX_QUERY_LENGTH)), tableSearchDefaults.q),
    queryFallback,
  ),
  sort: z.catch(z.prefault(z.enum(['asc', 'desc']), 'asc'), tableSearchDefaults.sort),
};

/** A list route's page size: the data table offers these only; another falls back to the default. */
const tablePerPage = z.catch(z.prefault(z.literal(pageSizes), 10), tableSearchDefaults.perPage);

/**
 * What every list shares, in a list route's URL and in the API's query string alike: page, q,
 * sort and sortColumn. The two differ only in `perPage` (see createTableSearch and
 * createListParams).
 */
function listFields<
  const SortColumns extends readonly [string, ...string[]],
  PerPage extends z.core.$ZodType,
>(sortColumns: SortColumns, perPage: PerPage) {
  return {
    page: sharedListFields.page,
    perPage,
    q: sharedListFields.q,
    sort: sharedListFields.sort,
    sortColumn: z.catch(z.optional(z.enum(sortColumns)), undefined),
  };
}

/**
 * The search schema of a list route: page, perPage, q, sort and sortColumn, plus the app's
 * filters. Every field falls back to its default when the URL holds a bad value (`z.catch`), so
 * a hand-edited or outdated link shows the list rather than an error. Pair it with
 * `search: { middlewares: [stripSearchParams(tableSearchDefaults)] }` on the route.
 *
 * Built on first use (`builtOnFirstUse`): the route tree imports every list's search schema, a
 * page load parses one. `filters` may be a function for filters built with it (not at import).
 */
export function createTableSearch<
  const SortColumns extends readonly [string, ...string[]],
  Filters extends z.core.$ZodLooseShape = Record<never, never>,
>(sortColumns: SortColumns, filters?: Filters | (() => Filters)) {
  return builtOnFirstUse(() =>
    z.extend(
      z.object(listFields(sortColumns, tablePerPage)),
      (typeof filters === 'function' ? filters() : filters) ?? ({} as Filters),
    ),
  );
}

/** The API's largest page: scripts and QA may ask for any size up to it. */
export const MAX_API_PER_PAGE = 100;

/**
 * The list parameters an API list endpoint reads, from `fromSearchParams(url.searchParams)`:
 * the same fields and fallbacks as a list route, except that `perPage` is any whole number from
 * 1, capped at `maxPerPage`, since the API serves more than the data table's page sizes. The
 * endpoint's `sortColumns` are those it may sort by, which can be more than its table offers.
 */
export function createListParams<
  const SortColumns extends readonly [string, ...string[]],
  Filters extends z.core.$ZodLooseShape = Record<never, never>,
>(options: { sortColumns: SortColumns; filters?: Filters; perPage?: number; maxPerPage?: number }) {
  const perPage = options.perPage ?? tableSearchDefaults.perPage;
  const maxPerPage = options.maxPerPage ?? MAX_API_PER_PAGE;
  const base = z.object(
    listFields(
      options.sortColumns,
      z.catch(
        z.prefault(
          // Piped into its range so that the answer's `params.perPage` is typed in the document.
          z.pipe(
            z.pipe(
              wholeNumber(1, Number.MAX_SAFE_INTEGER),
              z.transform((value) => Math.min(value, maxPerPage)),
            ),
            z.number().check(z.int(), z.minimum(1), z.maximum(maxPerPage)),
          ),
          perPage,
        ),
        perPage,
      ),
    ),
  );
  return z.extend(base, options.filters ?? ({} as Filters));
}

/**
 * A query string as the object a list schema parses: one value per name (the first), or every
 * value for the names in `repeated` (`assignedTo=a&assignedTo=b`). `name[]` is read as `name`,
 * the way PHP-style clients (axios with its default serializer) send arrays.
 */
export function fromSearchParams(
  params: URLSearchParams,
  repeated: readonly string[] = [],
): Record<string, unknown> {
  const names = [...new Set([...params.keys()].map((name) => name.replace(/\[\]$/, '')))];
  // fromEntries defines own properties, so a `__proto__` parameter is just a name.
  return Object.fromEntries(
    names.map((name) => {
      const values = [...params.getAll(name), ...params.getAll(`${name}[]`)];
      return [name, repeated.includes(name) ? values : values[0]];
    }),
  );
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
