import { presenceReads } from '@/contract/endpoints/events';
import { KANBAN_BOARD_ID } from '@/apps/kanban/api/kanban-values';
import {
  PRESENCE_EXPIRY_MS,
  type PresenceEvent,
  type PresenceRecord,
  type PresenceResource,
  type PresentUser,
} from '@/lib/presence/presence-schemas';
import type { Action, Subject } from '@/lib/ability/ability-schemas';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { canDo, createUserAbility } from './auth-guard';
import { lastEventIdOf, type LiveStream } from './live-events';

/**
 * Who else is here (docs/api.md, "Presence"). Each open stream may announce the records its tab
 * shows (`PUT /api/presence`); every stream that announced a record is sent a `presence` event
 * listing the others on it, whenever that list changes. An announcement ends with its stream
 * (the tab closed, the stream cut, the sign-in ended) or, without a heartbeat, after
 * `PRESENCE_EXPIRY_MS` of real time (a stream that died silently): the mock's clock, which QA may
 * pin, does not count here, as for tokens. Nobody who may not read a record is told of it or
 * listed on it: the rule is the one its read endpoint keeps, checked again at every change.
 */

/** Each resource's record in the database. */
const finders: Record<PresenceResource, (db: Database, id: number) => object | undefined> = {
  // The board as a whole: no row of its own, only the one id.
  kanban: (_, id) => (id === KANBAN_BOARD_ID ? {} : undefined),
  kanbanTask: (db, id) => db.kanbanTasks.find((task) => task.id === id),
  invoice: (db, id) => db.invoices.find((invoice) => invoice.id === id),
  product: (db, id) => db.products.find((product) => product.id === id),
  user: (db, id) => db.users.find((user) => user.id === id),
};

/** The record, or undefined when there is none. */
export function presenceRecordOf(
  db: Database,
  resource: PresenceResource,
  id: number,
): object | undefined {
  return finders[resource](db, id);
}

/** The ability its read endpoint asks for (one that asks for none is the admins' alone). */
export function readRuleOf(resource: PresenceResource): { action: Action; subject: Subject } {
  const { access } = presenceReads[resource];
  return access.kind === 'ability' ? access : { action: 'manage', subject: 'all' };
}

/** Whether `user` may read the record under the rule of its read endpoint. */
function mayReadRecord(
  db: Database,
  user: UserRecord,
  resource: PresenceResource,
  record: object,
): boolean {
  const { action, subject } = readRuleOf(resource);
  return canDo({ ability: createUserAbility(db, user) }, action, subject, record);
}

interface Announcement {
  stream: LiveStream;
  records: PresenceRecord[];
  /** What this stream was last sent for each record it announced (its `others`, as JSON). */
  sent: Map<string, string>;
  expiry: ReturnType<typeof setTimeout>;
}

const bySession = new WeakMap<MockSession, Map<string, Announcement>>();

const keyOf = ({ resource, id }: Pick<PresenceRecord, 'resource' | 'id'>) => `${resource}:${id}`;

function announcementsOf(session: MockSession): Map<string, Announcement> {
  let announcements = bySession.get(session);
  if (!announcements) {
    announcements = new Map();
    bySession.set(session, announcements);
  }
  return announcements;
}

/** The others each announcer of `key` may see there, and tells those whose list changed. */
function tell(session: MockSession, key: string): void {
  const { db } = session;
  const onRecord: { announcement: Announcement; user: UserRecord; editing: boolean }[] = [];
  let target: PresenceRecord | undefined;
  for (const announcement of announcementsOf(session).values()) {
    const record = announcement.records.find((candidate) => keyOf(candidate) === key);
    const user = db.users.find((candidate) => candidate.id === announcement.stream.userId);
    if (!record || !user) continue;
    target = record;
    onRecord.push({ announcement, user, editing: record.editing });
  }
  if (!target) return;
  const { resource, id } = target;
  const found = presenceRecordOf(db, resource, id);
  // Who may read it now: a role changed since the announcement takes it back at once.
  const readers = found
    ? onRecord.filter(({ user }) => mayReadRecord(db, user, resource, found))
    : [];
  for (const { announcement, user } of readers) {
    const others = new Map<number, PresentUser>();
    for (const other of readers) {
      if (other.user.id === user.id) continue;
      const seen = others.get(other.user.id);
      others.set(other.user.id, {
        id: other.user.id,
        fullName: other.user.fullName,
        avatar: other.user.avatar,
        editing: other.editing || (seen?.editing ?? false),
      });
    }
    const data: PresenceEvent = { resource, id, others: [...others.values()] };
    const text = JSON.stringify(data.others);
    if (announcement.sent.get(key) === text) continue;
    announcement.sent.set(key, text);
    // The stream's own news, not kept in the log: a stream that comes back is a new one.
    announcement.stream.send({ id: lastEventIdOf(session), type: 'presence', data });
  }
}

/** Ends the stream's presence (closed, cut, expired) and tells the others on its records. */
export function endPresence(session: MockSession, streamId: string): void {
  const announcements = announcementsOf(session);
  const ended = announcements.get(streamId);
  if (!ended) return;
  clearTimeout(ended.expiry);
  announcements.delete(streamId);
  for (const record of ended.records) tell(session, keyOf(record));
}

/**
 * What the stream's tab shows now, in place of what it announced before (the same list again is
 * the heartbeat): the records are checked by the caller (they exist, the user may read them).
 */
export function announcePresence(
  session: MockSession,
  stream: LiveStream,
  records: readonly PresenceRecord[],
): void {
  const announcements = announcementsOf(session);
  const before = announcements.get(stream.id);
  if (before) clearTimeout(before.expiry);
  // One entry per record: editing if any of the tab's forms on it is open.
  const merged = new Map<string, PresenceRecord>();
  for (const record of records) {
    const seen = merged.get(keyOf(record));
    merged.set(keyOf(record), { ...record, editing: record.editing || (seen?.editing ?? false) });
  }
  const sent = before?.sent ?? new Map<string, string>();
  for (const key of sent.keys()) if (!merged.has(key)) sent.delete(key);
  const expiry = setTimeout(() => endPresence(session, stream.id), PRESENCE_EXPIRY_MS);
  // Node: an announcement must not keep a test run (or a server stopping) alive.
  if (typeof expiry === 'object' && 'unref' in expiry) expiry.unref();
  const announcement: Announcement = { stream, records: [...merged.values()], sent, expiry };
  announcements.set(stream.id, announcement);
  const touched = new Set([...(before?.records ?? []).map(keyOf), ...merged.keys()]);
  for (const key of touched) tell(session, key);
}
