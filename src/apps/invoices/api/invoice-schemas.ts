import * as z from 'zod/mini';

/** The contract's invoice statuses, in its order (the dashboard's chart keeps it). */
export const invoiceStatuses = [
  'Paid',
  'Draft',
  'Partial Payment',
  'Downloaded',
  'Sent',
  'Past Due',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceItemSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** Unit price, 2 decimals. */
  cost: z.number().check(z.nonnegative()),
  qty: z.number().check(z.int(), z.positive()),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceClientSchema = z.object({
  name: z.string(),
  company: z.string(),
  email: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
});

/**
 * An invoice. `total` is the sum of cost × qty and `balance` what is left to pay (0 when Paid,
 * part of the total for Partial Payment, the total otherwise), both rounded to 2 decimals.
 * Dates are UTC ISO instants.
 */
export const invoiceSchema = z.object({
  id: z.number().check(z.int()),
  issuedDate: z.iso.datetime(),
  dueDate: z.iso.datetime(),
  client: invoiceClientSchema,
  items: z.array(invoiceItemSchema).check(z.minLength(1)),
  total: z.number().check(z.nonnegative()),
  balance: z.number().check(z.nonnegative()),
  status: z.enum(invoiceStatuses),
});
export type Invoice = z.infer<typeof invoiceSchema>;
