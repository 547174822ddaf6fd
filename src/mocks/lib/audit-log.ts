import { declared, type Endpoint } from '@/contract/endpoint';
import type { AuditChange, AuditEntry } from '@/lib/audit-log/audit-log-schemas';
import { AUDIT_LOG_LIMIT, type AuditApp } from '@/lib/audit-log/audit-log-values';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database, TableName } from '@/mocks/db/tables';
import { currentRows, sealRows } from '@/mocks/db/table-store';
import { clockIso } from './clock';
import type { Caller, CallStep } from './signed-in-call';
import { currentSessionId } from './sign-in-sessions';

/**
 * The audit log: every successful write through the API, recorded in one place, the audit step
 * of every signed-in call (composed by `withUser`, auth-guard.ts). Before the resolver runs it
 * snapshots the tables the endpoint declares (`audit`, src/contract/endpoint.ts); once the write
 * has taken effect it records the rows that were added, changed or removed, under the declared
 * app. No handler records anything itself: a new endpoint is recorded as its record declares.
 */

/** Never written to the log: their values are replaced by `redacted`. */
const SECRET_FIELD = /password|secret|token|recoverycodes/i;
/**
 * Bookkeeping, not a change people make: a reply on its way, the last code step, the version
 * every change adds one to.
 */
export const IGNORED_FIELDS = new Set(['pendingReply', 'lastUsedStep', 'version']);
/** A value longer than this is shortened: the log is for people, not a backup. */
const VALUE_MAX = 200;
/** One write changes at most this many records in the log (an emptied trash, a bulk delete). */
const ROWS_PER_WRITE = 100;

/**
 * A row's fields as they were: the database's image of it (`sealRows`), which a write, even one
 * made in place (a message pushed onto a chat, an invoice's item changed), does not change: the
 * database copies the row first, so the row's image after the write is another object.
 */
type RowImage = Record<string, unknown>;

interface TableSnapshot {
  table: TableName;
  /** The images of the rows as they were, in their order. */
  images: readonly RowImage[];
}

type WriteSnapshot = TableSnapshot[];

function rowKey(row: object, index: number): string {
  if ('id' in row && (typeof row.id === 'number' || typeof row.id === 'string')) {
    return String(row.id);
  }
  if ('userId' in row && typeof row.userId === 'number') return `user-${row.userId}`;
  // A category is named by its slug, wherever the order puts it.
  if ('slug' in row && typeof row.slug === 'string') return row.slug;
  return `#${index}`;
}

function sameValue(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
    return false;
  }
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftFields = Object.keys(left);
  if (leftFields.length !== Object.keys(right).length) return false;
  const leftRecord = left as Record<string, unknown>;
  const rightRecord = right as Record<string, unknown>;
  return leftFields.every(
    (field) =>
      Object.hasOwn(rightRecord, field) && sameValue(leftRecord[field], rightRecord[field]),
  );
}

function snapshotTable(db: Database, table: TableName): TableSnapshot {
  // Costs a pointer a row, not a copy: the tables copy a row before writing it, so a row the
  // write left alone has the same image after it, and a written one another.
  return { table, images: sealRows<object>(db[table]) as RowImage[] };
}

/** Before a write: the rows of the tables it may touch. */
function snapshotTables(db: Database, tables: readonly TableName[]): WriteSnapshot {
  return tables.map((table) => snapshotTable(db, table));
}

function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

function change(field: string, before: unknown, after: unknown): AuditChange {
  if (SECRET_FIELD.test(field)) return { field, before: null, after: null, redacted: true };
  return { field, before: asText(before), after: asText(after) };
}

/** The changes between an image and a row: an update lists only the fields that differ. */
function diff(before: RowImage | undefined, row: object | undefined): AuditChange[] {
  const changes: AuditChange[] = [];
  const after = row as Record<string, unknown> | undefined;
  if (after) {
    for (const field in after) {
      const value = after[field];
      if (IGNORED_FIELDS.has(field) || (before && sameValue(before[field], value))) continue;
      changes.push(change(field, before?.[field], value));
    }
  }
  if (before) {
    for (const field in before) {
      if (IGNORED_FIELDS.has(field) || (after && Object.hasOwn(after, field))) continue;
      changes.push(change(field, before[field], undefined));
    }
  }
  return changes;
}

const LABEL_FIELDS = ['fullName', 'name', 'title', 'subject'] as const;

/**
 * A label people read: the record's name or title, the name of the user a record of theirs
 * belongs to (their preferences), else `#id`.
 */
function labelOf(db: Database, table: TableName, row: object, key: string): string {
  const fields = row as Record<string, unknown>;
  if (table === 'invoices' || table === 'orders') return `#${key}`;
  for (const field of LABEL_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' && value !== '') return value.slice(0, VALUE_MAX);
  }
  const owner =
    typeof fields.userId === 'number'
      ? db.users.find((user) => user.id === fields.userId)
      : undefined;
  return owner ? owner.fullName.slice(0, VALUE_MAX) : `#${key}`;
}

interface RowChange {
  table: TableName;
  key: string;
  row: object;
  kind: 'create' | 'update' | 'delete';
  changes: AuditChange[];
}

function changedRows(db: Database, snapshot: WriteSnapshot): RowChange[] {
  const found: RowChange[] = [];
  for (const { table, images } of snapshot) {
    // The rows' images now: the same object as before for a row the write left alone.
    const list: readonly RowImage[] = currentRows<object>(db[table]) as RowImage[];
    // Rows usually stay where they were; a moved, added or written one is found by its key.
    let byKey: Map<string, number> | undefined;
    const matched = new Set<number>();
    list.forEach((row, index) => {
      if (images[index] === row) {
        matched.add(index);
        return;
      }
      byKey ??= new Map(images.map((old, oldIndex) => [rowKey(old, oldIndex), oldIndex]));
      const before = byKey.get(rowKey(row, index));
      if (before !== undefined) matched.add(before);
      const image = before === undefined ? undefined : images[before];
      if (image === row) return;
      const changes = diff(image, row);
      if (changes.length > 0) {
        const kind = image ? 'update' : 'create';
        found.push({ table, key: rowKey(row, index), row, kind, changes });
      }
    });
    if (matched.size === images.length) continue;
    images.forEach((image, index) => {
      if (matched.has(index)) return;
      found.push({
        table,
        key: rowKey(image, index),
        row: image,
        kind: 'delete',
        changes: diff(image, undefined),
      });
    });
  }
  return found;
}

/** A plain write's verb and the action it is when it changed no row of the app's tables. */
const CRUD_VERBS = /^(add|create|save|update|edit|delete|remove)[A-Z]/;
const CRUD_ACTIONS = new Map<string, RowChange['kind']>([
  ['add', 'create'],
  ['create', 'create'],
  ['save', 'update'],
  ['update', 'update'],
  ['edit', 'update'],
  ['delete', 'delete'],
  ['remove', 'delete'],
]);

/**
 * The action people read: the row's create, update or delete when the endpoint is a plain one
 * (`addUser`, `updateInvoice`; its verb's when no row changed), else the endpoint's own name
 * (`moveKanbanTask`, `changeOwnPassword`).
 */
export function actionOf(operation: string, kind: RowChange['kind'] | undefined): string {
  const verb = CRUD_VERBS.exec(operation)?.[1];
  if (verb === undefined) return operation;
  return kind ?? CRUD_ACTIONS.get(verb) ?? operation;
}

/** Adds entries to the log, dropping the oldest past the limit. */
export function appendAuditEntries(db: Database, entries: Omit<AuditEntry, 'id'>[]): void {
  let id = db.auditLog.at(-1)?.id ?? 0;
  for (const entry of entries) {
    id += 1;
    db.auditLog.push({ id, ...entry });
  }
  const excess = db.auditLog.length - AUDIT_LOG_LIMIT;
  if (excess > 0) db.auditLog.splice(0, excess);
}

/** What a write is recorded as: who wrote, through which endpoint, under which app. */
interface RecordedWrite {
  caller: Caller;
  request: Request;
  operation: string;
  app: AuditApp;
  /** The user the write is about (`audit.aboutUser`), named when it changed none of the rows. */
  aboutUserId?: number;
}

/** The value of the path parameter `name` in `path`, read by the endpoint's path template. */
function pathParam(template: string, path: string, name: string): string | undefined {
  const names: string[] = [];
  const pattern = template.replaceAll(/\{(\w+)\}/g, (_match, param: string) => {
    names.push(param);
    return '([^/]+)';
  });
  // Not anchored at the start: the API may be served under a prefix, as `mockPath` allows.
  const match = new RegExp(`${pattern}$`).exec(path);
  const index = names.indexOf(name);
  return match && index >= 0 ? match[index + 1] : undefined;
}

/**
 * After a successful write: one entry per record it added, changed or removed (at most
 * `ROWS_PER_WRITE`), or one entry with no record when it changed none of the app's rows (a
 * session signed out, a mail's link sent).
 */
function recordWrite(
  { caller, request, operation, app, aboutUserId }: RecordedWrite,
  snapshot: WriteSnapshot,
): void {
  const { db } = caller.session;
  const path = new URL(request.url).pathname;
  const base = {
    at: clockIso(caller.session.clock),
    userId: caller.user.id,
    userName: caller.user.fullName,
    sessionId: currentSessionId(caller),
    app,
    operation,
    method: request.method,
    path,
  };
  const rows = changedRows(db, snapshot).slice(0, ROWS_PER_WRITE);
  if (rows.length === 0) {
    const about =
      aboutUserId === undefined ? undefined : db.users.find((user) => user.id === aboutUserId);
    appendAuditEntries(db, [
      {
        ...base,
        action: actionOf(operation, undefined),
        recordType: about ? 'users' : null,
        recordId: about ? String(about.id) : null,
        recordLabel: about ? about.fullName.slice(0, VALUE_MAX) : null,
        changes: [],
      },
    ]);
    return;
  }
  appendAuditEntries(
    db,
    rows.map(({ table, key, row, kind, changes }) => ({
      ...base,
      action: actionOf(operation, kind),
      recordType: table,
      recordId: key,
      recordLabel: labelOf(db, table, row, key),
      changes,
    })),
  );
}

/**
 * The audit step of a signed-in call, started before the resolver runs: nothing for an endpoint
 * that declares no audit (a read, the bell's read marks).
 */
export function startAuditStep(
  caller: Caller,
  request: Request,
  endpoint: Endpoint | undefined,
): CallStep {
  const audit = declared(endpoint?.audit);
  if (!endpoint || !audit) return {};
  const snapshot = snapshotTables(caller.session.db, audit.tables);
  const aboutId =
    audit.aboutUser === undefined
      ? undefined
      : Number(pathParam(endpoint.path, new URL(request.url).pathname, audit.aboutUser));
  const write: RecordedWrite = {
    caller,
    request,
    operation: endpoint.id,
    app: audit.app,
    ...(aboutId !== undefined && Number.isInteger(aboutId) ? { aboutUserId: aboutId } : {}),
  };
  return { tookEffect: () => recordWrite(write, snapshot) };
}

/** A sign-in or a sign-out, which pass no guard: recorded by the auth handlers. */
export function recordSessionEvent(
  session: MockSession,
  user: { id: number; fullName: string },
  sessionId: string | null,
  action: 'signIn' | 'signOut',
  path: string,
): void {
  appendAuditEntries(session.db, [
    {
      at: clockIso(session.clock),
      userId: user.id,
      userName: user.fullName,
      sessionId,
      app: 'auth',
      action,
      operation: action,
      method: 'POST',
      path,
      recordType: 'users',
      recordId: String(user.id),
      recordLabel: user.fullName,
      changes: [],
    },
  ]);
}

/** A refused sign-in, or a limit it locked: recorded by the auth handlers, which pass no guard. */
export interface SignInAttempt {
  /** The account the attempt named, when there is one. */
  user: { id: number; fullName: string } | undefined;
  /** The address as typed (for an attempt at an address no account has). */
  email: string;
  action: 'signInFailed' | 'signInLocked';
  /** The endpoint's operation id (`signIn`, `signInSecondStep`) and path. */
  operation: string;
  path: string;
  /** For a lock-out: the limit that locked (src/contract/throttle.ts). */
  limit?: string;
}

/**
 * Failed sign-ins and lock-outs, for whoever watches the log: under the account named (so its
 * owner sees them in their Activity tab), or, for an address no account has, under no user
 * (`userId` 0) with the address typed as the name. Never the password or the code tried.
 */
export function recordSignInAttempt(session: MockSession, attempt: SignInAttempt): void {
  const { user } = attempt;
  appendAuditEntries(session.db, [
    {
      at: clockIso(session.clock),
      userId: user?.id ?? 0,
      userName: (user?.fullName ?? attempt.email).slice(0, VALUE_MAX),
      sessionId: null,
      app: 'auth',
      action: attempt.action,
      operation: attempt.operation,
      method: 'POST',
      path: attempt.path,
      recordType: user ? 'users' : null,
      recordId: user ? String(user.id) : null,
      recordLabel: user ? user.fullName : null,
      changes:
        attempt.limit === undefined ? [] : [{ field: 'limit', before: null, after: attempt.limit }],
    },
  ]);
}
