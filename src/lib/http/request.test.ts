import { http as mswHttp, HttpResponse } from 'msw';
import { HTTPError } from 'ky';
import * as z from 'zod/mini';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { session } from '@/lib/session/session';
import { getJson, send, sendJson } from './request';

type Seen = {
  method: string;
  path: string;
  query: string;
  body: unknown;
  auth: string | null;
  key: string | null;
};

/** Answers `answer` to any method on `test/thing` and records what each request carried. */
function serveThing(answer: () => Response) {
  const seen: Seen[] = [];
  mockServer.use(
    mswHttp.all('*/test/thing', async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: pathname,
        query: search,
        body: text ? JSON.parse(text) : undefined,
        auth: request.headers.get('authorization'),
        key: request.headers.get('idempotency-key'),
      });
      return answer();
    }),
  );
  return seen;
}

const thingSchema = z.object({ id: z.number(), name: z.string() });

/**
 * The helpers' own test endpoint, which the contract does not have: an untyped escape on purpose
 * (`never` fits every method's paths), so the helpers are tested apart from any real endpoint.
 */
const thingPath = 'test/thing' as never;

/** A create of a thing named `name`. */
const create = (name = 'One') =>
  sendJson('post', thingPath, thingSchema, { json: { name }, creates: true });
/** A create of the same body, "ok", as the intent `creates` (chat's way). */
const createOk = (creates: true | string) =>
  sendJson('post', thingPath, thingSchema, { json: { name: 'ok' }, creates });

describe('the request helpers', () => {
  beforeEach(() => signInAs('admin'));

  it('getJson sends a GET with the query string and the token, and parses the answer', async () => {
    const seen = serveThing(() => HttpResponse.json({ id: 1, name: 'One' }));

    const thing = await getJson(thingPath, thingSchema, {
      searchParams: new URLSearchParams({ q: 'a b', page: '2' }),
    });

    expect(thing).toEqual({ id: 1, name: 'One' });
    expect(seen).toEqual([
      {
        method: 'GET',
        path: '/test/thing',
        query: '?q=a+b&page=2',
        body: undefined,
        auth: `Bearer ${session.get()?.accessToken}`,
        key: null,
      },
    ]);
  });

  it('getJson rejects an answer its schema refuses', async () => {
    serveThing(() => HttpResponse.json({ id: 'one' }));
    await expect(getJson(thingPath, thingSchema)).rejects.toBeInstanceOf(z.core.$ZodError);
  });

  it('getJson passes the abort signal on', async () => {
    serveThing(() => HttpResponse.json({ id: 1, name: 'One' }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      getJson(thingPath, thingSchema, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sendJson sends the method, the JSON body and the query string, and parses the answer', async () => {
    const seen = serveThing(() => HttpResponse.json({ id: 2, name: 'Two' }));

    const thing = await sendJson('patch', thingPath, thingSchema, {
      json: { name: 'Two' },
      searchParams: { id: 2 },
    });

    expect(thing).toEqual({ id: 2, name: 'Two' });
    expect(seen).toMatchObject([
      { method: 'PATCH', path: '/test/thing', query: '?id=2', body: { name: 'Two' } },
    ]);
  });

  it('sendJson rejects with the API message when the server says no', async () => {
    serveThing(() => HttpResponse.json({ message: 'test.errors.taken' }, { status: 400 }));
    const failure = sendJson('post', thingPath, thingSchema, { json: { name: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(HTTPError);
    await expect(failure).rejects.toThrow('test.errors.taken');
  });

  it('send resolves to nothing on a 204 and sends what it is given', async () => {
    const seen = serveThing(() => new HttpResponse(null, { status: 204 }));

    await expect(send('delete', thingPath, { searchParams: { id: 3 } })).resolves.toBe(undefined);
    await expect(send('post', thingPath, { json: { ids: [1, 2] } })).resolves.toBe(undefined);
    await expect(send('delete', thingPath)).resolves.toBe(undefined);

    expect(seen).toMatchObject([
      { method: 'DELETE', query: '?id=3', body: undefined },
      { method: 'POST', query: '', body: { ids: [1, 2] } },
      { method: 'DELETE', query: '', body: undefined },
    ]);
  });

  it('send rejects when the server says no', async () => {
    serveThing(() => HttpResponse.json({ message: 'test.errors.gone' }, { status: 404 }));
    await expect(send('delete', thingPath, { searchParams: { id: 9 } })).rejects.toThrow(
      'test.errors.gone',
    );
  });

  describe('a create (creates: true)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

    it('sends an Idempotency-Key, and a write that is no create sends none', async () => {
      const seen = serveThing(() => HttpResponse.json({ id: 1, name: 'One' }));
      await sendJson('post', thingPath, thingSchema, { json: { name: 'One' }, creates: true });
      await sendJson('post', thingPath, thingSchema, { json: { name: 'One' } });
      expect(seen[0]?.key).toMatch(uuid);
      expect(seen[1]?.key).toBeNull();
    });

    it('keeps the key while the same request fails, and takes a new one after a success', async () => {
      let status = 503;
      const seen = serveThing(() =>
        status === 200
          ? HttpResponse.json({ id: 1, name: 'One' })
          : HttpResponse.json({ message: 'errors.server' }, { status }),
      );
      await expect(create()).rejects.toBeInstanceOf(HTTPError);
      await expect(create()).rejects.toBeInstanceOf(HTTPError);
      status = 200;
      await create();
      await create();
      await create('Another');

      const keys = seen.map((request) => request.key);
      expect(keys[0]).toMatch(uuid);
      // The form sent again unchanged after failures is the same intent, until it succeeds.
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).toBe(keys[0]);
      // After the success the same body is a new intent; another body is another one.
      expect(new Set(keys.slice(2)).size).toBe(3);
    });

    it('gives two identical creates sent at once one key, and named intents their own', async () => {
      const seen = serveThing(() => HttpResponse.json({ id: 1, name: 'One' }));
      await Promise.all([createOk(true), createOk(true)]);
      await Promise.all([createOk('message-1'), createOk('message-2')]);
      const keys = seen.map((request) => request.key);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[3]).not.toBe(keys[2]);
    });

    it('sends the same key again when the request is replayed after a token refresh', async () => {
      await fetch('http://localhost:3000/__mock/expire-tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: false }),
      });
      const seen: { auth: string | null; key: string | null }[] = [];
      const listener = ({ request }: { request: Request }) => {
        if (!request.url.endsWith('/test/thing')) return;
        seen.push({
          auth: request.headers.get('authorization'),
          key: request.headers.get('idempotency-key'),
        });
      };
      mockServer.events.on('request:start', listener);
      const expired = `Bearer ${session.get()?.accessToken}`;
      mockServer.use(
        mswHttp.post('*/test/thing', ({ request }) =>
          request.headers.get('authorization') === expired
            ? HttpResponse.json({ message: 'auth.errors.unauthorized' }, { status: 401 })
            : HttpResponse.json({ id: 1, name: 'One' }),
        ),
      );

      await sendJson('post', thingPath, thingSchema, { json: { name: 'One' }, creates: true });
      mockServer.events.removeListener('request:start', listener);

      expect(seen).toHaveLength(2);
      expect(seen[1]?.auth).not.toBe(expired);
      expect(seen[1]?.key).toMatch(uuid);
      expect(seen[1]?.key).toBe(seen[0]?.key);
    });
  });
});
