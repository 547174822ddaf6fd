import { HTTPError } from 'ky';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { session } from '@/lib/session/session';
import type { EarlyRequests } from '@/lib/early/early-requests';
import { http } from './http';
import { EARLY_ANSWER_MAX_AGE_MS } from './early-answers';

const PATH = 'api/bookmarks/data';
const URL_SENT = `${window.location.origin}/${PATH}`;

/** Counts the reads of the bookmarks that reach the mock API. */
function countSent() {
  let sent = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.url === URL_SENT) sent += 1;
  };
  mockServer.events.on('request:start', listener);
  return {
    sent: () => sent,
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** What index.html's early script leaves: one answer for the bookmarks, sent with `token`. */
function earlyAnswer(
  body: unknown,
  { status = 200, token = session.get()?.accessToken ?? '', age = 0 } = {},
) {
  const early: EarlyRequests = new Map([
    [
      URL_SENT,
      {
        token,
        startedAt: performance.now() - age,
        response: Promise.resolve(Response.json(body, { status })),
      },
    ],
  ]);
  window.earlyRequests = early;
  return early;
}

const readBookmarks = () => http.get(PATH).json<{ bookmarks: unknown[] }>();

describe("the early script's answers", () => {
  let requests: ReturnType<typeof countSent>;
  beforeEach(async () => {
    await signInAs('admin');
    requests = countSent();
  });
  afterEach(() => {
    requests.stop();
    window.earlyRequests = undefined;
  });

  it('are taken once, for the same URL and token, instead of asking again', async () => {
    earlyAnswer({ bookmarks: ['early'] });
    expect(await readBookmarks()).toEqual({ bookmarks: ['early'] });
    expect(requests.sent()).toBe(0);
    // The second read is the server's.
    expect((await readBookmarks()).bookmarks).not.toEqual(['early']);
    expect(requests.sent()).toBe(1);
  });

  it('are not taken for another URL', async () => {
    const early = earlyAnswer({ bookmarks: ['early'] });
    await http.get('api/bookmarks/data', { searchParams: { page: 2 } }).json();
    expect(early.size).toBe(1);
    expect((await readBookmarks()).bookmarks).toEqual(['early']);
  });

  it('are not taken when sent with another token, nor when old', async () => {
    const early = earlyAnswer({ bookmarks: ['early'] }, { token: 'an-earlier-token' });
    expect((await readBookmarks()).bookmarks).not.toEqual(['early']);
    expect(early.size).toBe(0);
    expect(requests.sent()).toBe(1);

    earlyAnswer({ bookmarks: ['early'] }, { age: EARLY_ANSWER_MAX_AGE_MS + 1 });
    expect((await readBookmarks()).bookmarks).not.toEqual(['early']);
    expect(requests.sent()).toBe(2);
  });

  it('are dropped when they are a 401: the request goes as usual, with no refresh', async () => {
    const before = session.get();
    earlyAnswer({ message: 'expired' }, { status: 401 });
    const answer = await readBookmarks();
    expect(Array.isArray(answer.bookmarks)).toBe(true);
    expect(requests.sent()).toBe(1);
    expect(session.get()).toEqual(before);
  });

  it('are taken when they are a failure: what the server answered once is what the app sees', async () => {
    earlyAnswer({ message: 'List down' }, { status: 500 });
    const failed = await http.get(PATH).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(HTTPError);
    expect((failed as HTTPError).response.status).toBe(500);
    // Not asked again behind the app's back (a fault QA armed for the first read stays seen).
    expect(requests.sent()).toBe(0);
  });

  it('are dropped by a write, which may change what they hold', async () => {
    const early = earlyAnswer({ bookmarks: ['early'] });
    await http.post('api/bookmarks/data', { json: {} }).catch(() => undefined);
    expect(early.size).toBe(0);
    expect((await readBookmarks()).bookmarks).not.toEqual(['early']);
  });
});
