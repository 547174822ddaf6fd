// @vitest-environment node
import type { Cart } from '@/lib/ecommerce/ecommerce-schemas';
import type { Invoice, InvoicesPage } from '@/apps/invoices/api/invoice-schemas';
import { apiGroups } from '@/contract/api-contract';
import { sampleInvoiceForm } from '@/contract/endpoints/invoices';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { exampleUrl } from '@/mocks/testing/endpoint-examples';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency';

type InvoiceAnswer = { invoice: Invoice };

/** A fresh mock session with the admin signed in. */
async function open() {
  const session = crypto.randomUUID();
  const { accessToken: admin } = await signInAs('admin', session);
  const add = (key: string | null, body: unknown = sampleInvoiceForm, token = admin) =>
    callApi<InvoiceAnswer & { message?: string }>('/apps/invoice/add', {
      body,
      token,
      session,
      headers: key === null ? {} : { 'Idempotency-Key': key },
    });
  const count = async () => {
    const { body } = await callApi<InvoicesPage>('/apps/invoice/invoices?allData=false', {
      token: admin,
      session,
    });
    return body.total;
  };
  const mockSession = () => getMockSession({ [MOCK_SESSION_COOKIE]: session });
  const control = (path: string, body: unknown) => callApi(`/__mock/${path}`, { body, session });
  return { session, admin, add, count, mockSession, control };
}

describe('Idempotency-Key on a create', () => {
  it('answers a repeat with the first result and creates once', async () => {
    const { add, count } = await open();
    const before = await count();
    const first = await add('key-1');
    const second = await add('key-1');
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect(await count()).toBe(before + 1);
  });

  it('answers two requests sent at once with one record', async () => {
    const { add, count } = await open();
    const before = await count();
    const [first, second] = await Promise.all([add('both'), add('both')]);
    expect(second.body.invoice.id).toBe(first.body.invoice.id);
    expect(await count()).toBe(before + 1);
  });

  it('refuses the same key with another body, and creates nothing', async () => {
    const { add, count } = await open();
    await add('key-2');
    const before = await count();
    const changed = await add('key-2', { ...sampleInvoiceForm, note: 'Another note' });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe('errors.idempotencyKeyReused');
    expect(await count()).toBe(before);
  });

  it('creates again without a key, or with a new one', async () => {
    const { add, count } = await open();
    const before = await count();
    await add(null);
    await add(null);
    await add('a');
    await add('b');
    expect(await count()).toBe(before + 4);
  });

  it('shares a key between two sign-ins of the same account', async () => {
    const { session, add, count } = await open();
    const again = await signInAs('admin', session);
    const before = await count();
    const first = await add('shared');
    const sameAccount = await add('shared', sampleInvoiceForm, again.accessToken);
    expect(sameAccount.body.invoice.id).toBe(first.body.invoice.id);
    expect(await count()).toBe(before + 1);
  });

  it('does not share a key between two accounts', async () => {
    const session = crypto.randomUUID();
    const admin = await signInAs('admin', session);
    const client = await signInAs('client', session);
    const addToCart = (token: string) =>
      callApi<Cart>('/apps/ecommerce/cart', {
        body: { productId: 2, qty: 1 },
        token,
        session,
        headers: { 'Idempotency-Key': 'same-key' },
      });
    const clientCart = async () =>
      (await callApi<Cart>('/apps/ecommerce/cart', { token: client.accessToken, session })).body;
    const before = await clientCart();
    const byAdmin = await addToCart(admin.accessToken);
    const byClient = await addToCart(client.accessToken);
    expect(byAdmin.status).toBe(200);
    // The client's unit was added to the client's cart, not the admin's answer replayed.
    expect(byClient.status).toBe(200);
    expect(byClient.body).toEqual(await clientCart());
    expect(byClient.body.count).toBe(before.count + 1);
  });

  it('forgets a key once the window has passed on the mock’s clock', async () => {
    const { add, count, control } = await open();
    await control('clock', { now: '2026-11-02T09:00:00.000Z', frozen: true });
    const before = await count();
    const first = await add('late');
    await control('clock', {
      now: new Date(Date.parse('2026-11-02T09:00:00.000Z') + IDEMPOTENCY_WINDOW_MS - 1000),
      frozen: true,
    });
    expect((await add('late')).body.invoice.id).toBe(first.body.invoice.id);
    await control('clock', {
      now: new Date(Date.parse('2026-11-02T09:00:00.000Z') + IDEMPOTENCY_WINDOW_MS + 1000),
      frozen: true,
    });
    const after = await add('late');
    expect(after.status).toBe(201);
    expect(after.body.invoice.id).not.toBe(first.body.invoice.id);
    expect(await count()).toBe(before + 2);
  });

  it('keeps only a success: a refused request may be corrected and sent with its key', async () => {
    const { add, count } = await open();
    const before = await count();
    const refused = await add('fix-me', { ...sampleInvoiceForm, items: [] });
    expect(refused.status).toBe(400);
    expect((await add('fix-me')).status).toBe(201);
    expect(await count()).toBe(before + 1);
  });

  it('is forgotten by a reset of the session', async () => {
    const { add, control, mockSession } = await open();
    await add('before-reset');
    expect(mockSession().idempotency.size).toBe(1);
    await control('reset', {});
    expect(mockSession().idempotency.size).toBe(0);
  });

  it('refuses an empty or overlong key', async () => {
    const { add } = await open();
    expect((await add(' ')).status).toBe(400);
    expect((await add('k'.repeat(256))).status).toBe(400);
  });
});

describe('every create of the contract', () => {
  const endpoints = apiGroups.flatMap((group) => group.endpoints);

  it('marks each endpoint that answers 201 as a create', () => {
    const unmarked = endpoints.filter((endpoint) => 201 in endpoint.answers && !endpoint.creates);
    expect(unmarked.map((endpoint) => endpoint.id)).toEqual([]);
  });

  it.each(endpoints.filter((endpoint) => endpoint.creates && endpoint.example?.body))(
    '$id answers a repeated key with the first result',
    async (endpoint) => {
      const session = crypto.randomUUID();
      const { accessToken: token } = await signInAs('admin', session);
      const send = () =>
        callApi(exampleUrl(endpoint), {
          method: endpoint.method.toUpperCase(),
          body: endpoint.example?.body,
          token,
          session,
          headers: { 'Idempotency-Key': `repeat-${endpoint.id}` },
        });
      const first = await send();
      expect(first.status).toBeLessThan(300);
      expect(await send()).toEqual(first);
    },
  );
});
