import { endpointOf } from './endpoint-of';
import type { AuditChange, AuditEntry } from '@/lib/audit-log/audit-log-schemas';
import { AUDIT_LOG_LIMIT, type AuditApp } from '@/lib/audit-log/audit-log-values';
import type { MockSession } from '@/mocks/db/sessions';
import type { Database, TableName } from '@/mocks/db/tables';
import type { AuthContext } from './auth-guard';
import { clockIso } from './clock';
import { currentSessionId } from './sign-in-sessions';

/**
 * The audit log: every successful write through the API, recorded in one place. `withUser`
 * (auth-guard.ts), which every signed-in call passes through, snapshots the tables the write's
 * app can touch before the resolver runs and records the rows that were added, changed or
 * removed once it has answered with a success. No handler records anything itself: a new
 * endpoint is recorded as soon as its path's app is listed in `auditScopes` below.
 */

/** The tables a write under a path prefix can touch, and the app it is recorded under. */
interface AuditScope {
  prefix: string;
  app: AuditApp;
  tables: readonly TableName[];
}

// Longest prefix first: the shop's cart writes snapshot the carts, not the 3,000 orders.
export const auditScopes: readonly AuditScope[] = [
  { prefix: '/api/account', app: 'account', tables: ['users', 'accountPreferences', 'twoStep'] },
  { prefix: '/api/bookmarks', app: 'bookmarks', tables: ['bookmarks'] },
  { prefix: '/apps/users/', app: 'users', tables: ['users'] },
  { prefix: '/apps/roles/', app: 'roles', tables: ['roles', 'users', 'permissions'] },
  { prefix: '/apps/permissions/', app: 'permissions', tables: ['permissions'] },
  { prefix: '/apps/todo/', app: 'todo', tables: ['tasks'] },
  { prefix: '/apps/calendar/', app: 'calendar', tables: ['events'] },
  { prefix: '/apps/chat/', app: 'chat', tables: ['chats', 'chatProfiles'] },
  { prefix: '/apps/kanban/', app: 'kanban', tables: ['kanbanBoards', 'kanbanTasks'] },
  { prefix: '/apps/email/', app: 'email', tables: ['emails'] },
  { prefix: '/apps/ecommerce/cart', app: 'ecommerce', tables: ['carts'] },
  { prefix: '/apps/ecommerce/wishlist', app: 'ecommerce', tables: ['wishlists'] },
  { prefix: '/apps/ecommerce/categories', app: 'ecommerce', tables: ['categories'] },
  { prefix: '/apps/ecommerce/reviews', app: 'ecommerce', tables: ['reviews', 'products'] },
  { prefix: '/apps/ecommerce/', app: 'ecommerce', tables: ['orders', 'carts', 'products'] },
  { prefix: '/apps/invoice/', app: 'invoices', tables: ['invoices'] },
];

/** Never written to the log: their values are replaced by `redacted`. */
const SECRET_FIELD = /password|secret|token|recoverycodes/i;
/** Bookkeeping that changes on its own (a reply on its way, the last code step): not a change. */
const IGNORED_FIELDS = new Set(['pendingReply', 'lastUsedStep']);
/** A value longer than this is shortened: the log is for people, not a backup. */
const VALUE_MAX = 200;
/** One write changes at most this many records in the log (an emptied trash, a bulk delete). */
const ROWS_PER_WRITE = 100;

/**
 * A row's fields as they were: a copy deep enough that an edit made in place (a message pushed
 * onto a chat, an invoice's item changed) shows as a change.
 */
type RowImage = Record<string, unknown>;

interface TableSnapshot {
  table: TableName;
  /** The rows as they were, in their order, and an image of each. */
  rows: readonly object[];
  images: readonly RowImage[];
}

export interface WriteSnapshot {
  scope: AuditScope;
  tables: TableSnapshot[];
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function scopeOf(path: string): AuditScope | undefined {
  return auditScopes.find((scope) => path.startsWith(scope.prefix));
}

function rowKey(row: object, index: number): string {
  if ('id' in row && (typeof row.id === 'number' || typeof row.id === 'string')) {
    return String(row.id);
  }
  if ('userId' in row && typeof row.userId === 'number') return `user-${row.userId}`;
  return `#${index}`;
}

// Copying and comparing values is cheaper than writing them as JSON: this runs over every row
// of the app's tables on every write (10,000 users, 2,000 invoices on the large seed).
function copyOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  const copy: Record<string, unknown> = {};
  for (const [field, item] of Object.entries(value)) copy[field] = copyOf(item);
  return copy;
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

function imageOf(row: object): RowImage {
  const image: RowImage = { ...row };
  for (const field in image) {
    const value = image[field];
    if (typeof value === 'object' && value !== null) image[field] = copyOf(value);
  }
  return image;
}

/** Whether any field of the row differs from its image (the common answer: no). */
function rowChanged(image: RowImage, row: object): boolean {
  const after = row as Record<string, unknown>;
  let count = 0;
  for (const field in after) {
    count += 1;
    const value = after[field];
    const old = image[field];
    if (old !== value && (typeof value !== 'object' || !sameValue(old, value))) return true;
  }
  // A field the write removed.
  return Object.keys(image).length !== count;
}

function snapshotTable(db: Database, table: TableName): TableSnapshot {
  const rows: readonly object[] = db[table].slice();
  return { table, rows, images: rows.map(imageOf) };
}

/** Before a write: the rows its app can touch, or undefined for a read or an unlisted path. */
export function snapshotForWrite(request: Request, db: Database): WriteSnapshot | undefined {
  if (!WRITE_METHODS.has(request.method)) return undefined;
  const scope = scopeOf(new URL(request.url).pathname);
  if (!scope) return undefined;
  return { scope, tables: scope.tables.map((table) => snapshotTable(db, table)) };
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

export function changedRows(db: Database, snapshot: WriteSnapshot): RowChange[] {
  const found: RowChange[] = [];
  for (const { table, rows, images } of snapshot.tables) {
    const list: readonly object[] = db[table];
    // Rows usually stay where they were; a moved, added or replaced one is found by its key.
    let byKey: Map<string, number> | undefined;
    const matched = new Set<number>();
    list.forEach((row, index) => {
      let before = rows[index] === row ? index : undefined;
      if (before === undefined) {
        byKey ??= new Map(rows.map((old, oldIndex) => [rowKey(old, oldIndex), oldIndex]));
        before = byKey.get(rowKey(row, index));
      }
      if (before !== undefined) matched.add(before);
      const image = before === undefined ? undefined : images[before];
      if (image && !rowChanged(image, row)) return;
      const changes = diff(image, row);
      if (changes.length > 0) {
        const kind = image ? 'update' : 'create';
        found.push({ table, key: rowKey(row, index), row, kind, changes });
      }
    });
    if (matched.size === rows.length) continue;
    rows.forEach((row, index) => {
      const image = images[index];
      if (matched.has(index) || !image) return;
      found.push({
        table,
        key: rowKey(row, index),
        row,
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

/**
 * After a successful write: one entry per record it added, changed or removed (at most
 * `ROWS_PER_WRITE`), or one entry with no record when it changed none of the app's rows (a
 * session signed out, a mail's link sent).
 */
export function recordWrite(ctx: AuthContext, request: Request, snapshot: WriteSnapshot): void {
  const { db } = ctx.session;
  const path = new URL(request.url).pathname;
  const operation = endpointOf(request.method, path)?.id ?? `${request.method} ${path}`;
  const base = {
    at: clockIso(ctx.session.clock),
    userId: ctx.user.id,
    userName: ctx.user.fullName,
    sessionId: currentSessionId(ctx),
    app: snapshot.scope.app,
    operation,
    method: request.method,
    path,
  };
  const rows = changedRows(db, snapshot).slice(0, ROWS_PER_WRITE);
  if (rows.length === 0) {
    appendAuditEntries(db, [
      {
        ...base,
        action: actionOf(operation, undefined),
        recordType: null,
        recordId: null,
        recordLabel: null,
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
