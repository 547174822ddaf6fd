import { http as mswHttp, HttpResponse } from 'msw';
import { HTTPError } from 'ky';
import * as z from 'zod/mini';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { session } from '@/lib/session/session';
import { getJson, send, sendJson } from './request';

type Seen = { method: string; path: string; query: string; body: unknown; auth: string | null };

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
      });
      return answer();
    }),
  );
  return seen;
}

const thingSchema = z.object({ id: z.number(), name: z.string() });

describe('the request helpers', () => {
  beforeEach(() => signInAs('admin'));

  it('getJson sends a GET with the query string and the token, and parses the answer', async () => {
    const seen = serveThing(() => HttpResponse.json({ id: 1, name: 'One' }));

    const thing = await getJson('test/thing', thingSchema, {
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
      },
    ]);
  });

  it('getJson rejects an answer its schema refuses', async () => {
    serveThing(() => HttpResponse.json({ id: 'one' }));
    await expect(getJson('test/thing', thingSchema)).rejects.toBeInstanceOf(z.core.$ZodError);
  });

  it('getJson passes the abort signal on', async () => {
    serveThing(() => HttpResponse.json({ id: 1, name: 'One' }));
    const controller = new AbortController();
    controller.abort();
    await expect(
      getJson('test/thing', thingSchema, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sendJson sends the method, the JSON body and the query string, and parses the answer', async () => {
    const seen = serveThing(() => HttpResponse.json({ id: 2, name: 'Two' }));

    const thing = await sendJson('patch', 'test/thing', thingSchema, {
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
    const failure = sendJson('post', 'test/thing', thingSchema, { json: { name: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(HTTPError);
    await expect(failure).rejects.toThrow('test.errors.taken');
  });

  it('send resolves to nothing on a 204 and sends what it is given', async () => {
    const seen = serveThing(() => new HttpResponse(null, { status: 204 }));

    await expect(send('delete', 'test/thing', { searchParams: { id: 3 } })).resolves.toBe(
      undefined,
    );
    await expect(send('post', 'test/thing', { json: { ids: [1, 2] } })).resolves.toBe(undefined);
    await expect(send('delete', 'test/thing')).resolves.toBe(undefined);

    expect(seen).toMatchObject([
      { method: 'DELETE', query: '?id=3', body: undefined },
      { method: 'POST', query: '', body: { ids: [1, 2] } },
      { method: 'DELETE', query: '', body: undefined },
    ]);
  });

  it('send rejects when the server says no', async () => {
    serveThing(() => HttpResponse.json({ message: 'test.errors.gone' }, { status: 404 }));
    await expect(send('delete', 'test/thing', { searchParams: { id: 9 } })).rejects.toThrow(
      'test.errors.gone',
    );
  });
});
