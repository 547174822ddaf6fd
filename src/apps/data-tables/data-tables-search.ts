import * as z from 'zod/mini';
import { createTableSearch, filterParam, textFilterParam } from '@/lib/list/list-search';
import {
  DATA_TABLE_TEXT_FILTER_MAX,
  dataTableRangeLimits,
  dataTableSortColumns,
  dataTableStatuses,
} from './api/data-table-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** The text and status filters, in the route's URL and in `GET /api/datatables/data` alike. */
export const dataTableFilters = builtOnFirstUse(() => ({
  fullName: textFilterParam(DATA_TABLE_TEXT_FILTER_MAX),
  email: textFilterParam(DATA_TABLE_TEXT_FILTER_MAX),
  post: textFilterParam(DATA_TABLE_TEXT_FILTER_MAX),
  city: textFilterParam(DATA_TABLE_TEXT_FILTER_MAX),
  status: filterParam(dataTableStatuses),
}));

export type DataTableRanges = {
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  ageMin?: number | undefined;
  ageMax?: number | undefined;
  /** `YYYY-MM-DD`, both ends included. */
  startDateFrom?: string | undefined;
  startDateTo?: string | undefined;
};

export const dataTableRangeErrorKeys = {
  number: 'validation.number',
  date: 'validation.date',
  tooSmall: 'validation.tooSmall',
  tooBig: 'validation.tooBig',
  /** The upper end is below the lower one. */
  order: 'dataTables.validation.rangeOrder',
} as const;

const rangeFields = [
  ['salaryMin', 'salaryMax', dataTableRangeLimits.salary],
  ['ageMin', 'ageMax', dataTableRangeLimits.age],
] as const;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day (`2026-02-30` is not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The range filters of a query (the API's, or the URL's), strictly: a value that is not a number
 * or a day, outside the limits, or an upper end below the lower one is a field error (keys the
 * client translates). Missing or empty ends are no limit.
 */
export function parseDataTableRanges(
  input: Record<string, unknown>,
): { success: true; data: DataTableRanges } | { success: false; errors: Record<string, string[]> } {
  const data: DataTableRanges = {};
  const errors: Record<string, string[]> = {};
  for (const [minName, maxName, limits] of rangeFields) {
    for (const name of [minName, maxName]) {
      const text = asText(Object.hasOwn(input, name) ? input[name] : undefined);
      if (text === undefined) continue;
      const value = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(value)) errors[name] = [dataTableRangeErrorKeys.number];
      else if (value < limits.min) errors[name] = [dataTableRangeErrorKeys.tooSmall];
      else if (value > limits.max) errors[name] = [dataTableRangeErrorKeys.tooBig];
      else data[name] = value;
    }
    const low = data[minName];
    const high = data[maxName];
    if (low !== undefined && high !== undefined && high < low) {
      errors[maxName] = [dataTableRangeErrorKeys.order];
    }
  }
  for (const name of ['startDateFrom', 'startDateTo'] as const) {
    const text = asText(Object.hasOwn(input, name) ? input[name] : undefined);
    if (text === undefined) continue;
    if (isCalendarDay(text)) data[name] = text;
    else errors[name] = [dataTableRangeErrorKeys.date];
  }
  if (data.startDateFrom && data.startDateTo && data.startDateTo < data.startDateFrom) {
    errors.startDateTo = [dataTableRangeErrorKeys.order];
  }
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data };
}

// Small on purpose: the route's search schema is in the entry chunk. The API checks the ranges
// again (a real day, an upper end not below the lower one) and says what is wrong.
/** A range end in the URL: a whole number within the limits, or no limit. */
const rangeParam = (limits: { min: number; max: number }) =>
  z.catch(
    z.optional(z.coerce.number().check(z.int(), z.minimum(limits.min), z.maximum(limits.max))),
    undefined,
  );

/** A `YYYY-MM-DD` day, or no limit. */
const dayParam = z.catch(z.optional(z.string().check(z.regex(DAY_PATTERN))), undefined);

/**
 * `/tables/data-table` search params: the table's state, the column filters and `view`
 * (`virtual`: every filtered row in one scrolled list). Bad values fall back to no filter; an
 * upper end below the lower one stays, and the API says so (400), shown in the table.
 */
export const dataTablesSearchSchema = createTableSearch(dataTableSortColumns, () => ({
  ...dataTableFilters,
  salaryMin: rangeParam(dataTableRangeLimits.salary),
  salaryMax: rangeParam(dataTableRangeLimits.salary),
  ageMin: rangeParam(dataTableRangeLimits.age),
  ageMax: rangeParam(dataTableRangeLimits.age),
  startDateFrom: dayParam,
  startDateTo: dayParam,
  /** `true`: every filtered row in one virtualized list; absent: pages. */
  virtual: z.catch(z.optional(z.literal(true)), undefined),
}));
export type DataTablesSearch = z.infer<typeof dataTablesSearchSchema>;
