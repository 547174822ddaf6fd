import { bulkVersionsSchema } from '@/lib/versions/bulk-versions';
import * as z from 'zod/mini';
import {
  invoiceSchema,
  invoiceAnswerSchema,
  invoiceClientsAnswerSchema,
  invoiceFormSchema,
  type InvoiceForm,
  invoicesPageSchema,
  invoiceStatuses,
  nextInvoiceIdAnswerSchema,
  paymentFormSchema,
  sendInvoiceFormSchema,
} from '@/apps/invoices/api/invoice-schemas';
import { invoiceFilters } from '@/apps/invoices/invoices-search';
import { createListParams, filterParam, flagParam } from '@/lib/list/list-search';
import { idNumberOrText, idQuery } from '@/lib/api-fields/api-fields';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  pagedListRead,
  type WriteFacts,
} from '@/contract/endpoint';

/** Every column of the list, and the client's other fields. */
const SORT_COLUMNS = [
  'id',
  'client.name',
  'client.company',
  'client.email',
  'client.country',
  'total',
  'balance',
  'issuedDate',
  'dueDate',
  'status',
] as const;

/** What `q` finds an invoice by. */
export const INVOICE_SEARCH_FIELDS = [
  'id',
  'client.name',
  'client.company',
  'client.email',
] as const;

/** Bulk deletes are capped like a page: the table selects at most 100 rows. */
export const MAX_BULK_DELETE = 100;

/**
 * `GET /apps/invoice/invoices`: the route's list fields and filters (the status in any case, as
 * the route reads it); `allData` (every match, unpaginated) is sent unless the client asks
 * `allData=false`, as the specification says.
 */
export const invoicesListParams = createListParams({
  sortColumns: SORT_COLUMNS,
  filters: {
    ...invoiceFilters,
    status: filterParam(invoiceStatuses),
    allData: flagParam(true),
  },
});

const invoicesListAnswer = z.extend(invoicesPageSchema, {
  /** The parameters as the server read them (bad values replaced by their defaults). */
  params: z.omit(invoicesListParams, { allData: true }),
});

/** An id in the query string (`?id=3`); a malformed one is no id (404), like an unknown one. */
export const invoiceIdQuery = idQuery;

/** Every write names its invoice by id, as a number or as text (`"4987"`). */
const idField = { id: idNumberOrText };
export const invoiceIdBody = z.object(idField);
export const updateInvoiceBody = z.extend(invoiceFormSchema, idField);
export const sendInvoiceBody = z.extend(sendInvoiceFormSchema, idField);
export const addPaymentBody = z.extend(paymentFormSchema, idField);

/** DELETE: `{ "id": 3 }` or `{ "ids": [3, 4] }`; ids as numbers or as text (`"3"`). */
export const deleteInvoicesBody = z.union([
  z.object({ id: idNumberOrText }),
  z.object({
    ids: z.array(idNumberOrText).check(z.minLength(1), z.maxLength(MAX_BULK_DELETE)),
    versions: bulkVersionsSchema,
  }),
]);

/**
 * A complete add-invoice body (`POST /apps/invoice/add`), the document's example, the handler's
 * vitest and QA's `createInvoice`: 3 × 120.50 + 7 × 19.99 = 501.43, less 50, plus 20 % tax = 541.72.
 */
export const sampleInvoiceForm: InvoiceForm = {
  client: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    email: 'ada@engines.example',
    address: '12 St James Square, London',
    country: 'United Kingdom',
    contact: '+44 20 7946 0958',
  },
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [
    { name: 'Consulting', description: 'Hours', cost: 120.5, qty: 3 },
    { name: 'Licence', description: 'Per seat', cost: 19.99, qty: 7 },
  ],
  discount: 50,
  taxRate: 20,
  note: 'Thank you for your business.',
};

/** The field errors of the invoice form, as the add and the update answer them. */
const invoiceFormFieldKeys = {
  'client.contact': ['invoices.validation.contact'],
  items: ['invoices.validation.noItems', 'invoices.validation.totalTooBig'],
  'items.*.cost': ['invoices.validation.costTooBig'],
  'items.*.qty': [
    'invoices.validation.wholeNumber',
    'invoices.validation.qtyPositive',
    'invoices.validation.qtyTooBig',
  ],
  dueDate: ['invoices.validation.dueBeforeIssued'],
  discount: ['invoices.validation.discountTooLarge'],
  taxRate: ['invoices.validation.taxRate'],
};

const invoiceAnswer = { description: 'The invoice', schema: invoiceAnswerSchema };

/** An invoice shows in the invoices' lists and in the dashboard's figures. */
const invoiceWrites = {
  changes: { resources: ['invoices', 'dashboard'], readers: 'Invoice' },
  audit: { app: 'invoices', tables: ['invoices'] },
} as const satisfies WriteFacts;

export const invoicesApi = {
  list: {
    id: 'listInvoices',
    path: '/apps/invoice/invoices',
    summary: 'One page of invoices, with the figures of the whole table',
    description: [
      '`q` matches the invoice number and the client’s name, company and email',
      '(case-insensitive). `status` is one of the six statuses, in any case (`paid` is `Paid`,',
      'as the specification’s client sends it); `issuedFrom` and `issuedTo` are `YYYY-MM-DD`',
      'days, both included. Unknown or malformed values mean no filter. Without `sortColumn`',
      'the list is newest first, so an invoice just added heads page one.',
      'Then `params` leaves `sortColumn` out and echoes `sort` as read (`asc` by default), though it was not applied.',
      '`stats` covers the',
      'whole table, not the filtered list. `allData` holds every match, sorted and unpaginated,',
      'unless the client sends `allData=false` (then `[]`).',
    ].join(' '),
    example: { query: { q: 'a', status: 'paid', page: '1', perPage: '10', allData: 'false' } },
    ...pagedListRead('Invoice', invoicesListParams, invoicesListAnswer, {
      items: 'invoices',
      search: INVOICE_SEARCH_FIELDS,
      filters: [
        { param: 'status', field: 'status', match: 'any-case' },
        { param: 'issuedFrom', field: 'issuedDate', match: 'from' },
        { param: 'issuedTo', field: 'issuedDate', match: 'to' },
      ],
      sortColumns: SORT_COLUMNS,
    }),
  },
  get: {
    id: 'getInvoice',
    method: 'get',
    path: '/apps/invoice/invoice',
    summary: 'One invoice',
    description: '404 for an unknown or malformed id.',
    access: ability('read', 'Invoice'),
    query: invoiceIdQuery,
    errors: [404],
    answers: { 200: invoiceAnswer },
    example: { query: { id: '4987' } },
  },
  clients: {
    id: 'listInvoiceClients',
    method: 'get',
    path: '/apps/invoice/clients',
    summary: 'The clients already invoiced (the add form’s list)',
    description:
      'One per email, case-insensitively, with the details of its latest invoice; sorted by name.',
    access: ability('read', 'Invoice'),
    answers: { 200: { description: 'The clients', schema: invoiceClientsAnswerSchema } },
  },
  nextId: {
    id: 'getNextInvoiceId',
    method: 'get',
    path: '/apps/invoice/next-id',
    summary: 'The number the next invoice will get (the add page’s title)',
    access: ability('create', 'Invoice'),
    answers: { 200: { description: 'The number', schema: nextInvoiceIdAnswerSchema } },
  },
  add: {
    id: 'addInvoice',
    method: 'post',
    path: '/apps/invoice/add',
    creates: true,
    summary: 'Add an invoice',
    description: [
      'The add form’s fields and rules: dates are days (stored as noon UTC), the due day not',
      'before the issued day, 1–50 items, a unit `cost` at most 10,000,000',
      '(`invoices.validation.costTooBig` on `items.N.cost`), a `qty` at most 10,000',
      '(`invoices.validation.qtyTooBig` on `items.N.qty`), the discount (an amount) at most the',
      'subtotal, the tax rate 0–100, and the subtotal and the total each at most 10,000,000',
      '(`invoices.validation.totalTooBig` on `items`). The server computes `total` from the items (the subtotal in cents, less the',
      'discount, plus the tax, each step rounded to the cent); a `total`, `balance` or `status`',
      'in the body is ignored. The new invoice takes the next number, status `Draft`, balance =',
      'total, currency USD, no payments.',
    ].join(' '),
    access: ability('create', 'Invoice'),
    ...invoiceWrites,
    body: invoiceFormSchema,
    errors: [400],
    errorKeys: { 400: { fields: invoiceFormFieldKeys } },
    answers: { 201: { description: 'The new invoice', schema: invoiceAnswerSchema } },
    example: { body: sampleInvoiceForm },
  },
  update: {
    id: 'updateInvoice',
    method: 'post',
    path: '/apps/invoice/update',
    summary: 'Change an invoice',
    description: [
      'The add form’s fields and rules, with the id. The total is computed again and what was',
      'paid is kept: balance = new total − paid, and an invoice with anything paid becomes `Paid`',
      '(balance 0) or `Partial Payment`. 400 `invoices.errors.totalBelowPaid` on `items` when the',
      'new total is below what was paid.',
    ].join(' '),
    access: ability('update', 'Invoice'),
    ...invoiceWrites,
    versioned: { current: invoiceSchema },
    body: updateInvoiceBody,
    errors: [400, 404],
    errorKeys: {
      400: {
        messages: ['invoices.errors.totalBelowPaid'],
        fields: {
          ...invoiceFormFieldKeys,
          items: [...invoiceFormFieldKeys.items, 'invoices.errors.totalBelowPaid'],
        },
      },
    },
    answers: { 200: invoiceAnswer },
    example: { body: { ...sampleInvoiceForm, id: 5106 } },
  },
  send: {
    id: 'sendInvoice',
    method: 'post',
    path: '/apps/invoice/send',
    summary: 'Send an invoice by mail (the Send drawer)',
    description: [
      'A `Draft` or `Downloaded` invoice becomes `Sent`; `Paid`, `Partial Payment`, `Past Due`',
      'and `Sent` keep their status (the mail is a copy or a reminder).',
    ].join(' '),
    access: ability('update', 'Invoice'),
    ...invoiceWrites,
    versioned: { current: invoiceSchema },
    body: sendInvoiceBody,
    errors: [400, 404],
    answers: { 200: invoiceAnswer },
    example: {
      body: {
        id: 4987,
        to: 'client@example.com',
        subject: 'Invoice #4987',
        message: 'Please find the invoice attached.',
      },
    },
  },
  download: {
    id: 'markInvoiceDownloaded',
    method: 'post',
    path: '/apps/invoice/download',
    summary: 'Record that an invoice was downloaded',
    description:
      'The file is made in the browser. A `Draft` becomes `Downloaded`; any other status stays.',
    access: ability('update', 'Invoice'),
    ...invoiceWrites,
    body: invoiceIdBody,
    errors: [400, 404],
    answers: { 200: invoiceAnswer },
    example: { body: { id: 4987 } },
  },
  addPayment: {
    id: 'addInvoicePayment',
    method: 'post',
    path: '/apps/invoice/add-payment',
    creates: true,
    summary: 'Record a payment received',
    description: [
      'The balance is lowered by the amount; the status becomes `Partial Payment`, or `Paid` at',
      '0. 400 on `amount`: `invoices.errors.alreadyPaid` for a paid invoice,',
      '`invoices.errors.amountOverBalance` for more than the balance.',
    ].join(' '),
    access: ability('update', 'Invoice'),
    ...invoiceWrites,
    versioned: { current: invoiceSchema },
    body: addPaymentBody,
    errors: [400, 404],
    errorKeys: {
      400: {
        messages: ['invoices.errors.alreadyPaid', 'invoices.errors.amountOverBalance'],
        fields: {
          amount: [
            'invoices.validation.amountPositive',
            'invoices.errors.alreadyPaid',
            'invoices.errors.amountOverBalance',
          ],
        },
      },
    },
    answers: { 200: invoiceAnswer },
    example: { body: { id: 5106, amount: 100, date: '2026-11-03', method: 'card', note: '' } },
  },
  delete: {
    id: 'deleteInvoices',
    path: '/apps/invoice/delete',
    summary: 'Delete one invoice, or several (the list’s bulk delete)',
    description: [
      'The id in the query (`?id=3`), or in the body (`{ "id": 3 }`), or several in the body',
      '(`{ "ids": [3, 4] }`, 1–100). Ids may be sent as text (`"3"`), as the specification’s',
      'client does. All or nothing: 404 when one id is unknown. `If-Match` applies to a delete of',
      'one invoice; sent with several ids it names none of them: 400 `errors.versionInvalid`.',
      'Several ids take their versions in the body instead (`versions`, below).',
    ].join(' '),
    ...deleteOne('Invoice', invoiceSchema, { query: invoiceIdQuery, body: deleteInvoicesBody }),
    ...invoiceWrites,
    bulkVersioned: { current: invoiceSchema },
    errors: [400, 404],
    answers: { 204: { description: 'Deleted' } },
    example: { query: { id: '4987' } },
  },
} as const satisfies Record<string, Endpoint>;

export const invoicesGroup = endpointGroup(
  'Invoices',
  invoicesApi,
  'Invoices: the list, one invoice, add, update, send, payments, download.',
);
