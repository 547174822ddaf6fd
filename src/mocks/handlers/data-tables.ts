import { http, HttpResponse } from 'msw';
import type { DataTablePage, DataTableRow } from '@/apps/data-tables/api/data-table-schemas';
import type { DataTableSortColumn } from '@/apps/data-tables/api/data-table-values';
import { parseDataTableRanges, type DataTableRanges } from '@/apps/data-tables/data-tables-search';
import { mockPath } from '@/contract/endpoint';
import { dataTableListParams, dataTablesApi } from '@/contract/endpoints/data-tables';
import type { SortDirection } from '@/lib/list/list-search';
import { fromSearchParams } from '@/lib/list/list-search';
import { withAbility } from '@/mocks/lib/auth-guard';
import { errorKeys, throwHttpError } from '@/mocks/lib/http-errors';
import { dataTableRows } from '@/mocks/seed/data-table-seed';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Indexed = {
  /** Lower-cased text of the columns the global search and the text filters read. */
  text: Map<
    DataTableRow,
    { all: string; fullName: string; email: string; post: string; city: string }
  >;
  /** The rows in each column's ascending order (ties by id), built on first use. */
  order: Map<DataTableSortColumn, readonly DataTableRow[]>;
};

let indexed: Indexed | undefined;

/**
 * The rows are read-only, so what each request would redo (lower-casing 40,000 strings, sorting
 * 10,000 rows with a collator) is done once: a request filters a presorted array, which keeps
 * every answer to a few milliseconds.
 */
function index(): Indexed {
  if (indexed) return indexed;
  const text: Indexed['text'] = new Map();
  for (const row of dataTableRows()) {
    const fields = {
      fullName: row.fullName.toLowerCase(),
      email: row.email.toLowerCase(),
      post: row.post.toLowerCase(),
      city: row.city.toLowerCase(),
    };
    text.set(row, {
      ...fields,
      // A separator no search holds, so a match never spans two fields.
      all: `${fields.fullName}\u0000${fields.email}\u0000${fields.post}\u0000${fields.city}`,
    });
  }
  indexed = { text, order: new Map() };
  return indexed;
}

function sortedBy(column: DataTableSortColumn): readonly DataTableRow[] {
  const { order } = index();
  let sorted = order.get(column);
  if (!sorted) {
    sorted = dataTableRows().toSorted((left, right) => {
      const a = left[column];
      const b = right[column];
      const byValue =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : collator.compare(String(a), String(b));
      return byValue || left.id - right.id;
    });
    order.set(column, sorted);
  }
  return sorted;
}

export type DataTableQuery = {
  q: string;
  fullName?: string | undefined;
  email?: string | undefined;
  post?: string | undefined;
  city?: string | undefined;
  status?: DataTableRow['status'] | undefined;
  sort: SortDirection;
  sortColumn?: DataTableSortColumn | undefined;
} & DataTableRanges;

/** Every row matching the search and all the filters (AND), in the asked order. */
export function queryDataTableRows(query: DataTableQuery): DataTableRow[] {
  const { text } = index();
  const needle = query.q.trim().toLowerCase();
  const fullName = query.fullName?.toLowerCase();
  const email = query.email?.toLowerCase();
  const post = query.post?.toLowerCase();
  const city = query.city?.toLowerCase();
  const { status, salaryMin, salaryMax, ageMin, ageMax, startDateFrom, startDateTo } = query;
  // The id order is the seed's; a column order is presorted, descending is it reversed (ties
  // then go by id descending too, so a reversed list is exactly the other direction).
  const source = sortedBy(query.sortColumn ?? 'id');
  const matches: DataTableRow[] = [];
  for (const row of source) {
    if (status !== undefined && row.status !== status) continue;
    if (salaryMin !== undefined && row.salary < salaryMin) continue;
    if (salaryMax !== undefined && row.salary > salaryMax) continue;
    if (ageMin !== undefined && row.age < ageMin) continue;
    if (ageMax !== undefined && row.age > ageMax) continue;
    if (startDateFrom !== undefined && row.startDate < startDateFrom) continue;
    if (startDateTo !== undefined && row.startDate > startDateTo) continue;
    const lower = text.get(row);
    if (!lower) continue;
    if (fullName !== undefined && !lower.fullName.includes(fullName)) continue;
    if (email !== undefined && !lower.email.includes(email)) continue;
    if (post !== undefined && !lower.post.includes(post)) continue;
    if (city !== undefined && !lower.city.includes(city)) continue;
    if (needle !== '' && !lower.all.includes(needle)) continue;
    matches.push(row);
  }
  return query.sort === 'desc' && query.sortColumn !== undefined ? matches.toReversed() : matches;
}

export const dataTableHandlers = [
  http.get(
    mockPath(dataTablesApi.list),
    withAbility('read', 'DataTable', ({ request }) => {
      const input = fromSearchParams(new URL(request.url).searchParams);
      // The ranges strictly (a bad one is a 400 with field errors, not a silently wider list),
      // the rest with the contract's fallbacks.
      const ranges = parseDataTableRanges(input);
      if (!ranges.success) {
        throwHttpError(400, errorKeys.validationFailed, ranges.errors);
      }
      const { allData, page, perPage, ...query } = dataTableListParams.parse(input);
      const matches = queryDataTableRows({ ...query, ...ranges.data });
      const start = (page - 1) * perPage;
      const answer: DataTablePage = {
        invoices: matches.slice(start, start + perPage),
        allData: allData ? matches : [],
        total: matches.length,
      };
      return HttpResponse.json(answer);
    }),
  ),
];
