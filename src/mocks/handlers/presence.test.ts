// @vitest-environment node
import { KANBAN_BOARD_ID } from '@/apps/kanban/api/kanban-values';
import { LIVE_STREAM_HEADER } from '@/lib/events/live-stream-header';
import {
  PRESENCE_EXPIRY_MS,
  PRESENCE_MAX_RECORDS,
  presenceEventSchema,
  type PresenceEvent,
  type PresenceRecord,
} from '@/lib/presence/presence-schemas';
import { shopManagerAccount } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, signInAs } from '@/mocks/testing/mock-api-client';
import { openTestStream, type TestStream } from '@/testing/live-stream-client';

type Account = 'admin' | 'client' | 'shop';

let session = '';
const tokens = new Map<Account, string>();
const opened: AbortController[] = [];

beforeEach(() => {
  session = freshSession();
  tokens.clear();
});

afterEach(() => {
  vi.useRealTimers();
  for (const controller of opened.splice(0)) controller.abort();
});

async function tokenOf(account: Account): Promise<string> {
  let token = tokens.get(account);
  if (token !== undefined) return token;
  if (account === 'shop') {
    const { email, password } = shopManagerAccount;
    const { body } = await callApi<{ accessToken: string }>('/jwt/login', {
      body: { email, password },
      session,
    });
    token = body.accessToken;
  } else token = (await signInAs(account, session)).accessToken;
  tokens.set(account, token);
  return token;
}

/** A tab of `account`'s: its open stream, and what it announces on it. */
async function openTab(account: Account, ownToken?: string) {
  const token = ownToken ?? (await tokenOf(account));
  const stream = await openTestStream({ session, token, closeWith: opened });
  const streamId = stream.response.headers.get(LIVE_STREAM_HEADER) ?? '';
  const announce = (records: PresenceRecord[], id = streamId) =>
    callApi('/api/presence', { method: 'PUT', body: { stream: id, records }, session, token });
  return { stream, streamId, announce };
}

/** The `presence` events a stream got about one record, parsed. */
function toldAbout(stream: TestStream, resource: string, id: number): PresenceEvent[] {
  return stream
    .ofType('presence')
    .map((event) => presenceEventSchema.parse(event.data))
    .filter((event) => event.resource === resource && event.id === id);
}

/** The others the stream was last told of on the record (undefined: told nothing yet). */
const lastOthers = (stream: TestStream, resource: string, id: number) =>
  toldAbout(stream, resource, id).at(-1)?.others;

const card = (editing = false): PresenceRecord => ({ resource: 'kanbanTask', id: 1, editing });

describe('PUT /api/presence', () => {
  it('names each stream its header, and tells each reader of a card who else is there, editing or not', async () => {
    const admin = await openTab('admin');
    const client = await openTab('client');
    expect(admin.streamId).toMatch(/\S/);
    expect(admin.streamId).not.toBe(client.streamId);

    expect((await admin.announce([card()])).status).toBe(204);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1) !== undefined);
    expect(lastOthers(admin.stream, 'kanbanTask', 1)).toEqual([]);

    expect((await client.announce([card()])).status).toBe(204);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1)?.length === 1);
    expect(lastOthers(admin.stream, 'kanbanTask', 1)).toEqual([
      { id: 2, fullName: 'Jane Doe', avatar: expect.any(String), editing: false },
    ]);
    await client.stream.until(() => lastOthers(client.stream, 'kanbanTask', 1)?.length === 1);
    expect(lastOthers(client.stream, 'kanbanTask', 1)?.[0]).toMatchObject({
      id: 1,
      fullName: 'John Doe',
    });

    // The client opens the card's form: the admin is told, once; a heartbeat tells nobody again.
    await client.announce([card(true)]);
    await admin.stream.until(
      () => lastOthers(admin.stream, 'kanbanTask', 1)?.[0]?.editing === true,
    );
    const told = admin.stream.ofType('presence').length;
    await client.announce([card(true)]);
    await admin.announce([card()]);
    expect(admin.stream.ofType('presence')).toHaveLength(told);
  });

  it('ends a presence at once when its stream is closed, and when its tab announces nothing', async () => {
    const admin = await openTab('admin');
    // A tab of the client's own sign-in, which signs out: the server closes its stream.
    const signIn = await signInAs('client', session);
    const client = await openTab('client', signIn.accessToken);
    const other = await openTab('client');
    await admin.announce([card()]);
    await client.announce([card(true)]);
    await other.announce([card()]);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1)?.length === 1);
    // One user, once, editing in one of their tabs.
    expect(lastOthers(admin.stream, 'kanbanTask', 1)?.[0]?.editing).toBe(true);

    const out = await callApi('/jwt/logout', {
      body: { refreshToken: signIn.refreshToken },
      session,
    });
    expect(out.status).toBe(204);
    await admin.stream.until(
      () => lastOthers(admin.stream, 'kanbanTask', 1)?.[0]?.editing === false,
    );
    await other.announce([]);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1)?.length === 0);
  });

  it('never tells of a record, nor lists on it, someone who may not read it', async () => {
    const admin = await openTab('admin');
    const client = await openTab('client');
    const shop = await openTab('shop');
    const janesPage: PresenceRecord = { resource: 'user', id: 2, editing: false };
    await admin.announce([janesPage]);
    await admin.stream.until(() => lastOthers(admin.stream, 'user', 2) !== undefined);

    // Neither the client nor the shop manager may read users, nor the client the invoices.
    expect((await client.announce([janesPage])).status).toBe(403);
    expect((await shop.announce([janesPage])).status).toBe(403);
    const invoice = await client.announce([{ resource: 'invoice', id: 4987, editing: false }]);
    expect(invoice).toMatchObject({
      status: 403,
      body: { message: 'Cannot execute read on Invoice' },
    });
    // A refused list announces none of it: the card beside the user's page is not taken.
    expect((await client.announce([card(), janesPage])).status).toBe(403);
    await admin.announce([janesPage, card()]);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1) !== undefined);
    expect(lastOthers(admin.stream, 'user', 2)).toEqual([]);
    expect(lastOthers(admin.stream, 'kanbanTask', 1)).toEqual([]);
    expect(client.stream.ofType('presence')).toEqual([]);

    // A product: the admin and the shop manager both read it.
    const product: PresenceRecord = { resource: 'product', id: 2, editing: true };
    await shop.announce([product]);
    await admin.announce([{ ...product, editing: false }]);
    await shop.stream.until(() => lastOthers(shop.stream, 'product', 2)?.length === 1);
    expect(lastOthers(admin.stream, 'product', 2)?.[0]).toMatchObject({
      id: shopManagerAccount.id,
      editing: true,
    });
  });

  it('tells who else looks at the kanban board as a whole, under the boards’ read rule', async () => {
    const admin = await openTab('admin');
    const client = await openTab('client');
    const board: PresenceRecord = { resource: 'kanban', id: KANBAN_BOARD_ID, editing: false };
    await admin.announce([board]);
    expect((await client.announce([board, card()])).status).toBe(204);
    await admin.stream.until(
      () => lastOthers(admin.stream, 'kanban', KANBAN_BOARD_ID)?.length === 1,
    );
    expect(lastOthers(admin.stream, 'kanban', KANBAN_BOARD_ID)?.[0]).toMatchObject({
      fullName: 'Jane Doe',
      editing: false,
    });
    // The board is one: no other id is a board.
    const other = await client.announce([{ ...board, id: KANBAN_BOARD_ID + 1 }]);
    expect(other.status).toBe(404);
  });

  it('refuses a stream that is not the caller’s open one, a missing record and too many records', async () => {
    const admin = await openTab('admin');
    const client = await openTab('client');
    expect((await admin.announce([card()], client.streamId)).status).toBe(404);
    expect((await admin.announce([card()], 'made-up')).status).toBe(404);
    // The streams cut (the network): the old one is gone.
    expect((await callApi('/__mock/drop-streams', { body: {}, session })).status).toBe(200);
    await admin.stream.until(() => admin.stream.state.ended);
    expect((await admin.announce([card()])).status).toBe(404);

    const tab = await openTab('admin');
    expect((await tab.announce([{ resource: 'user', id: 99_999, editing: false }])).status).toBe(
      404,
    );
    const many = Array.from({ length: PRESENCE_MAX_RECORDS + 1 }, (_, index) => ({
      resource: 'user' as const,
      id: index + 1,
      editing: false,
    }));
    expect((await tab.announce(many)).status).toBe(400);
    expect((await tab.announce(many.slice(0, PRESENCE_MAX_RECORDS))).status).toBe(204);
  });

  it('ends a presence whose stream went quiet: no heartbeat within the expiry', async () => {
    // Fake timeouts that still run with real time, so the streams and the calls work as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const admin = await openTab('admin');
    const client = await openTab('client');
    await admin.announce([card()]);
    await client.announce([card()]);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1)?.length === 1);

    // The admin's tab beats on time; the client's goes quiet.
    vi.advanceTimersByTime(PRESENCE_EXPIRY_MS - 1000);
    await admin.announce([card()]);
    expect(lastOthers(admin.stream, 'kanbanTask', 1)).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1)?.length === 0);
    // The client's stream is still open: it announces again, and the admin is there for it.
    vi.advanceTimersByTime(PRESENCE_EXPIRY_MS / 2);
    expect(admin.stream.state.ended).toBe(false);
    await client.announce([card()]);
    await client.stream.until(() => lastOthers(client.stream, 'kanbanTask', 1)?.length === 1);
    await admin.stream.until(() => lastOthers(admin.stream, 'kanbanTask', 1)?.length === 1);
  });
});
