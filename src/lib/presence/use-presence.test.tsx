import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http as mswHttp, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { dispatchLiveEvent, setLiveStatus } from '@/lib/events/live-events';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import {
  PRESENCE_HEARTBEAT_MS,
  presenceBodySchema,
  type PresenceBody,
  type PresentUser,
} from './presence-schemas';
import { usePresence } from './use-presence';

// The tab's stream, as the stream's module names it once open.
const stream = vi.hoisted(() => ({ id: null as string | null }));
vi.mock('@/lib/events/event-stream', () => ({ liveStreamId: () => stream.id }));

const jane: PresentUser = { id: 2, fullName: 'Jane Doe', avatar: '', editing: false };
let sent: PresenceBody[] = [];

function openStream(id: string) {
  stream.id = id;
  act(() => setLiveStatus('open'));
}

function presence(resource: string, id: number, others: PresentUser[]) {
  act(() => dispatchLiveEvent({ id: 'log-1', type: 'presence', data: { resource, id, others } }));
}

function renderPresence(initial: { id: number; editing: boolean }) {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ id, editing }) => usePresence('user', id, editing), {
    wrapper,
    initialProps: initial,
  });
}

beforeEach(async () => {
  await signInAs('admin');
  sent = [];
  mockServer.use(
    mswHttp.put('*/api/presence', async ({ request }) => {
      sent.push(presenceBodySchema.parse(await request.json()));
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  stream.id = null;
  act(() => setLiveStatus('closed'));
  vi.useRealTimers();
});

describe('usePresence', () => {
  it('announces the record on the open stream and answers the others the stream tells of', async () => {
    openStream('stream-1');
    const { result, rerender, unmount } = renderPresence({ id: 10, editing: false });
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        stream: 'stream-1',
        records: [{ resource: 'user', id: 10, editing: false }],
      }),
    );
    await waitFor(() => expect(result.current).toEqual([]));

    presence('user', 10, [jane]);
    await waitFor(() => expect(result.current).toEqual([jane]));
    // Another record's news is not this one's.
    presence('user', 11, []);
    presence('kanbanTask', 10, []);
    await waitFor(() => expect(result.current).toEqual([jane]));

    // The edit form opens: said once, on the same stream.
    rerender({ id: 10, editing: true });
    await waitFor(() =>
      expect(sent.at(-1)?.records).toEqual([{ resource: 'user', id: 10, editing: true }]),
    );

    // Leaving ends it.
    const before = sent.length;
    unmount();
    await waitFor(() => expect(sent).toHaveLength(before + 1));
    expect(sent.at(-1)).toEqual({ stream: 'stream-1', records: [] });
  });

  it('shows nobody while the stream is down, and announces again to the next one', async () => {
    openStream('stream-1');
    const { result } = renderPresence({ id: 10, editing: false });
    await waitFor(() => expect(sent).toHaveLength(1));
    presence('user', 10, [jane]);
    await waitFor(() => expect(result.current).toEqual([jane]));

    // Cut: the others are unknown; what the old stream was told is not shown again.
    stream.id = null;
    act(() => setLiveStatus('closed'));
    await waitFor(() => expect(result.current).toEqual([]));
    openStream('stream-2');
    await waitFor(() => expect(sent.at(-1)?.stream).toBe('stream-2'));
    expect(sent.at(-1)?.records).toEqual([{ resource: 'user', id: 10, editing: false }]);
    await waitFor(() => expect(result.current).toEqual([]));
    presence('user', 10, [{ ...jane, editing: true }]);
    await waitFor(() => expect(result.current).toEqual([{ ...jane, editing: true }]));
  });

  it('beats every heartbeat while the record is shown, and no more once it is not', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    openStream('stream-1');
    const { unmount } = renderPresence({ id: 10, editing: false });
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(sent[0]);

    unmount();
    await waitFor(() => expect(sent).toHaveLength(3));
    act(() => vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 2));
    expect(sent).toHaveLength(3);
  });
});
