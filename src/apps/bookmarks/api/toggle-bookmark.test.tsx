import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createQueryClient } from '@/app/query-client';
import { startI18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { signInAs } from '@/testing/render-route';
import { bookmarkKeys } from './bookmark-keys';
import type { BookmarkSuggestion, BookmarksData } from './bookmark-schemas';
import { bookmarksQueryOptions } from './get-bookmarks';
import { useToggleBookmark, withBookmark } from './toggle-bookmark';
import { holdPosts } from '@/testing/hold-posts';

const i18nReady = startI18n();

function suggestion(id: number, isBookmarked: boolean): BookmarkSuggestion {
  return {
    id,
    title: `Page ${id}`,
    titleKey: `nav.page${id}`,
    link: `/page-${id}`,
    icon: 'IconTable',
    group: 'apps',
    subject: 'all',
    isBookmarked,
  };
}

const bookmarkIds = (data: BookmarksData) => data.bookmarks.map((bookmark) => bookmark.id);
const byLink = (data: BookmarksData | undefined, link: string) =>
  data?.suggestions.find((entry) => entry.link === link);

describe('withBookmark', () => {
  const data: BookmarksData = {
    suggestions: [suggestion(1, true), suggestion(2, false), suggestion(3, true)],
    bookmarks: [suggestion(1, true), suggestion(3, true)],
  };

  it('adds a bookmark where its page sits among the suggestions', () => {
    const next = withBookmark(data, 2, true);
    expect(bookmarkIds(next)).toEqual([1, 2, 3]);
    expect(next.suggestions.map((entry) => entry.isBookmarked)).toEqual([true, true, true]);
  });

  it('removes a bookmark and clears its star', () => {
    const next = withBookmark(data, 1, false);
    expect(bookmarkIds(next)).toEqual([3]);
    expect(next.suggestions[0]?.isBookmarked).toBe(false);
  });

  it('does not duplicate a bookmark set twice, and ignores unknown pages', () => {
    expect(bookmarkIds(withBookmark(data, 3, true))).toEqual([1, 3]);
    expect(withBookmark(data, 99, true).bookmarks).toEqual(data.bookmarks);
  });
});

/** Holds the update call until `release()`, then lets the mock API (or `answer`) handle it. */
const holdUpdates = (answer?: () => Response | undefined) =>
  holdPosts(['*/api/bookmarks/update'], answer);

async function setup() {
  await i18nReady;
  await signInAs('admin');
  const queryClient = createQueryClient();
  const initial = await queryClient.fetchQuery(bookmarksQueryOptions());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useToggleBookmark(), { wrapper });
  const cached = () => queryClient.getQueryData<BookmarksData>(bookmarkKeys.data());
  const bookmarkLinks = () => cached()?.bookmarks.map((bookmark) => bookmark.link);
  return { result, initial, cached, bookmarkLinks };
}

describe('useToggleBookmark', () => {
  it('stars the page in the cache before the server answers, then keeps it', async () => {
    const { result, initial, cached, bookmarkLinks } = await setup();
    const kanban = byLink(initial, '/apps/kanban');
    if (!kanban) throw new Error('seed has no Kanban');
    expect(kanban.isBookmarked).toBe(false);
    const success = vi.spyOn(notify, 'success');
    const gate = holdUpdates();

    act(() => result.current.mutate(kanban.id));
    await waitFor(() => expect(byLink(cached(), '/apps/kanban')?.isBookmarked).toBe(true));
    expect(bookmarkLinks()).toEqual([
      '/apps/todo',
      '/apps/chat',
      '/apps/email',
      '/apps/kanban',
      '/apps/calendar',
      '/access-control',
    ]);
    expect(result.current.isPending).toBe(true);

    gate.release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // After the refetch the server's list agrees.
    expect(bookmarkLinks()).toContain('/apps/kanban');
    expect(success).not.toHaveBeenCalled();
  });

  it('puts the page back and requests an error toast when the server fails', async () => {
    const { result, initial, cached, bookmarkLinks } = await setup();
    const todo = byLink(initial, '/apps/todo');
    if (!todo) throw new Error('seed has no Todo');
    const error = vi.spyOn(notify, 'error');
    const gate = holdUpdates(() => HttpResponse.json({ message: 'x' }, { status: 500 }));

    act(() => result.current.mutate(todo.id));
    await waitFor(() => expect(byLink(cached(), '/apps/todo')?.isBookmarked).toBe(false));
    expect(bookmarkLinks()).not.toContain('/apps/todo');

    gate.release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(byLink(cached(), '/apps/todo')?.isBookmarked).toBe(true);
    expect(bookmarkLinks()?.[0]).toBe('/apps/todo');
    expect(error).toHaveBeenCalledWith('x');
  });

  it('undoes only the failed page when two stars are saving at once', async () => {
    const { result, initial, cached } = await setup();
    const kanban = byLink(initial, '/apps/kanban');
    const users = byLink(initial, '/apps/users');
    if (!kanban || !users) throw new Error('seed pages missing');
    vi.spyOn(notify, 'error');
    let calls = 0;
    const gate = holdUpdates(() => {
      calls += 1;
      // The first call (Kanban) fails; the second falls through to the mock API.
      return calls === 1 ? HttpResponse.json({ message: 'x' }, { status: 500 }) : undefined;
    });

    act(() => result.current.mutate(kanban.id));
    act(() => result.current.mutate(users.id));
    await waitFor(() => expect(byLink(cached(), '/apps/users')?.isBookmarked).toBe(true));
    expect(byLink(cached(), '/apps/kanban')?.isBookmarked).toBe(true);

    gate.release();
    await waitFor(() => expect(byLink(cached(), '/apps/kanban')?.isBookmarked).toBe(false));
    await waitFor(() => expect(result.current.isIdle || result.current.isSuccess).toBe(true));
    expect(byLink(cached(), '/apps/users')?.isBookmarked).toBe(true);
  });
});
