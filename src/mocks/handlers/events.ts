import { http, HttpResponse } from 'msw';
import { mockPath } from '@/contract/endpoint';
import { eventsApi } from '@/contract/endpoints/events';
import { mockControlApi } from '@/contract/endpoints/mock-control';
import type { LiveEvent } from '@/lib/events/live-event-schemas';
import { LIVE_STREAM_HEADER } from '@/lib/events/live-stream-header';
import { getMockSession } from '@/mocks/db/sessions';
import {
  forAnySignedInUser,
  publicHandlers,
  requireAbility,
  withUser,
} from '@/mocks/lib/auth-guard';
import { throwNotFound } from '@/mocks/lib/http-errors';
import {
  dropStreams,
  emitEvent,
  findStream,
  lastEventIdOf,
  openStream,
  restartStreams,
  type LiveStream,
} from '@/mocks/lib/live-events';
import { announcePresence, endPresence, presenceRecordOf, readRuleOf } from '@/mocks/lib/presence';
import { currentSessionId } from '@/mocks/lib/sign-in-sessions';
import { parseBody } from '@/mocks/lib/validation';

/** A comment line this often keeps proxies (and the preview server) from closing a quiet stream. */
export const PING_MS = 15_000;

const encoder = new TextEncoder();
const noop = () => {};

/** One event in the `text/event-stream` format: its data is one line of JSON. */
export function eventFrame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function unref(timer: ReturnType<typeof setInterval>): void {
  // Node: a quiet stream must not keep a test run (or a server stopping) alive.
  if (typeof timer === 'object' && 'unref' in timer) timer.unref();
}

// Every signed-in user has a stream of their own events; nothing in it is anyone else's.
export const eventHandlers = forAnySignedInUser([
  http.get(
    mockPath(eventsApi.stream),
    withUser(({ request, ctx }) => {
      const { session, user } = ctx;
      const url = new URL(request.url);
      const lastEventId =
        request.headers.get('last-event-id') ?? url.searchParams.get('lastEventId');
      const streamId = crypto.randomUUID();
      let detachStream: () => void = noop;
      // Its presence ends with it, at once (docs/api.md, "Presence").
      const detach = () => {
        detachStream();
        endPresence(session, streamId);
      };
      let ping: ReturnType<typeof setInterval> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          let open = true;
          const write = (text: string) => {
            if (open) controller.enqueue(encoder.encode(text));
          };
          const stream: LiveStream = {
            id: streamId,
            userId: user.id,
            signInId: currentSessionId(ctx),
            send: (event) => write(eventFrame(event)),
            close: () => {
              if (!open) return;
              open = false;
              detach();
              clearInterval(ping);
              controller.close();
            },
          };
          write('retry: 1000\n\n');
          detachStream = openStream(session, stream, lastEventId);
          // The stream's position, so a client cut before any event still resumes from here.
          write(`id: ${lastEventIdOf(session)}\n\n`);
          ping = setInterval(() => write(': ping\n\n'), PING_MS);
          unref(ping);
        },
        cancel() {
          detach();
          clearInterval(ping);
        },
      });
      return new HttpResponse(body, {
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          [LIVE_STREAM_HEADER]: streamId,
        },
      });
    }),
  ),

  // Who else is here: checked record by record with the read rule of each (presence.ts).
  http.put(
    mockPath(eventsApi.presence),
    withUser(async ({ request, ctx }) => {
      const { stream: streamId, records } = await parseBody(request, eventsApi.presence.body);
      const { session, user } = ctx;
      const stream = findStream(session, streamId);
      const signIn = currentSessionId(ctx);
      if (!stream || stream.userId !== user.id || (signIn !== null && stream.signInId !== signIn)) {
        throwNotFound();
      }
      for (const { resource, id } of records) {
        // As its read: the subject first (403), then the record (404), then the record's rule.
        const { action, subject } = readRuleOf(resource);
        requireAbility(ctx, action, subject);
        const record = presenceRecordOf(session.db, resource, id);
        if (!record) throwNotFound();
        requireAbility(ctx, action, subject, record);
      }
      announcePresence(session, stream, records);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
]);

/** The QA control of the streams (no auth; the caller's session only). */
export const eventControlHandlers = publicHandlers([
  http.post(mockPath(mockControlApi.emitEvent), async ({ request, cookies }) => {
    const { email, type, data } = await parseBody(request, mockControlApi.emitEvent.body);
    const session = getMockSession(cookies);
    const user = session.db.users.find((candidate) => candidate.email.toLowerCase() === email);
    if (!user) throwNotFound();
    emitEvent(session, [user.id], type, data);
    return HttpResponse.json({ id: lastEventIdOf(session) });
  }),
  http.post(mockPath(mockControlApi.dropStreams), ({ cookies }) =>
    HttpResponse.json({ dropped: dropStreams(getMockSession(cookies)) }),
  ),
  http.post(mockPath(mockControlApi.restartStreams), ({ cookies }) =>
    HttpResponse.json({ dropped: restartStreams(getMockSession(cookies)) }),
  ),
]);
