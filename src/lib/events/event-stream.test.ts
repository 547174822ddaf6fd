import { act, renderHook } from '@testing-library/react';
import { session } from '@/lib/session/session';
import { refreshTokens } from '@/lib/session/auth-client';
import { demoAdminUserData } from '@/mocks/testing/demo-admin';
import { retryDelay, runEventStream, RETRY_FIRST_MS } from './event-stream';
import { liveStatus, onLiveEvent, usePollingFallback } from './live-events';
import { notePosition } from './live-position';
import { LIVE_POSITION_HEADER } from './live-position-header';

vi.mock('@/lib/session/auth-client', () => ({ refreshTokens: vi.fn<() => Promise<string>>() }));

const encoder = new TextEncoder();

/** A stream answer with these frames, then its end (a cut), or kept open with `open`. */
function streamAnswer(frames: string[], { open = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const frame of frames) controller.enqueue(encoder.encode(frame));
      if (!open) controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const unauthorized = () => new Response('{"message":"errors.unauthorized"}', { status: 401 });

/** A fetch that gives the answers in turn (the last again) and keeps what it was sent. */
function fakeFetch(...answers: (() => Response | Promise<Response>)[]) {
  const sent: Headers[] = [];
  const fn = vi.fn<typeof fetch>(async (_url, init) => {
    sent.push(new Headers(init?.headers));
    const answer = answers[Math.min(sent.length - 1, answers.length - 1)];
    if (!answer) throw new TypeError('no answer');
    return answer();
  });
  return { fetch: fn, sent };
}

let controller: AbortController;

beforeEach(() => {
  vi.useFakeTimers();
  controller = new AbortController();
  window.localStorage.clear();
  session.reload();
  session.start({
    userData: demoAdminUserData,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
  });
  vi.mocked(refreshTokens).mockReset();
});

afterEach(() => {
  controller.abort();
  vi.useRealTimers();
});

/** An API answer made at `position`. */
const answerAt = (position: string) =>
  new Response('{}', { headers: { [LIVE_POSITION_HEADER]: position } });

const half = () => 0.5;

describe('runEventStream', () => {
  it('hands each event to its listeners and resumes from the last id after a cut, with backoff', async () => {
    const received: unknown[] = [];
    const stop = onLiveEvent('changed', (data) => received.push(data));
    const { fetch, sent } = fakeFetch(
      () =>
        streamAnswer([
          'retry: 1000\n\nid: 4\n\n',
          'id: 5\nevent: changed\ndata: {"resource":"users"}\n\n',
          ': ping\n\n',
        ]),
      () => streamAnswer(['id: 9\nevent: changed\ndata: {"resource":"roles"}\n\n'], { open: true }),
    );
    const running = runEventStream(controller.signal, { fetch, random: half });
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([{ resource: 'users' }]);
    expect(sent[0]?.get('authorization')).toBe('Bearer access-1');
    expect(sent[0]?.has('last-event-id')).toBe(false);
    // Cut: no second try before the first wait is over.
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 10);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(sent[1]?.get('last-event-id')).toBe('5');
    expect(received).toEqual([{ resource: 'users' }, { resource: 'roles' }]);
    expect(liveStatus()).toBe('open');
    controller.abort();
    await running;
    expect(liveStatus()).toBe('closed');
    stop();
  });

  it('opens from the position of the page’s first answer, so nothing raised before is missed', async () => {
    notePosition(new Response('{}'));
    notePosition(answerAt('log-3'));
    notePosition(answerAt('log-5'));
    const received: unknown[] = [];
    const stop = onLiveEvent('changed', (data) => received.push(data));
    const { fetch, sent } = fakeFetch(
      () =>
        streamAnswer(['id: log-4\nevent: changed\ndata: {"resource":"users"}\n\nid: log-5\n\n'], {
          open: true,
        }),
      () => streamAnswer([], { open: true }),
    );
    void runEventStream(controller.signal, { fetch, random: half });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[0]?.get('last-event-id')).toBe('log-3');
    expect(received).toEqual([{ resource: 'users' }]);
    // Taken once: a later stream (after a sign-out and in) follows its own answers.
    controller.abort();
    controller = new AbortController();
    void runEventStream(controller.signal, { fetch, random: half });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent[1]?.has('last-event-id')).toBe(false);
    stop();
  });

  it('waits longer after each failure, up to the longest wait', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt, half))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
  });

  it('refreshes the tokens on a 401 and reconnects with the new one', async () => {
    vi.mocked(refreshTokens).mockImplementation(async () => {
      session.updateTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      return 'access-2';
    });
    const { fetch, sent } = fakeFetch(unauthorized, () =>
      streamAnswer(['id: 1\n\n'], { open: true }),
    );
    void runEventStream(controller.signal, { fetch, random: half });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(sent.map((headers) => headers.get('authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
    expect(liveStatus()).toBe('open');
    expect(session.get()).not.toBeNull();
  });

  it('ends the session when the refresh is refused, as the HTTP client does', async () => {
    vi.mocked(refreshTokens).mockRejectedValue(new Error('refused'));
    const ended = vi.fn<(reason: string) => void>();
    const stopEnd = session.onEnd(ended);
    const { fetch, sent } = fakeFetch(unauthorized);
    await runEventStream(controller.signal, { fetch, random: half });
    expect(ended).toHaveBeenCalledWith('expired');
    expect(sent).toHaveLength(1);
    stopEnd();
  });

  it('keeps the session when the refresh gets no answer, and tries again later', async () => {
    vi.mocked(refreshTokens).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.mocked(refreshTokens).mockImplementation(async () => {
      session.updateTokens({ accessToken: 'access-3', refreshToken: 'refresh-3' });
      return 'access-3';
    });
    const { fetch, sent } = fakeFetch(unauthorized, unauthorized, () =>
      streamAnswer([], { open: true }),
    );
    void runEventStream(controller.signal, { fetch, random: half });
    await vi.advanceTimersByTimeAsync(0);
    expect(session.get()).not.toBeNull();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(sent.at(-1)?.get('authorization')).toBe('Bearer access-3');
    expect(liveStatus()).toBe('open');
  });
});

describe('polling as the fallback', () => {
  it('polls while the stream cannot open, and stops once it is open', async () => {
    const { fetch, sent } = fakeFetch(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => new Response(null, { status: 503 }),
      () => streamAnswer([], { open: true }),
    );
    const { result } = renderHook(() => usePollingFallback(15_000));
    void runEventStream(controller.signal, { fetch, random: half });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(15_000);
    await act(() => vi.advanceTimersByTimeAsync(RETRY_FIRST_MS));
    expect(sent).toHaveLength(2);
    expect(result.current).toBe(15_000);
    await act(() => vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS));
    expect(sent).toHaveLength(3);
    expect(result.current).toBe(false);
  });
});
