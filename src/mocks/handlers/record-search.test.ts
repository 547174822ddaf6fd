// @vitest-environment node
import type { RecordSearchAnswer } from '@/apps/bookmarks/api/record-search-schemas';
import { recordKinds } from '@/apps/bookmarks/api/record-search-schemas';
import type { ApiErrorBody } from '@/lib/session/session-schemas';
import { getMockSession } from '@/mocks/db/sessions';
import { MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';

async function search(session: string, role: 'admin' | 'client', q: string, limit?: number) {
  const { accessToken } = await signInAs(role, session);
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  return callApi<RecordSearchAnswer & ApiErrorBody>(`/api/search?${query}`, {
    session,
    token: accessToken,
  });
}

const dbOf = (session: string) => getMockSession({ [MOCK_SESSION_COOKIE]: session }).db;

describe('GET /api/search', () => {
  it('finds records of every kind the admin may read, in groups, each word matched', async () => {
    const session = freshSession();
    const { status, body } = await search(session, 'admin', 'john doe');
    expect(status).toBe(200);
    const users = body.groups.find((group) => group.kind === 'user');
    expect(users?.hits[0]).toEqual({
      id: '1',
      title: 'John Doe',
      subtitle: 'admin@demo.com',
      link: '/apps/users/1',
    });
    // The groups come in one fixed order, only those with a hit.
    const kinds = body.groups.map((group) => group.kind);
    expect(kinds).toEqual(recordKinds.filter((kind) => kinds.includes(kind)));
    for (const group of body.groups) expect(group.hits.length).toBeGreaterThan(0);
  });

  it('gives an order, a task and an event their day apart, as `YYYY-MM-DD`', async () => {
    const session = freshSession();
    const event = dbOf(session).events[0];
    if (!event) throw new Error('no event seeded');
    const { body } = await search(session, 'admin', event.title);
    const hit = body.groups
      .find((group) => group.kind === 'event')
      ?.hits.find((candidate) => candidate.id === String(event.id));
    expect(hit).toMatchObject({ subtitle: '', day: event.start.slice(0, 10) });
  });

  it('holds at most `limit` hits per group, with the total found', async () => {
    const session = freshSession();
    const { body } = await search(session, 'admin', 'a', 2);
    const users = body.groups.find((group) => group.kind === 'user');
    expect(users?.hits).toHaveLength(2);
    expect(users?.total).toBeGreaterThan(2);
  });

  it('never shows the client a record its lists would not: no users, only its own mail and orders', async () => {
    const session = freshSession();
    const { body } = await search(session, 'client', 'e', 10);
    const kinds = body.groups.map((group) => group.kind);
    expect(kinds).not.toContain('user');
    expect(kinds).not.toContain('permission');
    const db = dbOf(session);
    const mails = body.groups.find((group) => group.kind === 'mail')?.hits ?? [];
    expect(mails.length).toBeGreaterThan(0);
    for (const hit of mails) {
      expect(db.emails.find((mail) => String(mail.id) === hit.id)?.ownerId).toBe(2);
    }
    for (const hit of body.groups.find((group) => group.kind === 'order')?.hits ?? []) {
      expect(db.orders.find((order) => String(order.id) === hit.id)?.userId).toBe(2);
    }
  });

  it('refuses an empty search', async () => {
    const session = freshSession();
    const { status, body } = await search(session, 'admin', '   ');
    expect(status).toBe(400);
    expect(body.errors?.q).toEqual(['validation.required']);
  });

  it('finds a draft product for the admin only: the client searches the shop', async () => {
    const session = freshSession();
    const db = dbOf(session);
    await signInAs('admin', session);
    const [product] = db.products;
    if (!product) throw new Error('no product');
    product.name = 'Zephyr Draft Lamp';
    product.status = 'draft';
    const admin = await search(session, 'admin', 'zephyr draft');
    expect(admin.body.groups.map((group) => group.kind)).toEqual(['product']);
    const client = await search(session, 'client', 'zephyr draft');
    expect(client.body.groups).toEqual([]);
  });
});
