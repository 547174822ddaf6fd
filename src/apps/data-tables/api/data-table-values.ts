// The values the data-tables app knows, apart from the schemas: the route's search schema (which
// lands in the entry chunk) needs them, the answer schemas need not.

export const dataTableStatuses = [
  'current',
  'professional',
  'applied',
  'resigned',
  'rejected',
] as const;
export type DataTableStatus = (typeof dataTableStatuses)[number];

/** Every column of the record sorts (`sortColumn`). */
export const dataTableSortColumns = [
  'id',
  'fullName',
  'email',
  'post',
  'city',
  'startDate',
  'salary',
  'age',
  'experience',
  'status',
] as const;
export type DataTableSortColumn = (typeof dataTableSortColumns)[number];

/** Bounds of the range filters: what the API accepts (a value outside is a field error). */
export const dataTableRangeLimits = {
  salary: { min: 0, max: 10_000_000 },
  age: { min: 0, max: 150 },
} as const;

/** Longest text a column filter takes. */
export const DATA_TABLE_TEXT_FILTER_MAX = 100;
