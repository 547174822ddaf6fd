// @vitest-environment node
import type { RecordSearchAnswer } from '@/apps/bookmarks/api/record-search-schemas';
import { recordKinds } from '@/apps/bookmarks/api/record-search-schemas';
import type { ApiErrorBody } from '@/lib/session/session-schemas';
import { getMockSession } from '@/mocks/db/sessions';
import { MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { personOf } from '@/mocks/lib/directory';
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

/** The hit of the record `id` in the group `kind`, searched by `title`. */
async function hitOf(session: string, kind: 'task' | 'event', title: string, id: number) {
  const { body } = await search(session, 'admin', title, 10);
  const hit = body.groups
    .find((group) => group.kind === kind)
    ?.hits.find((candidate) => candidate.id === String(id));
  if (!hit) throw new Error(`no ${kind} ${id} found by "${title}"`);
  return new URL(hit.link, 'http://app.test');
}

describe('GET /api/search: links that open the record', () => {
  it("opens a task in the todo view that holds it: My tasks, Everyone's, or the trash", async () => {
    const session = freshSession();
    const db = dbOf(session);
    const [mine, others, deleted] = db.tasks;
    if (!mine || !others || !deleted) throw new Error('three tasks are seeded');
    const admin = db.users.find((user) => user.email === 'admin@demo.com');
    const someoneElse = db.users.find((user) => user.email !== 'admin@demo.com');
    if (!admin || !someoneElse) throw new Error('no users');
    Object.assign(mine, { title: 'Zyx mine', assignee: personOf(admin), isDeleted: false });
    Object.assign(others, {
      title: 'Zyx others',
      assignee: personOf(someoneElse),
      isDeleted: false,
    });
    Object.assign(deleted, { title: 'Zyx deleted', assignee: personOf(admin), isDeleted: true });

    const views = await Promise.all(
      [mine, others, deleted].map(async (task) => {
        const link = await hitOf(session, 'task', task.title, task.id);
        expect(link.pathname).toBe('/apps/todo');
        expect(link.searchParams.get('taskId')).toBe(String(task.id));
        return link.searchParams.get('filter');
      }),
    );
    expect(views).toEqual([null, 'everyone', 'deleted']);
  });

  it('opens an event in the day view of its day, naming the event', async () => {
    const session = freshSession();
    const event = dbOf(session).events.at(-1);
    if (!event) throw new Error('no event seeded');
    const link = await hitOf(session, 'event', event.title, event.id);
    expect(link.pathname).toBe('/apps/calendar');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      view: 'day',
      date: event.start.slice(0, 10),
      eventId: String(event.id),
    });
  });
});
