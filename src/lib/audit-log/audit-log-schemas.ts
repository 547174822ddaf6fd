import * as z from 'zod/mini';
import { auditApps } from './audit-log-values';

/**
 * One changed field: its value before and after the write, as text (JSON for anything but a
 * string, shortened past 200 characters); null where the record did not exist (a create's
 * before, a delete's after). A password, token, secret or recovery code is never sent: both
 * sides are null and `redacted` is true.
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.nullable(z.string()),
  after: z.nullable(z.string()),
  redacted: z.optional(z.boolean()),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

/** One recorded write. */
export const auditEntrySchema = z.object({
  id: z.number().check(z.int()),
  /** When, by the mock's clock (ISO 8601). */
  at: z.iso.datetime({ offset: true }),
  /** Who: the signed-in user, and their name at the time. */
  userId: z.number().check(z.int()),
  userName: z.string(),
  /** The sign-in session the write came from (null for a token with no session record). */
  sessionId: z.nullable(z.string()),
  app: z.enum(auditApps),
  /** `create`, `update`, `delete`, or the endpoint's own name (`moveKanbanTask`, `signIn`). */
  action: z.string(),
  /** The endpoint (its operation id in the API document) and its method and path. */
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  /** The record: its table (`users`), id and a label people read (a name, `#5106`). */
  recordType: z.nullable(z.string()),
  recordId: z.nullable(z.string()),
  recordLabel: z.nullable(z.string()),
  /** The fields that changed (an update lists only those; a create and a delete every field). */
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A person the caller's entries name, for the user filter. */
export const auditUserSchema = z.object({ id: z.number(), name: z.string() });

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number(),
  /** The users and actions among the entries the caller may read (the filters' choices). */
  users: z.array(auditUserSchema),
  actions: z.array(z.string()),
  allData: z.optional(z.array(auditEntrySchema)),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
