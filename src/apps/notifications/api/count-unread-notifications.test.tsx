import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { dispatchLiveEvent } from '@/lib/events/live-events';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { useNotificationEvents, useUnreadNotificationCount } from './count-unread-notifications';
import type { Notification } from './notification-schemas';

const assigned: Notification = {
  id: 41,
  kind: 'taskAssigned',
  textKey: 'notifications.text.taskAssigned',
  params: { task: 'Review the roadmap', by: 'John Doe' },
  record: { type: 'kanbanTask', id: 7 },
  link: '/apps/kanban',
  read: false,
  createdAt: '2026-12-01T09:00:00.000Z',
};

/** The bell's two hooks, as it mounts them. */
function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => {
      useNotificationEvents();
      return useUnreadNotificationCount();
    },
    { wrapper },
  );
}

describe('The unread count and the live stream', () => {
  beforeEach(() => signInAs('client'));

  it('keeps the count an event set when the read sent before it would answer after it', async () => {
    // The bell's first read of the count is under way, and would answer the count before the event.
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const reads: Request[] = [];
    mockServer.use(
      mswHttp.get('*/api/notifications/unread-count', async ({ request }) => {
        reads.push(request);
        await answered;
        return HttpResponse.json({ unread: 0 });
      }),
    );
    const { result } = renderBell();
    await waitFor(() => expect(reads).toHaveLength(1));

    act(() =>
      dispatchLiveEvent({
        id: 'log-9',
        type: 'notification',
        data: { notification: assigned, unread: 1 },
      }),
    );
    // The older read is dropped, so its answer cannot overwrite the event's count.
    await waitFor(() => expect(reads[0]?.signal.aborted).toBe(true));
    await waitFor(() => expect(result.current.data).toBe(1));
    answer?.();
    expect(result.current.data).toBe(1);
    expect(reads).toHaveLength(1);
  });

  it('sets the count from each event once the first read has answered', async () => {
    const { result } = renderBell();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const before = result.current.data ?? 0;

    act(() =>
      dispatchLiveEvent({
        id: 'log-10',
        type: 'notification',
        data: { notification: assigned, unread: before + 1 },
      }),
    );
    await waitFor(() => expect(result.current.data).toBe(before + 1));
  });
});
