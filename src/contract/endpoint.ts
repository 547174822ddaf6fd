import type * as z from 'zod/mini';
import type { Action, Subject } from '@/lib/ability/ability-schemas';
import { idBody, idQuery } from '@/lib/api-fields/api-fields';
import type { AuditApp } from '@/lib/audit-log/audit-log-values';
import type { AuditRecordType } from '@/lib/audit-log/audit-record-types';
import type { ChangedResource } from '@/lib/events/live-event-schemas';
import { MAX_API_PER_PAGE } from '@/lib/list/list-search';
import type { EndpointErrorKeys } from './error-keys';
import type { ThrottleRule } from './throttle';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call an endpoint: anyone, any signed-in user, or a user with a CASL ability. */
export type EndpointAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'ability'; action: Action; subject: Subject };

export const publicAccess: EndpointAccess = { kind: 'public' };
export const signedIn: EndpointAccess = { kind: 'signed-in' };
export const ability = (action: Action, subject: Subject): EndpointAccess => ({
  kind: 'ability',
  action,
  subject,
});

/**
 * Where a delete of one record reads its id: the query or the body, either (the body is then
 * optional), or the path.
 */
export type DeleteTarget =
  { query: z.core.$ZodObject; body: z.core.$ZodType } | { pathParams: z.core.$ZodObject };

/**
 * A delete of one `subject` record, with the `delete` ability and the record's version (a stale
 * one answers 412 with `current`, its read's shape): its id in the query (`?id=3`) or the body
 * (`{ "id": 3 }`) unless `target` says otherwise. Spread into the endpoint, beside its writes.
 */
export function deleteOne(
  subject: Subject,
  current: z.core.$ZodType,
  target: DeleteTarget = { query: idQuery, body: idBody },
) {
  return {
    method: 'delete',
    access: ability('delete', subject),
    versioned: { current },
    ...target,
    ...('body' in target && { bodyOptional: true }),
  } as const;
}

/**
 * A success answer: a JSON body described by `schema`, no body (204), or a stream of server-sent
 * events (`stream`: `text/event-stream`, the events described in `description`).
 */
export interface SuccessAnswer {
  description: string;
  schema?: z.core.$ZodType;
  stream?: true;
}

/** Error statuses an endpoint may answer with the shared error body (401 and 403 follow access). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429;

/** A request the seeded database answers, for the document's examples and the conformance run. */
export interface EndpointExample {
  query?: Record<string, string | readonly string[]>;
  path?: Record<string, string>;
  body?: unknown;
}

/** A fact a write goes without on purpose, and why: `{ none: 'the reason' }`. */
export interface NoneBecause {
  none: string;
}

/**
 * The lists a successful write changes, told on the live stream (`x-changes`): one `changed`
 * event per resource (the first element of the client's query keys, which it refetches) to the
 * writer and every account that may `read` the subject `readers`; `own`: to the writer alone
 * (their other tabs), for what only they see (their account, cart, mail, chats).
 */
export interface WriteChanges {
  resources: readonly ChangedResource[];
  readers: Subject | 'own';
}

/**
 * How a successful write is recorded in the audit log: under `app` (`x-audit`), one entry per
 * row of `tables` it added, changed or removed (the entry's `recordType`). The mock compares
 * those tables before and after the write, so they name what it may touch and no more (the
 * cart's writes name the carts, not the 3,000 orders); the document leaves them out.
 */
export interface WriteAudit {
  app: AuditApp;
  tables: readonly AuditRecordType[];
  /**
   * The path parameter naming the user a write is about when it changes none of `tables`' rows
   * (an admin ending a user's sessions): the entry names that user as its record.
   */
  aboutUser?: string;
}

/** What a signed-in write declares besides its request and answers (a read declares neither). */
export interface WriteFacts {
  changes: WriteChanges | NoneBecause;
  audit: WriteAudit | NoneBecause;
}

/**
 * One endpoint of the API, described with the same zod schemas the screens and the mock use, so
 * the OpenAPI document (src/contract/openapi-document.ts) is generated from them.
 */
export interface Endpoint {
  /** Unique, camelCase: the OpenAPI `operationId`. */
  id: string;
  method: HttpMethod;
  /** An OpenAPI path template: `/apps/ecommerce/cart/{id}`. */
  path: string;
  summary: string;
  /**
   * A create: it reads an `Idempotency-Key` header, and a repeat of the same key answers the
   * first result instead of creating again (`idempotencyKeyParameter`, docs/api.md).
   */
  creates?: true;
  /** Markdown: what the summary cannot say (rules, side effects, the specification's forms). */
  description?: string;
  access: EndpointAccess;
  /** The query parameters, as an object schema: each property is one parameter. */
  query?: z.core.$ZodObject;
  /** The path parameters, as an object schema. */
  pathParams?: z.core.$ZodObject;
  /** The JSON body, when the endpoint reads one. */
  body?: z.core.$ZodType;
  /** Whether the body may be left out (DELETE with the id in the query or the body). */
  bodyOptional?: boolean;
  /** The success answers by status; a 2xx not listed here is a contract violation. */
  answers: Partial<Record<200 | 201 | 204, SuccessAnswer>>;
  errors?: readonly ErrorStatus[];
  /**
   * The keys its error answers may carry beyond the generic ones (`genericErrorKeys`), by status:
   * the document lists them with their English text, and the contract check refuses any other.
   */
  errorKeys?: EndpointErrorKeys;
  /** A request the seed answers with a success: the document's example, and the conformance run's. */
  example?: EndpointExample;
  /** A list: how it pages, searches, filters and sorts (`x-list`). */
  list?: ListBehaviour;
  /**
   * A write to one record that takes its version (`If-Match`, src/contract/versions.ts): a stale
   * one answers 412 with the record as it now stands, described by `current` (its read's shape).
   */
  versioned?: { current: z.core.$ZodType };
  /**
   * A write to several records that takes their versions (`x-versioned-bulk`): the body's `ids`
   * paired with `versions` (`bulkVersionsSchema`, src/lib/versions/bulk-versions.ts); when one is
   * stale nothing is written and the 412 lists every stale record, described by `current`.
   */
  bulkVersioned?: { current: z.core.$ZodType };
  /** The ability is checked on the record too (`x-record-rule`). */
  recordRule?: RecordRule;
  /**
   * A write's `changed` events (`x-changes`): every signed-in write states it; a public one that
   * changes what signed-in users see (a sign-up) states it too, and its handler announces it.
   */
  changes?: WriteChanges | NoneBecause;
  /** How the audit log records a signed-in write (`x-audit`); every such write states it. */
  audit?: WriteAudit | NoneBecause;
  /**
   * The limits it keeps (`x-throttle`, src/contract/throttle.ts): past one, 429
   * `auth.errors.tooManyAttempts` with `Retry-After`, added to its answers and its description.
   */
  throttle?: readonly ThrottleRule[];
}

function isNone(fact: object): fact is NoneBecause {
  return 'none' in fact;
}

/** The declared fact, or undefined when there is none (not stated, or none on purpose). */
export function declared<Fact extends WriteChanges | WriteAudit>(
  fact: Fact | NoneBecause | undefined,
): Fact | undefined {
  return fact === undefined || isNone(fact) ? undefined : fact;
}

/**
 * How a filter parameter selects records: `equals` the field's value as sent; `any-case` equal
 * ignoring case; `contains` the text anywhere in the field, ignoring case; `includes` the field
 * (a list) holds the value, or one of the values when the parameter is repeated; `from` and `to`
 * an inclusive bound on the field's start of the same length as the value (a day `2026-11-03`
 * bounds an instant `2026-11-03T09:00:00Z` by its day).
 */
export type ListFilterMatch = 'equals' | 'any-case' | 'contains' | 'includes' | 'from' | 'to';

export interface ListFilter {
  /** The query parameter. */
  param: string;
  /** The record's field it filters, a dotted path (`client.country`). */
  field: string;
  match: ListFilterMatch;
}

/**
 * How a list endpoint pages, searches, filters and sorts, in the document as `x-list`, so that
 * `npm run contract` checks every list by it. Paths into the answer and into records are dotted
 * (`data.items`; `''` is the answer itself). Every rule holds for every list that states it:
 * pages are 1-based, an unknown page answers an empty page with the same total; `total` counts
 * every record that matches the search and the filters, before paging; filters and the search
 * combine with AND; texts sort as people read them (case and accents aside, numbers in them by
 * value), a record without the field last in both directions.
 */
export interface ListBehaviour {
  /** Where the page's records are in the answer. */
  items: string;
  /** The record field that names a record (default `id`). */
  id?: string;
  /** Where the count of every match is in the answer; with `paging`. */
  total?: string;
  /** The page and page-size parameters, and the largest size the list serves. */
  paging?: { page: string; perPage: string; maxPerPage: number };
  /** The free-text parameter and the fields it finds a record by (contains, any case). */
  search?: { param: string; fields: readonly string[] };
  filters?: readonly ListFilter[];
  /**
   * The sort parameters: `column` names one of `fields` (a column name to the record field it
   * orders by), `direction` is `asc` or `desc`.
   */
  sort?: { column: string; direction: string; fields: Readonly<Record<string, string>> };
}

const isList = (value: unknown): value is readonly string[] => Array.isArray(value);

/** What a paged list says of itself: where its records are, what it searches, filters and sorts. */
export interface PagedListOptions {
  items: string;
  search: readonly string[];
  filters?: readonly ListFilter[];
  /** The sort columns, each the field of its name, or mapped to the field it orders by. */
  sortColumns: readonly string[] | Readonly<Record<string, string>>;
  /** The largest page it serves: the API's (`MAX_API_PER_PAGE`) unless it says otherwise. */
  maxPerPage?: number;
}

/**
 * A list read through `createListParams` (src/lib/list/list-search.ts): `page` and `perPage`,
 * `q`, `sortColumn` and `sort`, each sort column the record field of its name.
 */
function pagedList(options: PagedListOptions): ListBehaviour {
  const { sortColumns } = options;
  return {
    items: options.items,
    total: 'total',
    paging: {
      page: 'page',
      perPage: 'perPage',
      maxPerPage: options.maxPerPage ?? MAX_API_PER_PAGE,
    },
    search: { param: 'q', fields: options.search },
    ...(options.filters && { filters: options.filters }),
    sort: {
      column: 'sortColumn',
      direction: 'sort',
      fields: isList(sortColumns)
        ? Object.fromEntries(sortColumns.map((column) => [column, column]))
        : sortColumns,
    },
  };
}

/**
 * The read of one page of a list, with the `read` ability on `subject`: `query` is its
 * `createListParams` schema, `page` the answer's, `list` how it pages, searches, filters and
 * sorts (`x-list`). Spread into the endpoint, as every list of the API is read.
 */
export function pagedListRead(
  subject: Subject,
  query: z.core.$ZodObject,
  page: z.core.$ZodType,
  list: PagedListOptions,
) {
  return {
    method: 'get',
    access: ability('read', subject),
    query,
    answers: { 200: { description: 'The page', schema: page } },
    list: pagedList(list),
  } as const;
}

/**
 * A rule on the record, not only on its type (a client changes only its own tasks): the request
 * names its record at `id` (`body:task.id`, `query:taskId`), and `records` is the operation whose
 * list holds records to try it on.
 */
export interface RecordRule {
  id: `body:${string}` | `query:${string}`;
  records: string;
}

/** The endpoints of one app, shown under one tag in the reference. */
export interface EndpointGroup {
  tag: string;
  description: string;
  endpoints: readonly Endpoint[];
}

/** An app's endpoints under one tag, in the order its record lists them. */
export function endpointGroup(
  tag: string,
  api: Readonly<Record<string, Endpoint>>,
  description: string,
): EndpointGroup {
  return { tag, description, endpoints: Object.values(api) };
}

/** The msw pattern of an endpoint: any origin, and `{id}` as msw's `:id`. */
export function mockPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `*${endpoint.path.replaceAll(/\{(\w+)\}/g, ':$1')}`;
}
