import { http, HttpResponse } from 'msw';
import {
  DEFAULT_CURRENCY,
  dayToInstant,
  invoiceFormSchema,
  type Invoice,
  type InvoiceClient,
  type InvoiceForm,
  type InvoiceStats,
} from '@/apps/invoices/api/invoice-schemas';
import {
  balanceAfter,
  fromCents,
  invoiceTotals,
  toCents,
} from '@/apps/invoices/api/invoice-totals';
import { adminIds, raiseNotification } from '@/mocks/lib/notifications';
import { noticePastDueInvoices } from '@/mocks/lib/invoice-past-due';
import { mockPath } from '@/contract/endpoint';
import {
  addPaymentBody,
  deleteInvoicesBody,
  invoiceIdBody,
  invoiceIdQuery,
  invoicesApi,
  invoicesListParams,
  sendInvoiceBody,
  updateInvoiceBody,
  INVOICE_SEARCH_FIELDS,
} from '@/contract/endpoints/invoices';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { withAbility } from '@/mocks/lib/auth-guard';
import { throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { listPage, searchRecords } from '@/mocks/lib/list-operations';
import { parseBody } from '@/mocks/lib/validation';
import { idempotent } from '@/mocks/lib/idempotency';
import { assertCurrentVersion, assertCurrentVersions, bumpVersion } from '@/mocks/lib/versions';
import { FIRST_VERSION, IF_MATCH_HEADER, versionOfTag } from '@/lib/versions/versions';
import type { MockSession } from '@/mocks/db/sessions';

export const invoiceErrorKeys = {
  amountOverBalance: 'invoices.errors.amountOverBalance',
  alreadyPaid: 'invoices.errors.alreadyPaid',
  totalBelowPaid: 'invoices.errors.totalBelowPaid',
} as const;

/** Figures over the whole table, whatever the list's filters: the stat cards. */
export function invoiceStats(invoices: readonly Invoice[]): InvoiceStats {
  let paidCents = 0;
  let unpaidCents = 0;
  const clients = new Set<string>();
  for (const invoice of invoices) {
    clients.add(invoice.client.email.toLowerCase());
    paidCents += toCents(invoice.total) - toCents(invoice.balance);
    unpaidCents += toCents(invoice.balance);
  }
  return {
    clients: clients.size,
    invoices: invoices.length,
    paid: fromCents(paidCents),
    unpaid: fromCents(unpaidCents),
    currency: DEFAULT_CURRENCY,
  };
}

function findInvoice(db: Database, id: number | undefined): Invoice {
  const invoice = id === undefined ? undefined : db.invoices.find((row) => row.id === id);
  if (!invoice) throwNotFound();
  return invoice;
}

/**
 * A stale `If-Match` is refused with the invoice as its read answers it (the stored row, which
 * is the API's shape), so the screen that sent it can show it as it now stands (versions.ts).
 */
function assertCurrentInvoiceVersion(request: Request, session: MockSession, invoice: Invoice) {
  assertCurrentVersion(request, session, {
    table: 'invoices',
    row: invoice,
  });
}

/** The id query (`?id=3`) as the contract reads it: a malformed id is none. */
function queryOf(request: Request) {
  return invoiceIdQuery.parse(fromSearchParams(new URL(request.url).searchParams));
}

/** The form's values as the record stores them: days as instants, the totals computed. */
function fromForm(input: InvoiceForm) {
  const { total } = invoiceTotals(input.items, input.discount, input.taxRate);
  return {
    client: input.client,
    issuedDate: dayToInstant(input.issuedDate),
    dueDate: dayToInstant(input.dueDate),
    items: input.items,
    discount: input.discount,
    taxRate: input.taxRate,
    note: input.note,
    total,
  };
}

/** Distinct clients (by email, the latest invoice's details), sorted by name: the form's list. */
function clientsOf(invoices: readonly Invoice[]): InvoiceClient[] {
  const byEmail = new Map<string, InvoiceClient>();
  for (const invoice of invoices.toSorted((a, b) => b.id - a.id)) {
    const key = invoice.client.email.toLowerCase();
    if (!byEmail.has(key)) byEmail.set(key, invoice.client);
  }
  return [...byEmail.values()].toSorted((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const invoiceHandlers = [
  http.get(
    mockPath(invoicesApi.list),
    withAbility('read', 'Invoice', async ({ request, ctx }) => {
      noticePastDueInvoices(ctx.session);
      const { allData: withAllData, ...params } = invoicesListParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const { status, issuedFrom, issuedTo } = params;
      const { invoices } = ctx.session.db;
      const filtered = searchRecords(invoices, params.q, INVOICE_SEARCH_FIELDS).filter(
        (invoice) => {
          const issued = invoice.issuedDate.slice(0, 10);
          return (
            (status === undefined || invoice.status === status) &&
            (issuedFrom === undefined || issued >= issuedFrom) &&
            (issuedTo === undefined || issued <= issuedTo)
          );
        },
      );
      // With no sort column the newest invoices come first, so one just added is on page one.
      const { sorted, items, total } = listPage(filtered, params, (rows) =>
        rows.toSorted((a, b) => b.id - a.id),
      );
      return HttpResponse.json({
        invoices: items,
        total,
        params,
        stats: invoiceStats(invoices),
        allData: withAllData ? sorted : [],
      });
    }),
  ),

  http.get(
    mockPath(invoicesApi.get),
    withAbility('read', 'Invoice', async ({ request, ctx }) => {
      noticePastDueInvoices(ctx.session);
      const { id } = queryOf(request);
      return HttpResponse.json({ invoice: findInvoice(ctx.session.db, id) });
    }),
  ),

  http.get(
    mockPath(invoicesApi.clients),
    withAbility('read', 'Invoice', async ({ ctx }) => {
      return HttpResponse.json({ clients: clientsOf(ctx.session.db.invoices) });
    }),
  ),

  http.get(
    mockPath(invoicesApi.nextId),
    withAbility('create', 'Invoice', async ({ ctx }) => {
      return HttpResponse.json({ id: nextId(ctx.session.db.invoices) });
    }),
  ),

  http.post(
    mockPath(invoicesApi.add),
    withAbility(
      'create',
      'Invoice',
      idempotent(async ({ request, ctx }) => {
        const input = await parseBody(request, invoiceFormSchema);
        const { db } = ctx.session;
        const values = fromForm(input);
        const invoice: Invoice = {
          id: nextId(db.invoices),
          ...values,
          balance: values.total,
          status: 'Draft',
          currency: DEFAULT_CURRENCY,
          payments: [],
          version: FIRST_VERSION,
        };
        db.invoices.push(invoice);
        return HttpResponse.json({ invoice }, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(invoicesApi.update),
    withAbility('update', 'Invoice', async ({ request, ctx }) => {
      const { id, ...input } = await parseBody(request, updateInvoiceBody);
      const invoice = findInvoice(ctx.session.db, id);
      assertCurrentInvoiceVersion(request, ctx.session, invoice);
      const values = fromForm(input);
      // What was received stays received: the new total may not fall below it.
      const paidCents = toCents(invoice.total) - toCents(invoice.balance);
      if (toCents(values.total) < paidCents) {
        throwHttpError(400, invoiceErrorKeys.totalBelowPaid, {
          items: [invoiceErrorKeys.totalBelowPaid],
        });
      }
      const balance = balanceAfter(values.total, fromCents(paidCents));
      // A save that changes nothing (Save pressed again) leaves the version: other screens'
      // versions of the invoice are still current.
      const before = JSON.stringify(invoice);
      Object.assign(invoice, values, { balance });
      if (paidCents > 0) invoice.status = balance === 0 ? 'Paid' : 'Partial Payment';
      if (JSON.stringify(invoice) !== before) bumpVersion(invoice);
      return HttpResponse.json({ invoice });
    }),
  ),

  http.post(
    mockPath(invoicesApi.send),
    withAbility('update', 'Invoice', async ({ request, ctx }) => {
      const { id } = await parseBody(request, sendInvoiceBody);
      const invoice = findInvoice(ctx.session.db, id);
      assertCurrentInvoiceVersion(request, ctx.session, invoice);
      // A draft or downloaded invoice is now Sent; a paid, part-paid or overdue one keeps the
      // status that says more (the mail is a copy or a reminder).
      if (invoice.status === 'Draft' || invoice.status === 'Downloaded') {
        invoice.status = 'Sent';
        bumpVersion(invoice);
      }
      return HttpResponse.json({ invoice });
    }),
  ),

  http.post(
    mockPath(invoicesApi.download),
    withAbility('update', 'Invoice', async ({ request, ctx }) => {
      const { id } = await parseBody(request, invoiceIdBody);
      const invoice = findInvoice(ctx.session.db, id);
      // Only a draft records it: a sent or paid invoice keeps the status that says more. Not
      // versioned (a download is no edit of the invoice), but the new status is a new version.
      if (invoice.status === 'Draft') {
        invoice.status = 'Downloaded';
        bumpVersion(invoice);
      }
      return HttpResponse.json({ invoice });
    }),
  ),

  http.post(
    mockPath(invoicesApi.addPayment),
    withAbility(
      'update',
      'Invoice',
      idempotent(async ({ request, ctx }) => {
        const { id, ...payment } = await parseBody(request, addPaymentBody);
        const invoice = findInvoice(ctx.session.db, id);
        assertCurrentInvoiceVersion(request, ctx.session, invoice);
        if (invoice.balance === 0) {
          throwHttpError(400, invoiceErrorKeys.alreadyPaid, {
            amount: [invoiceErrorKeys.alreadyPaid],
          });
        }
        if (toCents(payment.amount) > toCents(invoice.balance)) {
          throwHttpError(400, invoiceErrorKeys.amountOverBalance, {
            amount: [invoiceErrorKeys.amountOverBalance],
          });
        }
        invoice.payments.push({
          id: nextId(invoice.payments),
          ...payment,
          amount: fromCents(toCents(payment.amount)),
        });
        invoice.balance = balanceAfter(invoice.balance, payment.amount);
        invoice.status = invoice.balance === 0 ? 'Paid' : 'Partial Payment';
        // A payment always changes the invoice (its payments, its balance).
        bumpVersion(invoice);
        if (invoice.balance === 0) {
          raiseNotification(ctx.session, adminIds(ctx.session.db), {
            kind: 'invoicePaid',
            params: { number: `#${invoice.id}` },
            record: { type: 'invoice', id: invoice.id },
            link: `/apps/invoices/preview/${invoice.id}`,
          });
        }
        return HttpResponse.json({ invoice });
      }),
    ),
  ),

  http.delete(
    mockPath(invoicesApi.delete),
    withAbility('delete', 'Invoice', async ({ request, ctx }) => {
      const fromQuery = queryOf(request).id;
      const body = fromQuery === undefined ? await parseBody(request, deleteInvoicesBody) : null;
      const ids = new Set(body === null ? [fromQuery] : 'ids' in body ? body.ids : [body.id]);
      const { db } = ctx.session;
      // All or nothing: a bulk delete that half happened would be hard to explain.
      const invoices = [...ids].map((id) => findInvoice(db, id));
      // A version names one invoice: a delete of one checks it; a version sent for several
      // names none of them (400, as a malformed If-Match is; `*`, any version, is no check).
      const [only] = invoices;
      if (invoices.length === 1 && only) {
        assertCurrentInvoiceVersion(request, ctx.session, only);
      } else if (versionOfTag(request.headers.get(IF_MATCH_HEADER)) !== undefined) {
        throwHttpError(400, 'errors.versionInvalid');
      }
      // Several ids take their versions in the body, paired with them in order.
      if (body !== null && 'ids' in body) {
        assertCurrentVersions(ctx.session, {
          table: 'invoices',
          rows: body.ids.map((id) => findInvoice(db, id)),
          versions: body.versions,
          current: (invoice) => invoice,
        });
      }
      db.invoices = db.invoices.filter((invoice) => !ids.has(invoice.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
