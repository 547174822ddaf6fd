import { useLayoutEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { noteSearchTyping, TYPING_PAUSE_MS } from './search-typing';
import { listPages, useListQuery } from './use-list-query';
function List({ seen }: { seen: string[] }) {
  const query = useListQuery({ queryKey: ['rows'], queryFn: () => answer });
  useLayoutEffect(() => {
    seen.push(`${query.status} ${query.data ? query.data.join(',') : 'no rows'}`);
  });
  return <p>{query.data ? query.data.join(',') : 'loading'}</p>;
}

let answer: Promise<string[]>;
let resolveAnswer: (rows: string[]) => void = () => {};

function withListClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useListQuery', () => {
  it('renders an answer in a render of its own, after a commit that still shows the rows before it', async () => {
    answer = new Promise((done) => {
      resolveAnswer = done;
    });
    const seen: string[] = [];
    render(withListClient(<List seen={seen} />));
    await act(async () => resolveAnswer(['a', 'b']));

    expect(await screen.findByText('a,b')).toBeInTheDocument();
    // The query cache's update committed at once without the rows (the answer had arrived,
    // its rows not yet rendered); the rows came in the deferred render, which React cuts into
    // short tasks (docs/performance.md, "The first render").
    expect(seen).toContain('success no rows');
    expect(seen.at(-1)).toBe('success a,b');
  });
});

type Search = { page: number; perPage: number; q: string };
type Answer = { rows: string[]; total: number };

/** A list of 25 rows whose fetcher records the pages asked for. */
function setup() {
  const asked: Search[] = [];
  const optionsFor = (search: Search) =>
    queryOptions({
      queryKey: ['rows', search],
      queryFn: async (): Promise<Answer> => {
        asked.push(search);
        return { rows: [`row of page ${search.page}`], total: 25 };
      },
    });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const renderList = (search: Search) =>
    renderHook(() => useListQuery(optionsFor(search), listPages(optionsFor, search)), { wrapper });
  return { asked, client, optionsFor, renderList };
}

const pagesAsked = (asked: Search[]) => asked.map((search) => search.page);

describe('useListQuery', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches the next page ahead once the answer is there', async () => {
    const { asked, client, optionsFor, renderList } = setup();
    const { result } = renderList({ page: 1, perPage: 10, q: '' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(pagesAsked(asked)).toEqual([1, 2]));
    expect(client.getQueryData(optionsFor({ page: 2, perPage: 10, q: '' }).queryKey)).toEqual({
      rows: ['row of page 2'],
      total: 25,
    });
  });

  it('fetches nothing ahead on the last page', async () => {
    const { asked, renderList } = setup();
    const { result } = renderList({ page: 3, perPage: 10, q: '' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(pagesAsked(asked)).toEqual([3]);
  });

  it('waits for typing in a search to pause before fetching ahead', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { asked, renderList } = setup();
    noteSearchTyping();
    const { result } = renderList({ page: 1, perPage: 10, q: 'a' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS / 2));
    expect(pagesAsked(asked)).toEqual([1]);
    await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
    await waitFor(() => expect(pagesAsked(asked)).toEqual([1, 2]));
  });

  it('fetches a page ahead when the pager asks (hover or focus), within the pages there are', async () => {
    const { asked, renderList } = setup();
    const { result } = renderList({ page: 1, perPage: 10, q: '' });
    await waitFor(() => expect(pagesAsked(asked)).toEqual([1, 2]));
    act(() => {
      result.current.preloadPage(3);
      result.current.preloadPage(4);
    });
    await waitFor(() => expect(pagesAsked(asked)).toEqual([1, 2, 3]));
  });
});
