import type { LiveEvent, LiveEventType } from '@/lib/events/live-event-schemas';
import type { SignInEndReason } from '@/lib/session/session-schemas';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';

/**
 * The live events of a mock session (`GET /api/events`): the handlers emit what happened to the
 * users it concerns, each open stream of those users gets it, and the last events are kept so a
 * stream that reconnects with `Last-Event-ID` gets what it missed. An id is `<log>-<n>`: `n` counts
 * up within the session's log, and `<log>` names the log, new whenever it starts again (a reset,
 * a restart of the server or of the streams), so an id from a log that is gone is never mistaken
 * for a position in the new one: the stream answers `reset` instead (docs/api.md, "Live events").
 */

/** How many events a session keeps for streams that come back. */
export const KEPT_EVENTS = 500;

interface KeptEvent {
  userId: number;
  /** Its number in the log (the end of its id). */
  position: number;
  event: LiveEvent;
}

export interface LiveStream {
  /** Names it to its own tab (`Live-Stream-Id`), which ties its presence to it (presence.ts). */
  id: string;
  userId: number;
  /** The sign-in whose access token opened it (`sessionIdOf`): it closes when that one ends. */
  signInId: string | null;
  send(event: LiveEvent): void;
  close(): void;
}

interface SessionEvents {
  /** The database the events are about: a reset (a new database) starts again, streams closed. */
  db: Database;
  /** The log's name, the first part of its ids. */
  log: string;
  lastId: number;
  kept: KeptEvent[];
  streams: Set<LiveStream>;
}

const bySession = new WeakMap<MockSession, SessionEvents>();

let logsStarted = 0;

/** A name no earlier log had, in this process or (by its time) in one before a restart. */
function newLogName(): string {
  logsStarted += 1;
  return `${Date.now().toString(36)}${logsStarted.toString(36)}`;
}

function eventsOf(session: MockSession): SessionEvents {
  const current = bySession.get(session);
  if (current?.db === session.db) return current;
  for (const stream of current?.streams ?? []) stream.close();
  const fresh: SessionEvents = {
    db: session.db,
    log: newLogName(),
    lastId: 0,
    kept: [],
    streams: new Set(),
  };
  bySession.set(session, fresh);
  return fresh;
}

/** Sends `data` as a `type` event to every open stream of each of `userIds`, and keeps it. */
export function emitEvent(
  session: MockSession,
  userIds: Iterable<number>,
  type: LiveEventType,
  data: unknown,
): void {
  const events = eventsOf(session);
  for (const userId of new Set(userIds)) {
    events.lastId += 1;
    const event: LiveEvent = { id: `${events.log}-${events.lastId}`, type, data };
    events.kept.push({ userId, position: events.lastId, event });
    for (const stream of events.streams) if (stream.userId === userId) stream.send(event);
  }
  if (events.kept.length > KEPT_EVENTS) events.kept.splice(0, events.kept.length - KEPT_EVENTS);
}

/** The number of an id of this log, or null when the id is not one of this log's positions. */
function positionIn(events: SessionEvents, id: string): number | null {
  const dash = id.lastIndexOf('-');
  if (dash === -1 || id.slice(0, dash) !== events.log) return null;
  const position = Number(id.slice(dash + 1));
  return Number.isInteger(position) && position >= 0 && position <= events.lastId ? position : null;
}

/**
 * Opens a stream for `userId`: first the kept events after `lastEventId` (a reconnection), then
 * every new one. An id the log cannot resume from (another log's: the server or the streams
 * restarted; or older than the events it still keeps) gets a `reset` event first: the client
 * refetches what it shows. Returns the detach.
 */
export function openStream(
  session: MockSession,
  stream: LiveStream,
  lastEventId: string | null,
): () => void {
  const events = eventsOf(session);
  if (lastEventId !== null) {
    const after = positionIn(events, lastEventId);
    const oldestKept = events.kept[0]?.position ?? events.lastId + 1;
    if (after === null || oldestKept > after + 1) {
      stream.send({ id: lastEventIdOf(session), type: 'reset', data: {} });
    } else {
      for (const kept of events.kept) {
        if (kept.userId === stream.userId && kept.position > after) stream.send(kept.event);
      }
    }
  }
  events.streams.add(stream);
  return () => events.streams.delete(stream);
}

/** The id of the session's last event (`<log>-0` before any): a new stream starts after it. */
export function lastEventIdOf(session: MockSession): string {
  const events = eventsOf(session);
  return `${events.log}-${events.lastId}`;
}

/** Closes every open stream of the session (`POST /__mock/drop-streams`); returns how many. */
export function dropStreams(session: MockSession): number {
  const events = eventsOf(session);
  const count = events.streams.size;
  // Closing a stream detaches it from the set: go through a copy.
  for (const stream of Array.from(events.streams)) stream.close();
  events.streams.clear();
  return count;
}

/**
 * Tells each open stream of the ended sign-ins why (`signInEnded` `{ reason }`, not kept: it is
 * that stream's own) and closes it: what was the user's stops reaching a tab signed out.
 */
export function closeSignInStreams(
  session: MockSession,
  signInIds: ReadonlySet<string>,
  reason: SignInEndReason,
): void {
  const events = bySession.get(session);
  if (!events || signInIds.size === 0) return;
  for (const stream of Array.from(events.streams)) {
    if (stream.signInId === null || !signInIds.has(stream.signInId)) continue;
    stream.send({ id: `${events.log}-${events.lastId}`, type: 'signInEnded', data: { reason } });
    stream.close();
  }
}

/** The session's open stream of that id, or undefined. */
export function findStream(session: MockSession, id: string): LiveStream | undefined {
  for (const stream of eventsOf(session).streams) if (stream.id === id) return stream;
  return undefined;
}

/** How many streams the session has open (the control API's status). */
export function openStreamCount(session: MockSession): number {
  return eventsOf(session).streams.size;
}

/**
 * The server restarting, as far as the streams can tell (`POST /__mock/restart-streams`): every
 * open stream is cut and the kept events are forgotten, so the clients come back with ids the new
 * log does not know and get `reset`. Returns how many streams were cut.
 */
export function restartStreams(session: MockSession): number {
  const count = dropStreams(session);
  bySession.delete(session);
  return count;
}
