// @vitest-environment node
import {
  invoicesPageSchema,
  type Invoice,
  type InvoicesPage,
} from '@/apps/invoices/api/invoice-schemas';
import { invoiceTotals } from '@/apps/invoices/api/invoice-totals';
import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { sampleInvoiceForm } from '@/contract/endpoints/invoices';
import { callApi, freshSession, signInAs, type CallOptions } from '@/mocks/testing/mock-api-client';
import { staleAnswer, staleRecordsAnswer } from '@/mocks/testing/stale-answer';
import { demoAccounts } from '@/mocks/seed/auth-seed';

/** Each test works on a database of its own (a fresh mock session). */
async function open(role: 'admin' | 'client' = 'admin') {
  const session = freshSession();
  const { accessToken: token } = await signInAs(role, session);
  const call = <Body>(
    path: string,
    options: Pick<CallOptions, 'method' | 'body' | 'headers' | 'version'> = {},
  ) => callApi<Body>(path, { token, session, ...options });
  const list = async (query = '') => {
    const { status, body } = await call<InvoicesPage>(`/apps/invoice/invoices?${query}`);
    expect(status).toBe(200);
    return body;
  };
  const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: session }).db;
  return { call, list, db };
}

const form = sampleInvoiceForm;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const ids = (invoices: readonly Invoice[]) => invoices.map((invoice) => invoice.id);

describe('invoiceTotals', () => {
  it('adds cost × qty in cents, takes the discount off, then the tax', () => {
    expect(invoiceTotals(form.items, form.discount, form.taxRate)).toEqual({
      subtotal: 501.43, // 361.50 + 139.93
      discount: 50,
      tax: 90.29, // 20 % of 451.43 = 90.286
      total: 541.72,
    });
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 0.3.
    expect(
      invoiceTotals([
        { cost: 0.1, qty: 1 },
        { cost: 0.2, qty: 1 },
      ]).total,
    ).toBe(0.3);
    expect(invoiceTotals([{ cost: 10, qty: 2 }], 100, 10)).toEqual({
      subtotal: 20,
      discount: 20,
      tax: 0,
      total: 0,
    });
    expect(invoiceTotals([{ cost: Number.NaN, qty: 2 }]).total).toBe(0);
  });
});

describe('GET /apps/invoice/invoices', () => {
  it('pages the newest first, with the total, whole-table stats and allData by default', async () => {
    const { list, db } = await open();
    const body = await list('page=2&perPage=25');
    expect(invoicesPageSchema.safeParse(body).success).toBe(true);
    const all = db().invoices;
    expect(body.total).toBe(120);
    expect(ids(body.invoices)).toEqual(ids(all.toSorted((a, b) => b.id - a.id).slice(25, 50)));
    expect(body.allData).toHaveLength(120);
    const paid = all.reduce(
      (sum, invoice) => sum + Math.round((invoice.total - invoice.balance) * 100),
      0,
    );
    const unpaid = all.reduce((sum, invoice) => sum + Math.round(invoice.balance * 100), 0);
    expect(body.stats).toEqual({
      clients: new Set(all.map((invoice) => invoice.client.email.toLowerCase())).size,
      invoices: 120,
      paid: paid / 100,
      unpaid: unpaid / 100,
      currency: 'USD',
    });
    expect((await list('allData=false')).allData).toEqual([]);
  });

  it('searches client name, company and email and the number', async () => {
    const { list, db } = await open();
    const sample = db().invoices[17];
    if (!sample) throw new Error('seed too small');
    const query = (q: string) => list(`perPage=100&allData=false&q=${encodeURIComponent(q)}`);
    expect(ids((await query(sample.client.name.toUpperCase())).invoices)).toContain(sample.id);
    expect(ids((await query(sample.client.company)).invoices)).toContain(sample.id);
    expect(ids((await query(sample.client.email)).invoices)).toContain(sample.id);
    expect(ids((await query(String(sample.id))).invoices)).toEqual([sample.id]);
    // The items are not searched.
    expect((await query('Website redesign')).total).toBe(0);
  });

  it('filters by status and by issued day, bounds included, combined with AND', async () => {
    const { list, db } = await open();
    const all = db().invoices;
    for (const status of ['Paid', 'Past Due', 'Partial Payment'] as const) {
      const body = await list(`status=${encodeURIComponent(status)}&perPage=100`);
      expect(body.total).toBe(all.filter((invoice) => invoice.status === status).length);
      expect(body.invoices.every((invoice) => invoice.status === status)).toBe(true);
    }
    const sample = all[40];
    if (!sample) throw new Error('seed too small');
    const day = sample.issuedDate.slice(0, 10);
    const sameDay = await list(`issuedFrom=${day}&issuedTo=${day}&perPage=100`);
    expect(ids(sameDay.invoices)).toContain(sample.id);
    expect(sameDay.invoices.every((invoice) => invoice.issuedDate.startsWith(day))).toBe(true);
    const from = await list(`issuedFrom=${day}&perPage=100`);
    expect(from.total).toBe(all.filter((invoice) => invoice.issuedDate.slice(0, 10) >= day).length);
    const to = await list(`issuedTo=${day}&status=Paid&perPage=100`);
    expect(to.total).toBe(
      all.filter((invoice) => invoice.issuedDate.slice(0, 10) <= day && invoice.status === 'Paid')
        .length,
    );
    // A bad day is no bound, not an error.
    expect((await list('issuedFrom=2026-02-30&issuedTo=yesterday')).total).toBe(120);
    expect((await list('status=Lost')).total).toBe(120);
  });

  it.each([
    ['id', (invoice: Invoice) => invoice.id],
    ['client.name', (invoice: Invoice) => invoice.client.name],
    ['total', (invoice: Invoice) => invoice.total],
    ['balance', (invoice: Invoice) => invoice.balance],
    ['issuedDate', (invoice: Invoice) => invoice.issuedDate],
    ['dueDate', (invoice: Invoice) => invoice.dueDate],
    ['status', (invoice: Invoice) => invoice.status],
  ] as const)('sorts by %s both ways', async (column, value) => {
    const { list } = await open();
    const isOrdered = (rows: readonly Invoice[], sign: number) =>
      rows.every((row, index) => {
        const previous = rows[index - 1];
        if (!previous) return true;
        const [a, b] = [value(previous), value(row)];
        const order =
          typeof a === 'number' && typeof b === 'number'
            ? a - b
            : collator.compare(String(a), String(b));
        return sign * order <= 0;
      });
    const up = await list(`sortColumn=${column}&sort=asc&perPage=100&allData=false`);
    const down = await list(`sortColumn=${column}&sort=desc&perPage=100&allData=false`);
    expect(isOrdered(up.invoices, 1)).toBe(true);
    expect(isOrdered(down.invoices, -1)).toBe(true);
  });

  it('falls back on bad paging values and answers an empty page past the end', async () => {
    const { list } = await open();
    expect((await list('page=0&perPage=-3&sortColumn=password')).invoices).toHaveLength(10);
    expect((await list('perPage=1000')).invoices).toHaveLength(100);
    const last = await list('page=12&perPage=10');
    expect(last.invoices).toHaveLength(10);
    const past = await list('page=13&perPage=10');
    expect(past.invoices).toEqual([]);
    expect(past.total).toBe(120);
  });

  it('refuses a missing token (401) and the client role (403) on every endpoint', async () => {
    const { call } = await open('client');
    const paths: [string, string, unknown?][] = [
      ['GET', '/apps/invoice/invoices'],
      ['GET', '/apps/invoice/invoice?id=4987'],
      ['GET', '/apps/invoice/clients'],
      ['GET', '/apps/invoice/next-id'],
      ['POST', '/apps/invoice/add', form],
      ['POST', '/apps/invoice/update', { ...form, id: 4987 }],
      ['POST', '/apps/invoice/send', { id: 4987, to: 'a@b.co', subject: 's', message: 'm' }],
      ['POST', '/apps/invoice/add-payment', { id: 4987, amount: 1 }],
      ['POST', '/apps/invoice/download', { id: 4987 }],
      ['DELETE', '/apps/invoice/delete?id=4987'],
    ];
    for (const [method, path, body] of paths) {
      const refused = await call<{ message: string }>(path, { method, body });
      expect([path, refused.status]).toEqual([path, 403]);
      expect(refused.body.message).toMatch(/Invoice/);
      expect([path, (await callApi(path, { method, body })).status]).toEqual([path, 401]);
    }
  });
});

describe('invoice writes', () => {
  it('reads one invoice (404 for an unknown id) and lists distinct clients', async () => {
    const { call, db } = await open();
    const first = await call<{ invoice: Invoice }>('/apps/invoice/invoice?id=4987');
    expect(first.body.invoice).toEqual(db().invoices[0]);
    expect((await call('/apps/invoice/invoice?id=1')).status).toBe(404);
    expect((await call('/apps/invoice/invoice?id=abc')).status).toBe(404);
    const clients = await call<{ clients: Invoice['client'][] }>('/apps/invoice/clients');
    const emails = clients.body.clients.map((client) => client.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.length).toBe(
      new Set(db().invoices.map((i) => i.client.email.toLowerCase())).size,
    );
  });

  it('adds a Draft with the next number and the computed totals', async () => {
    const { call, list } = await open();
    const next = await call<{ id: number }>('/apps/invoice/next-id');
    expect(next.body.id).toBe(4987 + 120);
    const added = await call<{ invoice: Invoice }>('/apps/invoice/add', { body: form });
    expect(added.status).toBe(201);
    expect(added.body.invoice).toMatchObject({
      id: next.body.id,
      version: 1,
      status: 'Draft',
      total: 541.72,
      balance: 541.72,
      issuedDate: '2026-11-02T12:00:00.000Z',
      dueDate: '2026-12-02T12:00:00.000Z',
      currency: 'USD',
      payments: [],
    });
    expect(ids((await list()).invoices)[0]).toBe(next.body.id);
    // A total sent by the client is ignored: the server computes it.
    const cheat = await call<{ invoice: Invoice }>('/apps/invoice/add', {
      body: { ...form, total: 1, balance: 0, status: 'Paid' },
    });
    expect(cheat.body.invoice).toMatchObject({ total: 541.72, balance: 541.72, status: 'Draft' });
  });

  it('validates the form: field errors by their fields', async () => {
    const { call } = await open();
    const bad = await call<{ message: string; errors: Record<string, string[]> }>(
      '/apps/invoice/add',
      {
        body: {
          ...form,
          client: { ...form.client, email: 'nope', name: ' ' },
          issuedDate: '2026-11-10',
          dueDate: '2026-11-09',
          items: [
            { name: '', description: '', cost: -1, qty: 1 },
            { name: 'x', description: '', cost: 1, qty: 0 },
          ],
          discount: 10,
          taxRate: 120,
        },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'client.email': ['validation.email'],
      'client.name': ['validation.required'],
      'items.0.name': ['validation.required'],
      'items.0.cost': ['validation.tooSmall'],
      'items.1.qty': ['invoices.validation.qtyPositive'],
      taxRate: ['invoices.validation.taxRate'],
      // Said with the others, not after they are fixed.
      dueDate: ['invoices.validation.dueBeforeIssued'],
    });
    const dates = await call<{ errors: Record<string, string[]> }>('/apps/invoice/add', {
      body: { ...form, dueDate: '2026-11-01' },
    });
    expect(dates.body.errors).toEqual({ dueDate: ['invoices.validation.dueBeforeIssued'] });
    const discount = await call<{ errors: Record<string, string[]> }>('/apps/invoice/add', {
      body: { ...form, discount: 600 },
    });
    expect(discount.body.errors).toEqual({ discount: ['invoices.validation.discountTooLarge'] });
    const fraction = await call<{ errors: Record<string, string[]> }>('/apps/invoice/add', {
      body: { ...form, items: [{ name: 'x', description: '', cost: 1, qty: 1.5 }] },
    });
    expect(fraction.body.errors).toEqual({ 'items.0.qty': ['invoices.validation.wholeNumber'] });
    const noItems = await call<{ errors: Record<string, string[]> }>('/apps/invoice/add', {
      body: { ...form, items: [] },
    });
    expect(noItems.body.errors).toEqual({ items: ['invoices.validation.noItems'] });
    const badDay = await call<{ errors: Record<string, string[]> }>('/apps/invoice/add', {
      body: { ...form, issuedDate: '2026-02-30' },
    });
    expect(badDay.body.errors).toEqual({ issuedDate: ['validation.date'] });
  });

  it('refuses a huge price, quantity or total with the limit by its field', async () => {
    const { call, list } = await open();
    const before = (await list()).total;
    const item = { name: 'x', description: '', cost: 1, qty: 1 };
    const huge = await call<{ errors: Record<string, string[]> }>('/apps/invoice/add', {
      body: { ...form, items: [{ ...item, cost: 1e13, qty: 20_000 }] },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errors).toEqual({
      'items.0.cost': ['invoices.validation.costTooBig'],
      'items.0.qty': ['invoices.validation.qtyTooBig'],
    });
    // Each item within the limits, the invoice over them: before or after the tax.
    for (const body of [
      { ...form, items: [{ ...item, cost: 9_000_000, qty: 2 }] },
      { ...form, discount: 0, taxRate: 50, items: [{ ...item, cost: 8_000_000, qty: 1 }] },
    ]) {
      const total = await call<{ errors: Record<string, string[]> }>('/apps/invoice/add', { body });
      expect(total.body.errors).toEqual({ items: ['invoices.validation.totalTooBig'] });
    }
    const edit = await call<{ errors: Record<string, string[]> }>('/apps/invoice/update', {
      body: { ...form, id: 4987, items: [{ ...item, cost: 10_000_000.01 }] },
    });
    expect(edit.body.errors).toEqual({ 'items.0.cost': ['invoices.validation.costTooBig'] });
    expect((await list()).total).toBe(before);
    // The limit itself is accepted.
    const limit = await call('/apps/invoice/add', {
      body: { ...form, discount: 0, taxRate: 0, items: [{ ...item, cost: 10_000_000 }] },
    });
    expect(limit.status).toBe(201);
  });

  it('edits an invoice, keeping what was paid, and refuses a total below it', async () => {
    const { call, db } = await open();
    const partial = db().invoices.find((invoice) => invoice.status === 'Partial Payment');
    if (!partial) throw new Error('no partial invoice');
    const paid = Math.round((partial.total - partial.balance) * 100) / 100;
    const edited = await call<{ invoice: Invoice }>('/apps/invoice/update', {
      body: {
        ...form,
        id: partial.id,
        discount: 0,
        taxRate: 0,
        items: [{ name: 'x', description: '', cost: paid + 10, qty: 1 }],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.invoice).toMatchObject({ status: 'Partial Payment', balance: 10 });
    const exact = await call<{ invoice: Invoice }>('/apps/invoice/update', {
      body: {
        ...form,
        id: partial.id,
        discount: 0,
        taxRate: 0,
        items: [{ name: 'x', description: '', cost: paid, qty: 1 }],
      },
    });
    expect(exact.body.invoice).toMatchObject({ status: 'Paid', balance: 0 });
    const below = await call<{ errors: Record<string, string[]> }>('/apps/invoice/update', {
      body: {
        ...form,
        id: partial.id,
        discount: 0,
        taxRate: 0,
        items: [{ name: 'x', description: '', cost: paid - 1, qty: 1 }],
      },
    });
    expect(below.status).toBe(400);
    expect(below.body.errors).toEqual({ items: ['invoices.errors.totalBelowPaid'] });
    expect((await call('/apps/invoice/update', { body: { ...form, id: 1 } })).status).toBe(404);
  });

  it('sends: a draft becomes Sent, a paid invoice stays Paid', async () => {
    const { call, db } = await open();
    const { body: added } = await call<{ invoice: Invoice }>('/apps/invoice/add', { body: form });
    const mail = { to: 'ada@engines.example', subject: 'Invoice', message: 'Please pay' };
    const sent = await call<{ invoice: Invoice }>('/apps/invoice/send', {
      body: { ...mail, id: added.invoice.id },
    });
    expect(sent.body.invoice.status).toBe('Sent');
    const paid = db().invoices.find((invoice) => invoice.status === 'Paid');
    if (!paid) throw new Error('no paid invoice');
    const copy = await call<{ invoice: Invoice }>('/apps/invoice/send', {
      body: { ...mail, id: paid.id },
    });
    expect(copy.body.invoice.status).toBe('Paid');
    const bad = await call<{ errors: Record<string, string[]> }>('/apps/invoice/send', {
      body: { id: paid.id, to: 'nobody', subject: '', message: '' },
    });
    expect(bad.body.errors).toEqual({
      to: ['validation.email'],
      subject: ['validation.required'],
      message: ['validation.required'],
    });
  });

  it('records a download on a draft only', async () => {
    const { call, db } = await open();
    const { body: added } = await call<{ invoice: Invoice }>('/apps/invoice/add', { body: form });
    const id = added.invoice.id;
    const downloaded = await call<{ invoice: Invoice }>('/apps/invoice/download', { body: { id } });
    expect(downloaded.body.invoice.status).toBe('Downloaded');
    const paid = db().invoices.find((invoice) => invoice.status === 'Paid');
    if (!paid) throw new Error('no paid invoice');
    const again = await call<{ invoice: Invoice }>('/apps/invoice/download', {
      body: { id: paid.id },
    });
    expect(again.body.invoice.status).toBe('Paid');
    expect((await call('/apps/invoice/download', { body: { id: 1 } })).status).toBe(404);
    expect((await call('/apps/invoice/download', { body: {} })).status).toBe(400);
  });

  it('takes payments up to the balance: Partial Payment, then Paid', async () => {
    const { call } = await open();
    const { body: added } = await call<{ invoice: Invoice }>('/apps/invoice/add', { body: form });
    const id = added.invoice.id;
    const pay = (amount: number) =>
      call<{ invoice: Invoice; errors?: Record<string, string[]> }>('/apps/invoice/add-payment', {
        body: { id, amount, date: '2026-11-20', method: 'card', note: '' },
      });
    const over = await pay(541.73);
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual({ amount: ['invoices.errors.amountOverBalance'] });
    expect((await pay(0)).body.errors).toEqual({ amount: ['invoices.validation.amountPositive'] });
    const part = await pay(500.5);
    expect(part.body.invoice).toMatchObject({ status: 'Partial Payment', balance: 41.22 });
    const rest = await pay(41.22);
    expect(rest.body.invoice).toMatchObject({ status: 'Paid', balance: 0 });
    expect(rest.body.invoice.payments.map((payment) => payment.amount)).toEqual([500.5, 41.22]);
    const again = await pay(1);
    expect(again.body.errors).toEqual({ amount: ['invoices.errors.alreadyPaid'] });
    const badMethod = await call<{ errors: Record<string, string[]> }>(
      '/apps/invoice/add-payment',
      {
        body: { id, amount: 1, date: 'soon', method: 'gold', note: '' },
      },
    );
    expect(badMethod.body.errors).toMatchObject({
      date: ['validation.date'],
      method: ['validation.invalidOption'],
    });
  });

  it('deletes one (query or body) or many, all or nothing', async () => {
    const { call, list } = await open();
    expect((await call('/apps/invoice/delete?id=4987', { method: 'DELETE' })).status).toBe(204);
    expect(
      (await call('/apps/invoice/delete', { method: 'DELETE', body: { id: 4988 } })).status,
    ).toBe(204);
    expect((await list()).total).toBe(118);
    const unknown = await call('/apps/invoice/delete', {
      method: 'DELETE',
      body: { ids: [4989, 1] },
    });
    expect(unknown.status).toBe(404);
    expect((await list()).total).toBe(118);
    expect(
      (await call('/apps/invoice/delete', { method: 'DELETE', body: { ids: [4989, 4990, 4991] } }))
        .status,
    ).toBe(204);
    expect((await list()).total).toBe(115);
    expect(
      (await call('/apps/invoice/delete', { method: 'DELETE', body: { ids: [] } })).status,
    ).toBe(400);
    expect((await call('/apps/invoice/delete?id=4987', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('versions of an invoice (If-Match)', () => {
  it('refuses a stale version with the invoice as it stands and who changed it, and takes the current one', async () => {
    const { call, db } = await open();
    const unpaid = db().invoices.find((invoice) => invoice.status === 'Draft');
    if (!unpaid) throw new Error('no draft invoice');
    const { id } = unpaid;
    expect(unpaid.version).toBe(1);
    const edited = await call<{ invoice: Invoice }>('/apps/invoice/update', {
      body: { ...form, id },
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.invoice.version).toBe(2);
    const read = await call<{ invoice: Invoice }>(`/apps/invoice/invoice?id=${id}`);
    const current = read.body.invoice;
    expect(current).toEqual(edited.body.invoice);

    // Another screen still shows version 1: its send, payment and delete are refused, nothing
    // written.
    const mail = { to: 'ada@engines.example', subject: 'Invoice', message: 'Please pay' };
    const stale = await call('/apps/invoice/send', {
      body: { ...mail, id },
      version: 1,
    });
    expect(stale).toEqual(
      staleAnswer(current, { id: demoAccounts.admin.id, fullName: 'John Doe' }),
    );
    const payment = { id, amount: 100, date: '2026-11-20', method: 'card', note: '' };
    const stalePayment = await call('/apps/invoice/add-payment', {
      body: payment,
      version: 1,
    });
    expect(stalePayment.status).toBe(412);
    const staleDelete = await call(`/apps/invoice/delete?id=${id}`, {
      method: 'DELETE',
      version: 1,
    });
    expect(staleDelete.status).toBe(412);
    expect(db().invoices.find((invoice) => invoice.id === id)).toEqual(current);

    // The current version goes through; so does a write that names none (older clients).
    const paid = await call<{ invoice: Invoice }>('/apps/invoice/add-payment', {
      body: payment,
      version: 2,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.invoice).toMatchObject({ status: 'Partial Payment', version: 3 });
    const unnamed = await call<{ invoice: Invoice }>('/apps/invoice/update', {
      body: { ...form, id, note: 'Paid in part.' },
    });
    expect(unnamed.body.invoice).toMatchObject({ note: 'Paid in part.', version: 4 });
    // A save that changes nothing, and a send that keeps the status, leave the version.
    const again = await call<{ invoice: Invoice }>('/apps/invoice/update', {
      body: { ...form, id, note: 'Paid in part.' },
      version: 4,
    });
    expect(again.body.invoice.version).toBe(4);
    const copy = await call<{ invoice: Invoice }>('/apps/invoice/send', {
      body: { ...mail, id },
      version: 4,
    });
    expect(copy.body.invoice).toMatchObject({ status: 'Partial Payment', version: 4 });
    const deleted = await call(`/apps/invoice/delete?id=${id}`, {
      method: 'DELETE',
      version: 4,
    });
    expect(deleted.status).toBe(204);
  });

  it('bumps the version of a draft that is sent or downloaded, and refuses one version for several invoices', async () => {
    const { call, db } = await open();
    const { body: added } = await call<{ invoice: Invoice }>('/apps/invoice/add', { body: form });
    const { id } = added.invoice;
    expect(added.invoice.version).toBe(1);
    const downloaded = await call<{ invoice: Invoice }>('/apps/invoice/download', { body: { id } });
    expect(downloaded.body.invoice).toMatchObject({ status: 'Downloaded', version: 2 });
    const sent = await call<{ invoice: Invoice }>('/apps/invoice/send', {
      body: { id, to: 'ada@engines.example', subject: 'Invoice', message: 'Please pay' },
      version: 2,
    });
    expect(sent.body.invoice).toMatchObject({ status: 'Sent', version: 3 });
    const several = await call('/apps/invoice/delete', {
      method: 'DELETE',
      body: { ids: [id, 4987] },
      version: 3,
    });
    expect(several).toMatchObject({ status: 400, body: { message: 'errors.versionInvalid' } });
    expect(db().invoices.some((invoice) => invoice.id === id)).toBe(true);
  });
});

describe('versions of a bulk delete of invoices (versions in the body)', () => {
  it('refuses the whole delete when one invoice changed, listing exactly it; deletes with the current versions or none', async () => {
    const { call, db } = await open();
    const add = async () =>
      (await call<{ invoice: Invoice }>('/apps/invoice/add', { body: form })).body.invoice.id;
    const added = [await add(), await add(), await add()];
    const [a = 0, b = 0, c = 0] = added;
    const present = (id: number) => db().invoices.some((invoice) => invoice.id === id);
    const changed = await call<{ invoice: Invoice }>('/apps/invoice/update', {
      body: { ...form, id: b, note: 'Changed meanwhile.' },
    });
    expect(changed.body.invoice.version).toBe(2);
    const stale = await call('/apps/invoice/delete', {
      method: 'DELETE',
      body: { ids: added, versions: [1, 1, 1] },
    });
    expect(stale).toEqual(
      staleRecordsAnswer([
        {
          id: b,
          current: changed.body.invoice,
          changedBy: { id: demoAccounts.admin.id, fullName: 'John Doe' },
        },
      ]),
    );
    expect(added.every(present)).toBe(true);

    const current = await call('/apps/invoice/delete', {
      method: 'DELETE',
      body: { ids: [a, b], versions: [1, 2] },
    });
    expect(current.status).toBe(204);
    expect([a, b].some(present)).toBe(false);
    const unnamed = await call('/apps/invoice/delete', { method: 'DELETE', body: { ids: [c] } });
    expect(unnamed.status).toBe(204);
    expect(present(c)).toBe(false);
  });
});

describe('the specification client’s forms (axios)', () => {
  const contract = createContractCheck(apiDocument());

  it('reads the status in any case (`status=paid` is Paid)', async () => {
    const { list, db } = await open();
    const all = db().invoices;
    for (const [sent, status] of [
      ['paid', 'Paid'],
      ['PAST DUE', 'Past Due'],
      ['partial payment', 'Partial Payment'],
    ] as const) {
      const url = `/apps/invoice/invoices?status=${encodeURIComponent(sent)}&perPage=100`;
      expect(contract.checkRequest({ method: 'GET', url })).toEqual([]);
      const body = await list(url.slice(url.indexOf('?') + 1));
      expect(body.total).toBe(all.filter((invoice) => invoice.status === status).length);
      expect(body.total).toBeGreaterThan(0);
    }
    // An unknown status is still no filter.
    expect((await list('status=unpaid')).total).toBe(all.length);
  });

  it('deletes with ids sent as text, in the query or the body', async () => {
    const { call, list } = await open();
    const forms = [
      { url: '/apps/invoice/delete?id=4987' },
      { url: '/apps/invoice/delete', body: { id: '4988' } },
      { url: '/apps/invoice/delete', body: { ids: ['4989', '4990'] } },
    ];
    for (const { url, body } of forms) {
      expect(contract.checkRequest({ method: 'DELETE', url, body })).toEqual([]);
      expect((await call(url, { method: 'DELETE', body })).status).toBe(204);
    }
    expect((await list()).total).toBe(116);
    const notAnId = { id: 'four' };
    const url = '/apps/invoice/delete';
    expect(contract.checkRequest({ method: 'DELETE', url, body: notAnId })).not.toEqual([]);
    expect((await call(url, { method: 'DELETE', body: notAnId })).status).toBe(400);
  });
});
