// @vitest-environment node
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import ky from 'ky';
import { ensureOrNotFound, idParam, parseRouteId, recordLoader } from '@/lib/router/detail-route';

/** What a fetcher throws when the API answers `status`: ky's own HTTPError. */
const failWith = (status: number) => () =>
  ky
    .get('http://localhost/record', {
      retry: 0,
      fetch: async () => new Response(null, { status }),
    })
    .json<never>();

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
const thrownBy = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return 'returned';
};

const recordOptions = (queryFn: () => Promise<string>) =>
  queryOptions({ queryKey: ['record', 1], queryFn, retry: false });

describe('parseRouteId and idParam', () => {
  it('reads 1 to 999 999 999 written in digits', () => {
    expect(parseRouteId('1')).toBe(1);
    expect(parseRouteId('007')).toBe(7);
    expect(parseRouteId('999999999')).toBe(999_999_999);
  });

  it('makes anything else not found, not an application error', () => {
    for (const text of ['', 'abc', '0', '-1', '1e3', '1.5', ' 1', '1000000000']) {
      expect(isNotFound(thrownBy(() => parseRouteId(text)))).toBe(true);
    }
  });

  it('parses and writes back the named param', () => {
    const params = idParam('userId');
    expect(params.parse({ userId: '42' })).toEqual({ userId: 42 });
    expect(params.stringify({ userId: 42 })).toEqual({ userId: '42' });
    expect(isNotFound(thrownBy(() => params.parse({ userId: 'x' })))).toBe(true);
  });
});

describe('ensureOrNotFound', () => {
  it("fills the cache with the record and answers its breadcrumb's name", async () => {
    const queryClient = new QueryClient();
    const loaded = await ensureOrNotFound(
      queryClient,
      recordOptions(async () => 'the record'),
      { crumb: (record) => record.toUpperCase() },
    );
    expect(queryClient.getQueryData(['record', 1])).toBe('the record');
    expect(loaded).toEqual({ crumb: 'THE RECORD' });
  });

  it("turns the API's 404 into not found, whichever way other errors go", async () => {
    for (const otherErrors of ['route', 'page'] as const) {
      const options = recordOptions(failWith(404));
      const error = await thrown(ensureOrNotFound(new QueryClient(), options, { otherErrors }));
      expect(isNotFound(error)).toBe(true);
    }
  });

  it("sends other errors to the route's error component, or leaves them to the page", async () => {
    const toRoute = await thrown(ensureOrNotFound(new QueryClient(), recordOptions(failWith(500))));
    expect(toRoute).toBeInstanceOf(Error);
    expect(isNotFound(toRoute)).toBe(false);
    const toPage = ensureOrNotFound(new QueryClient(), recordOptions(failWith(500)), {
      otherErrors: 'page',
    });
    await expect(toPage).resolves.toEqual({});
  });
});

describe('recordLoader', () => {
  it('loads the record whose id the named path parameter holds, and names it', async () => {
    const queryClient = new QueryClient();
    const loadThing = recordLoader(
      'thingId',
      (id: number) =>
        queryOptions({ queryKey: ['thing', id], queryFn: async () => `thing ${id}`, retry: false }),
      { crumb: (thing) => thing.toUpperCase() },
    );
    const loaded = await loadThing({ context: { queryClient }, params: { thingId: 7 } });
    expect(queryClient.getQueryData(['thing', 7])).toBe('thing 7');
    expect(loaded).toEqual({ crumb: 'THING 7' });
  });
});
