import { z } from 'zod';

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
  cost: z.number().nonnegative(),
  qty: z.number().int().positive(),
});

/**
 * An invoice. `total` is the sum of cost × qty and `balance` what is left to pay (0 when Paid,
 * part of the total for Partial Payment, the total otherwise), both rounded to 2 decimals.
 * Dates are UTC ISO instants.
 */
export const invoiceRecordSchema = z.object({
  id: z.number().int(),
  issuedDate: z.iso.datetime(),
  dueDate: z.iso.datetime(),
  client: z.object({
    name: z.string(),
    company: z.string(),
    email: z.string(),
    address: z.string(),
    country: z.string(),
    contact: z.string(),
  }),
  items: z.array(invoiceItemSchema).min(1),
  total: z.number().nonnegative(),
  balance: z.number().nonnegative(),
  status: z.enum(invoiceStatuses),
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;
