import type { AuditEntry } from '@/lib/audit-log/audit-log-schemas';
import type { AuditRecordType } from '@/lib/audit-log/audit-record-types';
import {
  IF_MATCH_HEADER,
  STALE_VERSION_KEY,
  versionOfTag,
  type ChangedBy,
} from '@/lib/versions/versions';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database } from '@/mocks/db/tables';
import { hasFault } from './faults';
import { throwHttpError } from './http-errors';
import { HttpResponse } from 'msw';

/** A row that carries its version (src/lib/versions/versions.ts). */
export interface VersionedRow {
  id: number | string;
  version: number;
}

/**
 * Another record's entry that moved a row's version too (a card that joined or left a board):
 * its writer is the board's last too.
 */
export type MovedWith = (entry: AuditEntry) => boolean;

/** The last change the audit log knows of a record: who made it and when. */
function lastChange(
  db: Database,
  table: AuditRecordType,
  id: string,
  movedWith?: MovedWith,
): { changedBy: ChangedBy; changedAt: string } | null {
  for (let index = db.auditLog.length - 1; index >= 0; index -= 1) {
    const entry = db.auditLog[index];
    if (!entry) continue;
    const own = entry.recordType === table && entry.recordId === id;
    if (!own && !movedWith?.(entry)) continue;
    const user = db.users.find((candidate) => candidate.id === entry.userId);
    return {
      changedBy: { id: entry.userId, fullName: user?.fullName ?? entry.userName },
      changedAt: entry.at,
    };
  }
  return null;
}

/**
 * Before a write to `row`: refuses it when the request's `If-Match` names a version the row has
 * left (412, with the row as its read answers it, and who changed it last, from the audit log), or
 * names none it could be (400). No header, or `*`: the write goes through. The read answers the
 * stored row unless `current()` says otherwise.
 */
export function assertCurrentVersion(
  request: Request,
  session: MockSession,
  {
    table,
    row,
    current,
    movedWith,
  }: {
    table: AuditRecordType;
    row: VersionedRow;
    current?: () => unknown;
    movedWith?: MovedWith;
  },
): void {
  const { db } = session;
  const sent = versionOfTag(request.headers.get(IF_MATCH_HEADER));
  if (sent === null) throwHttpError(400, 'errors.versionInvalid');
  if (sent === undefined || sent === row.version || hasFault(session, 'versions-ignored')) return;
  const change = lastChange(db, table, String(row.id), movedWith);
  throw HttpResponse.json(
    {
      message: STALE_VERSION_KEY,
      ...(change && { params: { name: change.changedBy.fullName } }),
      current: current ? current() : row,
      changedBy: change?.changedBy ?? null,
      changedAt: change?.changedAt ?? null,
    },
    { status: 412 },
  );
}

/** After a write to `row`: its next version. */
export function bumpVersion(row: VersionedRow): void {
  row.version += 1;
}

/**
 * Before a bulk write to `rows` (in the order of the body's ids): when the body named `versions`,
 * one per row, refuses the whole write if any row has moved on (412 `errors.versionStale`, each
 * stale row with how it now stands, `current(row)`, and who changed it last), and refuses a list
 * that does not pair with the ids (400). No versions: the write goes through.
 */
export function assertCurrentVersions<Row extends VersionedRow>(
  session: MockSession,
  {
    table,
    rows,
    versions,
    current,
  }: {
    table: AuditRecordType;
    rows: readonly Row[];
    versions: readonly number[] | undefined;
    current: (row: Row) => unknown;
  },
): void {
  if (versions === undefined) return;
  if (versions.length !== rows.length) throwHttpError(400, 'errors.versionInvalid');
  if (hasFault(session, 'versions-ignored')) return;
  const seen = new Set<Row>();
  const stale = rows.flatMap((row, index) => {
    // The same id twice is one record: listed once.
    if (versions[index] === row.version || seen.has(row)) return [];
    seen.add(row);
    const change = lastChange(session.db, table, String(row.id));
    return [
      {
        id: row.id,
        current: current(row),
        changedBy: change?.changedBy ?? null,
        changedAt: change?.changedAt ?? null,
      },
    ];
  });
  if (stale.length === 0) return;
  throw HttpResponse.json(
    { message: STALE_VERSION_KEY, params: { count: stale.length }, stale },
    { status: 412 },
  );
}
