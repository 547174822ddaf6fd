import * as z from 'zod/mini';
import { dataTablePageSchema, isoDaySchema } from '@/apps/data-tables/api/data-table-schemas';
import {
  dataTableRangeLimits,
  dataTableSortColumns,
  dataTableStatuses,
} from '@/apps/data-tables/api/data-table-values';
import { dataTableFilters } from '@/apps/data-tables/data-tables-search';
import { createListParams, filterParam, flagParam } from '@/lib/list/list-search';

import { type Endpoint, endpointGroup, pagedListRead } from '@/contract/endpoint';

/**
 * `GET /api/datatables/data`: the list fields, the column filters (text and status fall back to
 * no filter on a bad value, as in the route; the status in any case) and `allData`.
 */
export const dataTableListParams = createListParams({
  sortColumns: dataTableSortColumns,
  filters: {
    ...dataTableFilters,
    status: filterParam(dataTableStatuses),
    allData: flagParam(false),
  },
});

/** A range end: a number within the limits, or empty (no limit). */
const rangeEnd = (limits: { min: number; max: number }) =>
  z.optional(
    z.union([z.literal(''), z.number().check(z.minimum(limits.min), z.maximum(limits.max))]),
  );
/** A day end: a `YYYY-MM-DD` day, or empty (no limit). */
const dayEnd = z.optional(z.union([z.literal(''), isoDaySchema]));

/**
 * The range filters, as the document states them. They are not read through this schema: the
 * handler checks them with `parseDataTableRanges`, which names each bad end with its own message
 * (`validation.number`, `validation.date`, `validation.tooSmall`, `validation.tooBig`,
 * `dataTables.validation.rangeOrder`), where a zod union could only say that nothing matched. The
 * handler's vitest holds the two to the same answers.
 */
export const dataTableRangeParams = z.object({
  salaryMin: rangeEnd(dataTableRangeLimits.salary),
  salaryMax: rangeEnd(dataTableRangeLimits.salary),
  ageMin: rangeEnd(dataTableRangeLimits.age),
  ageMax: rangeEnd(dataTableRangeLimits.age),
  startDateFrom: dayEnd,
  startDateTo: dayEnd,
});

/** The query as the document states it: the list's parameters and the ranges. */
const dataTableQuery = z.extend(dataTableListParams, dataTableRangeParams.shape);

export const dataTablesApi = {
  list: {
    id: 'listDataTableRows',
    path: '/api/datatables/data',
    summary: 'One page of the data-table demo’s rows',
    description: [
      'The page’s rows are in `invoices` (the specification’s name). 10,000 seeded rows, the same',
      'for every session; nothing writes them. `q` matches name, email, post or city; `fullName`,',
      '`email`, `post` and `city` each match their own column (case-insensitive, contains);',
      '`status` is one status, in any case (`Current` is `current`). Text filters and `status`',
      'fall back to no filter on a bad value. `salaryMin`/`salaryMax`, `ageMin`/`ageMax` and',
      '`startDateFrom`/`startDateTo` are ranges with both ends included (an empty or missing end',
      'is no limit); they do not fall back: a value that is not a number (`validation.number`)',
      'or a real day (`validation.date`), outside 0–10,000,000 (salary) or 0–150 (age)',
      '(`validation.tooSmall`, `validation.tooBig`), or an upper end below the lower one',
      '(`dataTables.validation.rangeOrder`, on the upper end) is a 400 `validation.failed` with',
      'those field errors. Everything combines with AND. Every column sorts (`sortColumn`, ties',
      'by id; `desc` is exactly the reverse); with none, the id order. `allData` holds every',
      'match with `allData=true`, else `[]`.',
    ].join(' '),
    errors: [400],
    errorKeys: {
      400: {
        fields: {
          salaryMax: ['dataTables.validation.rangeOrder'],
          ageMax: ['dataTables.validation.rangeOrder'],
          startDateTo: ['dataTables.validation.rangeOrder'],
        },
      },
    },
    example: {
      query: { q: 'an', status: 'current', ageMin: '30', ageMax: '50', page: '1', perPage: '10' },
    },
    ...pagedListRead('DataTable', dataTableQuery, dataTablePageSchema, {
      items: 'invoices',
      search: ['fullName', 'email', 'post', 'city'],
      filters: [
        ...(['fullName', 'email', 'post', 'city'] as const).map((field) => ({
          param: field,
          field,
          match: 'contains' as const,
        })),
        { param: 'status', field: 'status', match: 'any-case' },
        { param: 'salaryMin', field: 'salary', match: 'from' },
        { param: 'salaryMax', field: 'salary', match: 'to' },
        { param: 'ageMin', field: 'age', match: 'from' },
        { param: 'ageMax', field: 'age', match: 'to' },
        { param: 'startDateFrom', field: 'startDate', match: 'from' },
        { param: 'startDateTo', field: 'startDate', match: 'to' },
      ],
      sortColumns: dataTableSortColumns,
    }),
  },
} as const satisfies Record<string, Endpoint>;

export const dataTablesGroup = endpointGroup(
  'Data tables',
  dataTablesApi,
  'The data-table demo’s rows, paged on the server.',
);
