import type { LiveEvent, LiveEventType } from '../../lib/events/live-event-schemas.ts';
import type { MockSession } from '../db/sessions.ts';
import type { Database } from '../db/tables.ts';

/**
 * The live events of a mock session (`GET /api/events`): the handlers emit what happened to the
 * users it concerns, each open stream of those users gets it, and the last events are kept so a
 * stream that reconnects with `Last-Event-ID` gets what it missed. Ids count up per session.
 */

/** How many events a session keeps for streams that come back. */
export const KEPT_EVENTS = 500;

interface KeptEvent extends LiveEvent {
  userId: number;
}

export interface LiveStream {
  userId: number;
  send(event: LiveEvent): void;
  close(): void;
}

interface SessionEvents {
  /** The database the events are about: a reset (a new database) starts again, streams closed. */
  db: Database;
  lastId: number;
  kept: KeptEvent[];
  streams: Set<LiveStream>;
}

const bySession = new WeakMap<MockSession, SessionEvents>();

function eventsOf(session: MockSession): SessionEvents {
  const current = bySession.get(session);
  if (current?.db === session.db) return current;
  for (const stream of current?.streams ?? []) stream.close();
  const fresh: SessionEvents = { db: session.db, lastId: 0, kept: [], streams: new Set() };
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
    const event: KeptEvent = { id: String(events.lastId), type, data, userId };
    events.kept.push(event);
    const { userId: _for, ...sent } = event;
    for (const stream of events.streams) if (stream.userId === userId) stream.send(sent);
  }
  if (events.kept.length > KEPT_EVENTS) events.kept.splice(0, events.kept.length - KEPT_EVENTS);
}

/**
 * Opens a stream for `userId`: first the kept events after `lastEventId` (a reconnection), then
 * every new one. Returns the detach.
 */
export function openStream(
  session: MockSession,
  stream: LiveStream,
  lastEventId: string | null,
): () => void {
  const events = eventsOf(session);
  const after = lastEventId === null ? Number.NaN : Number(lastEventId);
  if (Number.isInteger(after)) {
    for (const { userId, ...event } of events.kept) {
      if (userId === stream.userId && Number(event.id) > after) stream.send(event);
    }
  }
  events.streams.add(stream);
  return () => events.streams.delete(stream);
}

/** The id of the session's last event ("0" before any): a new stream starts after it. */
export function lastEventIdOf(session: MockSession): string {
  return String(eventsOf(session).lastId);
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

/** How many streams the session has open (the control API's status). */
export function openStreamCount(session: MockSession): number {
  return eventsOf(session).streams.size;
}
