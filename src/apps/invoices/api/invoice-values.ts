// The values the invoices app knows, apart from the schemas: the route's search schema (which
// lands in the entry chunk) needs them, the record schemas need not.

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

/** Columns the list sorts by (its headers); dotted paths sort on the client's fields. */
export const invoiceSortColumns = [
  'id',
  'client.name',
  'total',
  'issuedDate',
  'dueDate',
  'balance',
  'status',
] as const;
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number];

/** How a payment was made (the add-payment form's choices). */
export const paymentMethods = ['bankTransfer', 'card', 'cash', 'cheque', 'paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** A calendar day as the forms and the URL write it. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (2026-02-30 is not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
