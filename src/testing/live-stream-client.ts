import type { LiveEvent } from '@/lib/events/live-event-schemas';
import { readEventStream } from '@/lib/events/event-stream';
import { MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { TEST_ORIGIN } from '@/mocks/testing/mock-api-client';

/** A live stream a test opened: what it received so far, its last id, a wait for more. */
export type TestStream = Awaited<ReturnType<typeof openTestStream>>;

/**
 * Opens `GET /api/events` as `token` in the mock session `session`, as a tab does, and resolves
 * once its position has arrived. `closeWith` collects the aborts, for the test's `afterEach`.
 */
export async function openTestStream(options: {
  session: string;
  token: string;
  lastEventId?: string;
  closeWith: AbortController[];
}) {
  const controller = new AbortController();
  options.closeWith.push(controller);
  const headers = new Headers({
    authorization: `Bearer ${options.token}`,
    cookie: `${MOCK_SESSION_COOKIE}=${options.session}`,
    accept: 'text/event-stream',
  });
  if (options.lastEventId !== undefined) headers.set('last-event-id', options.lastEventId);
  const response = await fetch(`${TEST_ORIGIN}/api/events`, {
    headers,
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const state = { lastId: '', ended: false };
  const waiters = new Set<() => void>();
  if (response.body) {
    readEventStream(
      response.body,
      (event) => {
        events.push(event);
        waiters.forEach((wake) => wake());
      },
      (id) => {
        state.lastId = id;
        waiters.forEach((wake) => wake());
      },
      // Closing the tab: the read ends, and the server's stream is cancelled as by a browser.
      controller.signal,
    )
      .catch(() => {})
      .finally(() => {
        state.ended = true;
        waiters.forEach((wake) => wake());
      });
  }
  const until = (done: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => reject(new Error('no such event came')), 2000);
      const wake = () => {
        if (!done()) return;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve();
      };
      waiters.add(wake);
    });
  const ofType = (type: LiveEvent['type']) => events.filter((event) => event.type === type);
  // Opened: its position (a bare id) has arrived.
  await until(() => state.lastId !== '');
  return { response, events, state, until, ofType, close: () => controller.abort() };
}
