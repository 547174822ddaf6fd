// @vitest-environment node
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { awaitQuery, prefetchQuery } from '@/lib/router/route-queries';

const options = (queryFn: () => Promise<string>) =>
  queryOptions({ queryKey: ['page-data'], queryFn, retry: false });

describe('awaitQuery', () => {
  it('resolves once the answer is in the cache, so the page renders with it', async () => {
    const queryClient = new QueryClient();
    await awaitQuery(
      queryClient,
      options(async () => 'the answer'),
    );
    expect(queryClient.getQueryData(['page-data'])).toBe('the answer');
  });

  it("rejects with the failure, for the route's error component", async () => {
    const failure = new Error('down');
    const loading = awaitQuery(
      new QueryClient(),
      options(() => Promise.reject(failure)),
    );
    await expect(loading).rejects.toBe(failure);
  });
});

describe('prefetchQuery', () => {
  it('asks at once and returns before the answer; a failure stays in the query', async () => {
    const queryClient = new QueryClient();
    let answer: ((value: string) => void) | undefined;
    const queryFn = vi.fn<() => Promise<string>>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    expect(prefetchQuery(queryClient, options(queryFn))).toBeUndefined();
    expect(queryFn).toHaveBeenCalledTimes(1);
    answer?.('later');
    await vi.waitFor(() => expect(queryClient.getQueryData(['page-data'])).toBe('later'));

    const failing = new QueryClient();
    prefetchQuery(
      failing,
      options(() => Promise.reject(new Error('down'))),
    );
    await vi.waitFor(() => expect(failing.getQueryState(['page-data'])?.status).toBe('error'));
  });
});
