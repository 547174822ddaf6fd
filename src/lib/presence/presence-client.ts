import { send } from '@/lib/http/request';
import { liveStreamId } from '@/lib/events/event-stream';
import { onLiveStatus } from '@/lib/events/live-events';
import {
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_MAX_RECORDS,
  type PresenceRecord,
} from './presence-schemas';

/**
 * What the tab announces (`PUT /api/presence`): the records its mounted screens show, merged
 * (editing where any form on the record is open), sent when they change, when a new stream opens
 * (a presence belongs to its stream) and every `PRESENCE_HEARTBEAT_MS` while there are any. The
 * server ends it with the stream; an empty list ends it when the screens leave.
 */

const shown = new Map<symbol, PresenceRecord>();
/** The last body sent, as JSON: a repeat waits for the heartbeat. */
let sent: string | null = null;
let flushQueued = false;
let heartbeat: ReturnType<typeof setInterval> | undefined;
let stopStatus: (() => void) | undefined;

function records(): PresenceRecord[] {
  const merged = new Map<string, PresenceRecord>();
  for (const record of shown.values()) {
    const key = `${record.resource}:${record.id}`;
    const seen = merged.get(key);
    merged.set(key, { ...record, editing: record.editing || (seen?.editing ?? false) });
  }
  return [...merged.values()].slice(0, PRESENCE_MAX_RECORDS);
}

function flush(again: boolean): void {
  flushQueued = false;
  const stream = liveStreamId();
  if (stream === null) return;
  const body = { stream, records: records() };
  const text = JSON.stringify(body);
  // Nothing to say: the same again before its heartbeat, or nothing shown to a new stream.
  if ((!again && text === sent) || (sent === null && body.records.length === 0)) return;
  sent = text;
  // A refusal (the stream just closed, a record gone) changes nothing shown: the next stream
  // announces again, and the screen of a record gone says so itself.
  send('put', 'api/presence', { json: body }).catch(() => undefined);
}

function queueFlush(): void {
  if (flushQueued) return;
  flushQueued = true;
  queueMicrotask(() => flush(false));
}

function follow(): void {
  if (!stopStatus) {
    // A new stream knows nothing of the tab: everything shown is announced to it again.
    stopStatus = onLiveStatus(() => {
      sent = null;
      queueFlush();
    });
  }
  heartbeat ??= setInterval(() => flush(true), PRESENCE_HEARTBEAT_MS);
}

/** Announces `record` until the returned stop; `update` changes what it says (editing). */
export function showRecord(record: PresenceRecord): {
  update: (next: PresenceRecord) => void;
  stop: () => void;
} {
  const key = Symbol(record.resource);
  shown.set(key, record);
  follow();
  queueFlush();
  return {
    update: (next) => {
      shown.set(key, next);
      queueFlush();
    },
    stop: () => {
      shown.delete(key);
      queueFlush();
      if (shown.size > 0) return;
      clearInterval(heartbeat);
      heartbeat = undefined;
    },
  };
}
