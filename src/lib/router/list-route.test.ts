// @vitest-environment node
import { QueryClient, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { listLoader } from '@/lib/router/list-route';

const searchSchema = z.object({ page: z.catch(z.number(), 1) });

describe('listLoader', () => {
  it("asks for the list of the URL's search, parsed by the route's schema, without waiting", async () => {
    const queryClient = new QueryClient();
    let answer: ((rows: string[]) => void) | undefined;
    const asked: number[] = [];
    const loader = listLoader(searchSchema, ({ page }) =>
      queryOptions({
        queryKey: ['rows', page],
        queryFn: () => {
          asked.push(page);
          return new Promise<string[]>((resolve) => {
            answer = resolve;
          });
        },
      }),
    );
    expect(
      loader({ context: { queryClient }, location: { search: { page: 'bad' } } }),
    ).toBeUndefined();
    expect(asked).toEqual([1]);
    answer?.(['a row']);
    await vi.waitFor(() => expect(queryClient.getQueryData(['rows', 1])).toEqual(['a row']));
  });
});
