import { useLayoutEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useListQuery } from './use-list-query';

function List({ seen }: { seen: string[] }) {
  const query = useListQuery({ queryKey: ['rows'], queryFn: () => answer });
  useLayoutEffect(() => {
    seen.push(`${query.status} ${query.data ? query.data.join(',') : 'no rows'}`);
  });
  return <p>{query.data ? query.data.join(',') : 'loading'}</p>;
}

let answer: Promise<string[]>;
let resolveAnswer: (rows: string[]) => void = () => {};

function withClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useListQuery', () => {
  it('renders an answer in a render of its own, after a commit that still shows the rows before it', async () => {
    answer = new Promise((done) => {
      resolveAnswer = done;
    });
    const seen: string[] = [];
    render(withClient(<List seen={seen} />));
    await act(async () => resolveAnswer(['a', 'b']));

    expect(await screen.findByText('a,b')).toBeInTheDocument();
    // The query cache's update committed at once without the rows (the answer had arrived,
    // its rows not yet rendered); the rows came in the deferred render, which React cuts into
    // short tasks (docs/performance.md, "The first render").
    expect(seen).toContain('success no rows');
    expect(seen.at(-1)).toBe('success a,b');
  });
});
