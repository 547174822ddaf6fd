import * as z from 'zod/mini';
import { dataTableStatuses } from './data-table-values';

/** A calendar day, `YYYY-MM-DD`. */
export const isoDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The contract's data-table row: an employee of a demo company. */
export const dataTableRowSchema = z.object({
  id: z.number().check(z.int()),
  fullName: z.string(),
  email: z.string(),
  post: z.string(),
  city: z.string(),
  /** `YYYY-MM-DD`. */
  startDate: isoDaySchema,
  /** Yearly, in US dollars. */
  salary: z.number(),
  age: z.number().check(z.int()),
  /** Years. */
  experience: z.number().check(z.int()),
  status: z.enum(dataTableStatuses),
});
export type DataTableRow = z.infer<typeof dataTableRowSchema>;

/**
 * `GET /api/datatables/data`: the page of rows is `invoices` (the contract's fixed name), every
 * match is `allData` when asked for (`allData=true`; empty otherwise: 10,000 rows are not sent
 * with every page).
 */
export const dataTablePageSchema = z.object({
  invoices: z.array(dataTableRowSchema),
  allData: z.array(dataTableRowSchema),
  total: z.number(),
});
export type DataTablePage = z.infer<typeof dataTablePageSchema>;
