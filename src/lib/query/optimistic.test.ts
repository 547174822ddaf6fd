import { QueryClient } from '@tanstack/react-query';
import { applyThenMutate, combineOptimistic, optimisticUpdate } from './optimistic';

type List = { items: string[] };

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<List>(['list'], { items: ['a', 'b'] });
  queryClient.setQueryData<number>(['count'], 2);
  const list = () => queryClient.getQueryData<List>(['list'])?.items;
  return { queryClient, list, count: () => queryClient.getQueryData<number>(['count']) };
}

const added = (data: List, item: string): List => ({ items: [...data.items, item] });
const removed = (data: List, item: string): List => ({
  items: data.items.filter((known) => known !== item),
});

describe('combineOptimistic', () => {
  it('applies every part at once and rolls each back from its own snapshot', async () => {
    const { queryClient, list, count } = setup();
    const callbacks = combineOptimistic<string>([
      optimisticUpdate<string, List>(queryClient, { queryKey: ['list'], update: added }),
      optimisticUpdate<string, number>(queryClient, {
        queryKey: ['count'],
        update: (value) => value + 1,
      }),
    ]);
    const contexts = await callbacks.onMutate('c');
    expect(list()).toEqual(['a', 'b', 'c']);
    expect(count()).toBe(3);
    callbacks.onError(new Error('refused'), 'c', contexts);
    expect(list()).toEqual(['a', 'b']);
    expect(count()).toBe(2);
  });

  it('rolls back only what the failed write changed, with a rollback', async () => {
    const { queryClient, list } = setup();
    const callbacks = combineOptimistic<string>([
      optimisticUpdate<string, List>(queryClient, {
        queryKey: ['list'],
        update: added,
        rollback: removed,
      }),
    ]);
    const first = await callbacks.onMutate('c');
    await callbacks.onMutate('d');
    callbacks.onError(new Error('refused'), 'c', first);
    expect(list()).toEqual(['a', 'b', 'd']);
  });
});

describe('optimisticUpdate with alreadyApplied', () => {
  it('applies the change once, in the caller’s tick, and undoes it with the rollback', async () => {
    const { queryClient, list } = setup();
    const update = vi.fn<(data: List, item: string) => List>(added);
    const callbacks = optimisticUpdate<string, List>(queryClient, {
      queryKey: ['list'],
      alreadyApplied: true,
      rollback: removed,
    });
    let context: Awaited<ReturnType<typeof callbacks.onMutate>> | undefined;
    const mutate = (item: string) => {
      void callbacks.onMutate(item).then((snapshots) => {
        context = snapshots;
      });
    };
    applyThenMutate(queryClient, { queryKey: ['list'], update }, mutate)('c');
    // At once: no await between the call and the change.
    expect(list()).toEqual(['a', 'b', 'c']);
    await vi.waitFor(() => expect(context).toBeDefined());
    expect(update).toHaveBeenCalledTimes(1);
    expect(list()).toEqual(['a', 'b', 'c']);
    callbacks.onError(new Error('refused'), 'c', context);
    expect(list()).toEqual(['a', 'b']);
  });

  it('keeps the change when a refetch in flight is cancelled', async () => {
    const { queryClient, list } = setup();
    const answers: ((data: List) => void)[] = [];
    const refetch = queryClient.fetchQuery({
      queryKey: ['list'],
      queryFn: () => new Promise<List>((resolve) => answers.push(resolve)),
      staleTime: 0,
    });
    const callbacks = optimisticUpdate<string, List>(queryClient, {
      queryKey: ['list'],
      alreadyApplied: true,
      rollback: removed,
    });
    applyThenMutate(queryClient, { queryKey: ['list'], update: added }, (item: string) => {
      void callbacks.onMutate(item);
    })('c');
    // The cancelled fetch gives up (with the data it reverted to): the move is still there.
    await refetch.catch(() => undefined);
    for (const answer of answers) answer({ items: ['stale'] });
    expect(list()).toEqual(['a', 'b', 'c']);
  });
});
