import * as z from 'zod/mini';
import { auditLogPageSchema } from '@/lib/audit-log/audit-log-schemas';
import { auditLogFilters } from '@/lib/audit-log/audit-log-search';
import { auditSortColumns } from '@/lib/audit-log/audit-log-values';
import { createListParams, flagParam } from '@/lib/list/list-search';
import { type Endpoint, endpointGroup, pagedListRead } from '@/contract/endpoint';

/** What `q` finds an entry by, as stored. */
export const AUDIT_SEARCH_FIELDS = ['recordLabel', 'userName'] as const;

/** The most `qKeys` reads: every code of every kind, with room to spare. */
const QKEYS_MAX = 8000;

/**
 * `GET /api/audit-log`: the route's list fields and filters, `allData` for the export, and
 * `qKeys`, the codes the client found `q` in the labels of (`kind:code`, comma-separated).
 */
export const auditLogListParams = createListParams({
  sortColumns: auditSortColumns,
  filters: {
    ...auditLogFilters,
    allData: flagParam(false),
    qKeys: z.catch(z.optional(z.string().check(z.maxLength(QKEYS_MAX))), undefined),
  },
});

const auditLogAnswer = z.extend(auditLogPageSchema, {
  /** The parameters as the server read them (bad values replaced by their defaults). */
  params: z.omit(auditLogListParams, { allData: true }),
});

export const auditLogApi = {
  list: {
    id: 'listAuditLog',
    path: '/api/audit-log',
    summary: 'One page of the audit log: who changed what, when, from which session',
    description: [
      'Every successful write through the API is recorded (POST, PUT, PATCH and DELETE on',
      '`/api/…` and `/apps/…`, the account’s own writes included), each sign-in and',
      'sign-out, each refused sign-in (`signInFailed`: a wrong password or code, under the account',
      'it named, or under `userId` 0 with the address typed as `userName` when no account has it;',
      'never the password or code tried) and each lock-out (`signInLocked`, the limit in',
      '`changes`: docs/api.md, "Throttling"): one entry per record the write added, changed or removed, with who (`userId`,',
      '`userName`), when (the mock’s clock), the app, the record (`recordType`, `recordId`,',
      '`recordLabel`), the action (`create`, `update`, `delete`, or the endpoint’s own name such',
      'as `moveKanbanTask` or `changeOwnPassword`), the sign-in session, and the fields before and',
      'after (an update lists only the fields that changed). Passwords, tokens, secrets and',
      'recovery codes are never written: their change is listed with `redacted: true` and no',
      'values. The log keeps the last 5,000 entries. Newest first (`sort=asc` with',
      '`sortColumn=at`: oldest first); without a known `sortColumn`, `params` leaves it out and',
      'echoes `sort` as read (`asc` by default), though it was not applied. `userId`, `app` and `action` filter; `from` and `to` are',
      'UTC days, both included; `q` matches what a row shows: the record’s label and the user’s',
      'name as stored (case-insensitive), and the labels the screen translates, which the API',
      'cannot read since it keeps codes and knows no language: the client looks for `q` in the',
      'labels of the user’s language and sends the codes it found in `qKeys`, comma-separated',
      '`kind:code` (`action:enableTwoStep`, `app:users`, `type:twoStep`, `field:pendingSecret`); an',
      'entry whose action, app, record type or one of whose changed fields is named there matches',
      'too. `qKeys` alone, without `q`, filters nothing. Only the entries the caller may read are counted and listed: the',
      'client role’s rule reads its own (`userId` is the caller), so another user’s id answers an',
      'empty page, never a 403. `users` (never 0) and `actions` are the choices of the filters among those',
      'entries; `allData` (every match, unpaginated, for the CSV export) comes only with',
      '`allData=true`.',
    ].join(' '),
    example: { query: { page: '1', perPage: '10', app: 'users' } },
    ...pagedListRead('AuditLog', auditLogListParams, auditLogAnswer, {
      items: 'entries',
      search: AUDIT_SEARCH_FIELDS,
      filters: [
        { param: 'userId', field: 'userId', match: 'equals' },
        { param: 'app', field: 'app', match: 'any-case' },
        { param: 'action', field: 'action', match: 'equals' },
        { param: 'from', field: 'at', match: 'from' },
        { param: 'to', field: 'at', match: 'to' },
      ],
      sortColumns: auditSortColumns,
    }),
  },
} as const satisfies Record<string, Endpoint>;

export const auditLogGroup = endpointGroup(
  'Audit log',
  auditLogApi,
  'Who changed what: every write through the API, with the fields before and after.',
);
