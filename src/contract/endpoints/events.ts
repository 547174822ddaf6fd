import { LIVE_STREAM_HEADER } from '@/lib/events/live-stream-header';
import * as z from 'zod/mini';
import { liveEventTypes } from '@/lib/events/live-event-schemas';
import {
  PRESENCE_EXPIRY_MS,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_MAX_RECORDS,
  presenceBodySchema,
  type PresenceResource,
} from '@/lib/presence/presence-schemas';
import { signedIn, type Endpoint, endpointGroup } from '@/contract/endpoint';
import { catalogApi } from './ecommerce-catalog';
import { invoicesApi } from './invoices';
import { kanbanApi } from './kanban';
import { usersApi } from './users';

/**
 * The read endpoint of each record presence is told for: its access rule says who may be told of
 * the record and listed on it (the mock checks it on the record itself, as its read does).
 */
export const presenceReads = {
  kanban: kanbanApi.boards,
  kanbanTask: kanbanApi.tasks,
  invoice: invoicesApi.get,
  product: catalogApi.listCatalogProducts,
  user: usersApi.get,
} as const satisfies Record<PresenceResource, Endpoint>;

const readsText = Object.entries(presenceReads)
  .map(([resource, read]) => `\`${resource}\`: \`${read.method.toUpperCase()} ${read.path}\``)
  .join(', ');

/** `Last-Event-ID`, as the header or (for a client that cannot set headers) the query. */
export const eventsQuery = z.object({ lastEventId: z.optional(z.string()) });

const EVENTS = [
  'Events (`event:` is the type, `data:` one line of JSON, `id:` `<log>-<n>`, opaque to the client:',
  '`n` grows within the mock session’s log, and `<log>` is new whenever the log starts again):',
  '`notification` `{ notification, unread }`, a notification raised for the reader and their',
  'unread count;',
  '`chatMessage` `{ chatId, contactId, message }`, a message arrived in one of the reader’s',
  'chats (a contact’s reply, or a message from a colleague who can sign in: the demo accounts',
  'are each other’s contacts);',
  '`chatTyping` `{ contactId, isTyping }`, a contact started or stopped writing to the reader;',
  '`mailReceived` `{ emailId, subject }`, a mail arrived unread in the reader’s inbox (the',
  'mail app’s counts are stale);',
  '`changed` `{ resource, by? }`, a write changed a list (`by`: who wrote, `{ id, fullName }`,',
  'so that a form open on a changed record names them): `resource` is the first element of the',
  'client’s query keys (`users`, `roles`, `permissions`, `todo`, `calendar`, `kanban`,',
  '`invoices`, `ecommerce`, `chat`, `bookmarks`, `account`), sent to every user who may read',
  'the app’s subject (its own data: the writer only), the writer’s other tabs included;',
  '`presence` `{ resource, id, others }`, the others on a record the stream announced',
  '(`PUT /api/presence`): `others` lists each other user there, `{ id, fullName, avatar,',
  'editing }`, and is sent when the stream announces the record and whenever it changes;',
  'not kept (a stream that comes back announces again);',
  '`reset` `{}`, first on a stream opened with an id the server cannot resume from: the',
  'client refetches everything it shows;',
  '`signInEnded` `{ reason }`, the last event of a stream whose sign-in has just ended, sent as',
  'the server closes it: `signedOut` (its sign-out, from another tab), `endedElsewhere` (from',
  'another of the user’s sessions, or by an administrator), `passwordChanged`, `reuseDetected`',
  '(its refresh token was used twice). The tab signs out at once and says why; nothing of the',
  'user’s reaches a stream after its sign-in ended.',
].join(' ');

export const eventsApi = {
  stream: {
    id: 'streamEvents',
    method: 'get',
    path: '/api/events',
    summary: 'The signed-in user’s live events, as server-sent events',
    description: [
      'A `text/event-stream` that stays open: what happens to the caller is pushed as it',
      'happens, to every open stream of theirs and nobody else’s. Send the bearer token as',
      'everywhere (a `fetch` that reads the stream: `EventSource` cannot send it); an expired',
      'token is a 401 like any call, after which the client refreshes and opens the stream',
      'again. The first thing sent is an `id:` line with no data: the stream’s position. A',
      'client that comes back sends the last id it saw (`Last-Event-ID` header, or the',
      '`lastEventId` query) and first receives the events it missed, of the last 500 the',
      'session kept. An id the server cannot resume from (one of a log that is gone: the server',
      'restarted, `POST /__mock/restart-streams`; a made-up one; or older than the oldest kept',
      'event) gets a `reset` event first instead, and the client refetches what it shows. Every',
      'signed-in answer of the API carries a `Live-Event-Position` header, the position when the',
      'answer was made: a tab’s first stream sends the first one its page got as its',
      '`Last-Event-ID`, so what was raised between the page’s data and the stream is not missed',
      '(a backend on another origin lists it in `Access-Control-Expose-Headers`).',
      'A comment line (`: ping`) every 15 s keeps proxies from closing it. The answer’s',
      `\`${LIVE_STREAM_HEADER}\` header names the stream, for \`PUT /api/presence\` (listed in`,
      '`Access-Control-Expose-Headers` by a backend on another origin too).',
      EVENTS,
      `Types: ${liveEventTypes.map((type) => `\`${type}\``).join(', ')}.`,
    ].join(' '),
    access: signedIn,
    query: eventsQuery,
    answers: { 200: { description: 'The stream of events', stream: true } },
    example: {},
  },
  presence: {
    id: 'announcePresence',
    method: 'put',
    path: '/api/presence',
    summary: 'Tell who else is here: the records the caller’s tab shows',
    description: [
      'Replaces what the stream `stream` (its `Live-Stream-Id`, one of the caller’s open',
      `streams) announced with \`records\`: at most ${PRESENCE_MAX_RECORDS} \`{ resource, id, editing }\`,`,
      '`editing` when the tab has an edit form open on the record; an empty list ends its',
      'presence. Each stream that announced a record gets a `presence` event listing the others',
      'on it (each user once, `editing` if any of their tabs edits it), at once and whenever the',
      'list changes. A record is told only to, and lists only, users who may read it under its',
      `read endpoint’s rule (${readsText}), checked again at every change. A presence ends at once when its`,
      'stream closes (the tab closed, the network cut, the sign-in ended), and after',
      `${PRESENCE_EXPIRY_MS / 1000} s without this call again: the client repeats it every`,
      `${PRESENCE_HEARTBEAT_MS / 1000} s while it shows the records. 404 for a stream that is not`,
      'the caller’s open one, or a record that does not exist; 403 for a record the caller may',
      'not read (nothing is announced).',
    ].join(' '),
    access: signedIn,
    changes: { none: 'presence is told by its own `presence` events, to the stream’s readers' },
    audit: { none: 'being on a page is not a change to record' },
    body: presenceBodySchema,
    errors: [400, 403, 404],
    answers: { 204: { description: 'Announced' } },
  },
} as const satisfies Record<string, Endpoint>;

export const eventsGroup = endpointGroup(
  'Live events',
  eventsApi,
  'One stream per browser tab, shared by every app: notifications, chat messages and typing, new mail, changes to the lists, and who else is on a record.',
);
