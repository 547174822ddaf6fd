import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { session } from '@/lib/session/session';
import {
  recordHitSchema,
  recordKinds,
  type RecordHit,
  type RecordKind,
} from '../api/record-search-schemas';

/**
 * The records the user last opened from the navbar search, shown while its box is empty. Kept in
 * this browser per account (`search.recent.<user id>`), so two accounts on one browser never see
 * each other's; not server state (nothing else reads it), so not in the query cache. What is
 * read back is checked like any input: a damaged or edited entry is dropped.
 */
export const RECENT_LIMIT = 5;

export interface RecentRecord {
  kind: RecordKind;
  hit: RecordHit;
}

const recentSchema = z.array(z.object({ kind: z.enum(recordKinds), hit: recordHitSchema }));

/** An app path: `/…`, never `//host` or `/\host`, so an edited entry cannot lead away. */
const isAppPath = (link: string) => /^\/(?![/\\])/.test(link);

const storageKey = (userId: number) => `search.recent.${userId}`;

const currentUserId = () => session.get()?.userData.id;

const EMPTY: readonly RecentRecord[] = [];
const listeners = new Set<() => void>();
// One parsed copy per stored text: useSyncExternalStore needs the same array while nothing changed.
let cached: { text: string | null; records: readonly RecentRecord[] } = {
  text: null,
  records: EMPTY,
};

function parse(text: string | null): readonly RecentRecord[] {
  if (text === null) return EMPTY;
  try {
    const parsed = recentSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.filter((entry) => isAppPath(entry.hit.link)) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The user's recent records, newest first (none when signed out). */
export function readRecentRecords(userId = currentUserId()): readonly RecentRecord[] {
  if (userId === undefined) return EMPTY;
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(storageKey(userId));
  } catch {
    // Storage refused (a private window's quota): no recent records.
  }
  if (text !== cached.text) cached = { text, records: parse(text) };
  return cached.records;
}

function write(userId: number, records: readonly RecentRecord[]) {
  try {
    if (records.length === 0) window.localStorage.removeItem(storageKey(userId));
    else window.localStorage.setItem(storageKey(userId), JSON.stringify(records));
  } catch {
    // Storage refused: the list is simply not kept.
  }
  listeners.forEach((listener) => listener());
}

/** Puts an opened record first (once), keeping the last `RECENT_LIMIT`. */
export function rememberRecord(kind: RecordKind, hit: RecordHit, userId = currentUserId()) {
  if (userId === undefined) return;
  const others = readRecentRecords(userId).filter(
    (entry) => entry.kind !== kind || entry.hit.id !== hit.id,
  );
  write(userId, [{ kind, hit }, ...others].slice(0, RECENT_LIMIT));
}

/** Forgets the user's recent records (the search's "Clear"). */
export function clearRecentRecords(userId = currentUserId()) {
  if (userId !== undefined) write(userId, EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same browser changed them.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in user's recent records, following every change. */
export function useRecentRecords(): readonly RecentRecord[] {
  return useSyncExternalStore(
    subscribe,
    () => readRecentRecords(),
    () => EMPTY,
  );
}
