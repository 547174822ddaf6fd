import * as z from 'zod/mini';
import { versionSchema } from '@/lib/versions/versions';
import { invoiceTotals } from './invoice-totals';
import { invoiceStatuses, isIsoDay, paymentMethods } from './invoice-values';

export { invoiceStatuses, type InvoiceStatus } from './invoice-values';

/** The currency of every seeded invoice, and of a new one. */
export const DEFAULT_CURRENCY = 'USD';

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
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

/** A payment received: `date` is a calendar day (`YYYY-MM-DD`). */
export const invoicePaymentSchema = z.object({
  id: z.number().check(z.int()),
  amount: z.number().check(z.positive()),
  date: z.iso.date(),
  method: z.enum(paymentMethods),
  note: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/**
 * An invoice. `total` is the subtotal (sum of cost × qty) less `discount` (an amount) plus the
 * tax (`taxRate` percent of what is left), rounded to the cent (`invoiceTotals`); `balance` is
 * what is left to pay (0 when Paid, part of the total for Partial Payment, the total otherwise).
 * Dates are UTC ISO instants. The fields after `status` came with the invoices app: a database
 * saved before them loads with their defaults.
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
  /** ISO 4217 code: amounts are shown in it. */
  currency: z.prefault(z.string().check(z.length(3)), DEFAULT_CURRENCY),
  discount: z.prefault(z.number().check(z.nonnegative()), 0),
  taxRate: z.prefault(z.number().check(z.nonnegative(), z.lte(100)), 0),
  note: z.prefault(z.string(), ''),
  payments: z.prefault(z.array(invoicePaymentSchema), []),
  /** One more at each change: what a change names to be refused if someone changed it meanwhile. */
  version: versionSchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** Figures over the whole invoices table (not the filtered list), for the stat cards. */
export const invoiceStatsSchema = z.object({
  /** Distinct clients (by email). */
  clients: z.number(),
  invoices: z.number(),
  /** Received so far (total − balance), in `currency`. */
  paid: z.number(),
  /** Still to be received (the balances). */
  unpaid: z.number(),
  currency: z.string(),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;

/** `GET /apps/invoice/invoices`. */
export const invoicesPageSchema = z.object({
  invoices: z.array(invoiceSchema),
  total: z.number(),
  stats: invoiceStatsSchema,
  allData: z.optional(z.array(invoiceSchema)),
});
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;

export const invoiceAnswerSchema = z.object({ invoice: invoiceSchema });
export const invoiceClientsAnswerSchema = z.object({ clients: z.array(invoiceClientSchema) });
export const nextInvoiceIdAnswerSchema = z.object({ id: z.number().check(z.int()) });

// ---- Forms (and the bodies the API checks with the same rules); messages are i18n keys ----

const required = z.string().check(z.trim(), z.minLength(1, 'validation.required'));
const day = z.string({ error: () => 'validation.required' }).check(
  z.minLength(1, 'validation.required'),
  z.refine((value) => value === '' || isIsoDay(value), 'validation.date'),
);
/** A number field: empty (Mantine's NumberInput gives '') is "required". */
const amount = (max: number) =>
  z
    .number({ error: () => 'validation.required' })
    .check(z.nonnegative('validation.tooSmall'), z.lte(max, 'validation.tooBig'));

export const MAX_ITEMS = 50;
/**
 * The largest amount an invoice holds: a unit price, a payment, the subtotal and the total. Ten
 * million keeps every figure ("$10,000,000.00") inside its column of the form, the preview and the
 * list; the messages that say the limit write it out in each language.
 */
export const MAX_AMOUNT = 10_000_000;
export const MAX_QTY = 10_000;

export const invoiceClientFormSchema = z.object({
  name: required.check(z.maxLength(100, 'validation.tooLong')),
  company: required.check(z.maxLength(100, 'validation.tooLong')),
  email: required.check(z.maxLength(254, 'validation.tooLong'), z.email('validation.email')),
  address: required.check(z.maxLength(200, 'validation.tooLong')),
  country: required.check(z.maxLength(60, 'validation.tooLong')),
  contact: required.check(z.regex(/^\+?[\d\s().-]{6,24}$/, 'invoices.validation.contact')),
});

export const invoiceItemFormSchema = z.object({
  name: required.check(z.maxLength(100, 'validation.tooLong')),
  description: z.string().check(z.maxLength(500, 'validation.tooLong')),
  cost: z
    .number({ error: () => 'validation.required' })
    .check(
      z.nonnegative('validation.tooSmall'),
      z.lte(MAX_AMOUNT, 'invoices.validation.costTooBig'),
    ),
  qty: z
    .number({ error: () => 'validation.required' })
    .check(
      z.int('invoices.validation.wholeNumber'),
      z.positive('invoices.validation.qtyPositive'),
      z.lte(MAX_QTY, 'invoices.validation.qtyTooBig'),
    ),
});

/**
 * The cross-field checks run even when a field failed (zod skips them by default), so the form
 * says every problem at once; they read only what they can check.
 */
const isObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

/** The items that can be added up: the others fail on their own fields, and say so there. */
const summable = (items: unknown[]) =>
  items.filter(
    (item): item is { cost: number; qty: number } =>
      typeof item === 'object' &&
      item !== null &&
      'cost' in item &&
      'qty' in item &&
      typeof item.cost === 'number' &&
      typeof item.qty === 'number' &&
      item.cost <= MAX_AMOUNT &&
      item.qty <= MAX_QTY,
  );

/**
 * The add and edit form, and the body of `POST /apps/invoice/add` (with `id` for
 * `/apps/invoice/update`): dates are calendar days, the due day not before the issued day, the
 * discount not more than the subtotal, and neither the subtotal nor the total above MAX_AMOUNT.
 */
export const invoiceFormSchema = z
  .object({
    client: invoiceClientFormSchema,
    issuedDate: day,
    dueDate: day,
    items: z
      .array(invoiceItemFormSchema)
      .check(
        z.minLength(1, 'invoices.validation.noItems'),
        z.maxLength(MAX_ITEMS, 'validation.tooMany'),
      ),
    discount: amount(MAX_AMOUNT),
    taxRate: z
      .number({ error: () => 'validation.required' })
      .check(z.nonnegative('validation.tooSmall'), z.lte(100, 'invoices.validation.taxRate')),
    note: z.string().check(z.maxLength(1000, 'validation.tooLong')),
  })
  .check(
    z.refine(
      (values) =>
        !isIsoDay(values.issuedDate) ||
        !isIsoDay(values.dueDate) ||
        values.dueDate >= values.issuedDate,
      { message: 'invoices.validation.dueBeforeIssued', path: ['dueDate'], when: isObject },
    ),
    z.refine(
      (values) =>
        !Array.isArray(values.items) ||
        values.items.length === 0 ||
        typeof values.discount !== 'number' ||
        values.discount <=
          invoiceTotals(values.items.filter((item) => typeof item === 'object' && item !== null))
            .subtotal,
      { message: 'invoices.validation.discountTooLarge', path: ['discount'], when: isObject },
    ),
    z.refine(
      (values) => {
        if (!Array.isArray(values.items)) return true;
        const totals = invoiceTotals(
          summable(values.items),
          typeof values.discount === 'number' ? values.discount : 0,
          typeof values.taxRate === 'number' ? values.taxRate : 0,
        );
        return totals.subtotal <= MAX_AMOUNT && totals.total <= MAX_AMOUNT;
      },
      { message: 'invoices.validation.totalTooBig', path: ['items'], when: isObject },
    ),
  );
export type InvoiceForm = z.infer<typeof invoiceFormSchema>;
export type InvoiceUpdate = InvoiceForm & { id: number; version?: number };

/** The Add payment form, and `POST /apps/invoice/add-payment` with the invoice's `id`. */
export const paymentFormSchema = z.object({
  amount: z
    .number({ error: () => 'validation.required' })
    .check(
      z.positive('invoices.validation.amountPositive'),
      z.lte(MAX_AMOUNT, 'validation.tooBig'),
    ),
  date: day,
  method: z.enum(paymentMethods, {
    error: ({ input }) =>
      input === undefined || input === null || input === ''
        ? 'validation.required'
        : 'validation.invalidOption',
  }),
  note: z.string().check(z.maxLength(500, 'validation.tooLong')),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;
export type PaymentInput = PaymentForm & { id: number; version?: number };

/** The Send drawer, and `POST /apps/invoice/send` with the invoice's `id`. */
export const sendInvoiceFormSchema = z.object({
  to: required.check(z.maxLength(254, 'validation.tooLong'), z.email('validation.email')),
  subject: required.check(z.maxLength(200, 'validation.tooLong')),
  message: required.check(z.maxLength(5000, 'validation.tooLong')),
});
export type SendInvoiceForm = z.infer<typeof sendInvoiceFormSchema>;
export type SendInvoiceInput = SendInvoiceForm & { id: number; version?: number };

/** A calendar day as the record stores it: noon UTC, so no time zone moves it to another day. */
export const dayToInstant = (value: string) => `${value}T12:00:00.000Z`;
/** The calendar day (UTC) of a stored instant, as the forms write it. */
export const instantToDay = (value: string) => value.slice(0, 10);
