import * as z from 'zod/mini';
import { anyCasePattern, anyCaseValues } from '@/lib/list/list-search';
import { apiErrorSchema } from '@/lib/session/session-schemas';
import {
  declared,
  type Endpoint,
  type EndpointGroup,
  type ErrorStatus,
  type ListBehaviour,
  type RecordRule,
  type WriteChanges,
} from './endpoint';
import {
  createErrorKeys,
  versionedErrorKeys,
  documented,
  type DocumentedErrorKeys,
  type DocumentedGenericKeys,
  type DocumentedKey,
  genericErrorKeys,
  type MessageTexts,
} from './error-keys';
import { BODY_MEDIA_TYPE, MAX_BODY_BYTES, requestBodyRules } from './request-body';
import { TOO_MANY_ATTEMPTS_KEY } from '@/lib/http/too-many-attempts';
import { IF_MATCH_HEADER, staleVersionAnswer } from '@/lib/versions/versions';
import { staleVersionsAnswer } from '@/lib/versions/bulk-versions';
import { throttleDescription, type ThrottleRule } from './throttle';

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Record<string, string[]>[];
  'x-ability'?: { action: string; subject: string };
  'x-list'?: ListBehaviour;
  'x-record-rule'?: RecordRule;
  'x-changes'?: WriteChanges;
  'x-audit'?: { app: string };
  'x-throttle'?: ThrottleRule[];
  /** It takes `If-Match` and answers 412 to a stale version (src/contract/versions.ts). */
  'x-versioned'?: true;
  'x-versioned-bulk'?: { ids: string; versions: string };
  parameters?: (OpenApiParameter | OpenApiReference)[];
  requestBody?: {
    required: boolean;
    content: { 'application/json': { schema: JsonSchema; example?: unknown } };
  };
  responses: Record<string, OpenApiResponse>;
}

/** A pointer to a shared part of the document (`#/components/parameters/IdempotencyKey`). */
export interface OpenApiReference {
  $ref: string;
}

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  description?: string;
  required: boolean;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
  example?: unknown;
}

export interface OpenApiResponse {
  description: string;
  content?:
    | { 'application/json': { schema: JsonSchema } }
    | { 'text/event-stream': { schema: JsonSchema } };
  /** An error answer's keys beyond the generic ones (`components.x-error-keys`). */
  'x-error-keys'?: DocumentedErrorKeys;
  headers?: Record<string, { description: string; required: boolean; schema: JsonSchema }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<Endpoint['method'], OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters?: Record<string, OpenApiParameter>;
    securitySchemes: Record<string, Record<string, string>>;
    /** The error keys any operation may answer, by status. */
    'x-error-keys'?: DocumentedGenericKeys;
    /** What every request body keeps (src/contract/request-body.ts). */
    'x-request-body'?: RequestBodyRules;
  };
}

/** The cap and the media type of every request body, for tools: `components.x-request-body`. */
export interface RequestBodyRules {
  maxBytes: number;
  mediaType: string;
  description: string;
}

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
}

const ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/**
 * The header every create reads (`creates: true`), described once and referred to by each: the
 * same key from the same account to the same method and path within the window answers the
 * first result (the mock's idempotency module keeps the answers).
 */
export const idempotencyKeyParameter: OpenApiParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: [
    'One key per intent to create (a UUID), sent again unchanged when the same request is',
    'retried. A request with a key the same account already sent to the same method and path',
    'in the last 10 minutes creates nothing: it answers the first result (same status and body,',
    'with `Idempotent-Replayed: true`); one that arrives while the first still runs waits for it.',
    'The same key with another body is refused: 422 `errors.idempotencyKeyReused`. Only a',
    'success is kept, so a refused request may be corrected and sent again with its key. An',
    'empty key or one longer than 255 characters is a 400 `errors.idempotencyKeyInvalid`.',
  ].join(' '),
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: '4f9c2a53-8d0e-4f55-9a57-0c3a1d7e6b21',
};

/**
 * The header a versioned write reads (`versioned`, src/contract/versions.ts), described once and
 * referred to by each.
 */
export const ifMatchParameter: OpenApiParameter = {
  name: IF_MATCH_HEADER,
  in: 'header',
  required: false,
  description: [
    'The version of the record the change was made from, as an entity tag: `"3"` (the',
    "record's `version`). When the record has changed since, nothing is written: 412",
    '`errors.versionStale` with the record as it now stands (`current`), who changed it',
    '(`changedBy`, `params.name`) and when (`changedAt`), so the client can show both and let',
    'the user choose. Without the header (or with `*`) the write goes through whatever the',
    'version. Any other value is a 400 `errors.versionInvalid`.',
  ].join(' '),
  schema: { type: 'string', pattern: '^("[1-9][0-9]*"|\\*)$' },
  example: '"3"',
};

/** A throttled answer's header: the whole seconds to wait before the next attempt. */
const RETRY_AFTER_HEADER: NonNullable<OpenApiResponse['headers']> = {
  'Retry-After': {
    description: 'The seconds to wait before trying again (RFC 9110), as `params.retryAfter`.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
};

const IDEMPOTENCY_KEY_REF: OpenApiReference = {
  $ref: '#/components/parameters/IdempotencyKey',
};

/** What every bulk write that takes versions (`bulkVersioned`) adds to its description. */
const BULK_VERSIONS_DESCRIPTION = [
  '**Versions** (`x-versioned-bulk`): `versions`, optional, pairs each of `ids` in order with the',
  "version of the record the change was made from (the records' `version`, as the list showed",
  'them). When one record has changed since, nothing is written: 412 `errors.versionStale`, with',
  '`params.count` and `stale`, each changed record with its `id`, `current` (as it now stands),',
  '`changedBy` and `changedAt`. A `versions` list of another length than `ids` is a 400',
  '`errors.versionInvalid`. Without `versions` the write goes through whatever the versions.',
].join(' ');

const BULK_STALE_DESCRIPTION =
  'A record changed since the version `versions` names for it: nothing was written; `stale` lists every such record.';

const IF_MATCH_REF: OpenApiReference = { $ref: '#/components/parameters/IfMatch' };

const ERROR_DESCRIPTIONS: Record<ErrorStatus | '5XX', string> = {
  400: 'Invalid input: `errors` maps each field to its messages (i18n keys).',
  401: 'No access token, or one that is invalid or expired: refresh once, then sign in again.',
  403: 'The signed-in user may not do this (`message`: `Cannot execute {action} on {subject}`).',
  404: 'No such record, or one the user may not see.',
  409: 'The request conflicts with the data (a duplicate, a record in use, a state that forbids it).',
  412: 'The record changed since the version `If-Match` names: nothing was written.',
  413: `The body is larger than ${MAX_BODY_BYTES} bytes (\`components.x-request-body\`).`,
  415: `The body is not JSON: send \`Content-Type: ${BODY_MEDIA_TYPE}\`.`,
  422: 'The request is well formed but cannot be applied.',
  429: 'Too many attempts: wait the seconds `Retry-After` says (also `params.retryAfter`), then try again.',
  '5XX': 'The server failed (the mock answers one on purpose through its control API).',
};

/** One of `values` in any case: `paid`, `Paid`, `PAID`. */
function anyCaseSchema(values: readonly string[]): JsonSchema {
  return {
    type: 'string',
    pattern: anyCasePattern(values),
    examples: [...values],
    description: `One of ${values.map((value) => `\`${value}\``).join(', ')}, in any case.`,
  };
}

/**
 * The JSON Schema of a zod schema: requests as the server reads them (`input`: what it accepts,
 * defaults optional), answers as the server writes them (`output`: every field it sends, no other).
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // A transform's output cannot be written as JSON Schema; its input can, and is what is sent.
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // `z.int()` bounds every integer by the safe range: true of any JSON number, and noise.
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
      const values = io === 'input' ? anyCaseValues.get(zodSchema) : undefined;
      if (!values) return;
      delete jsonSchema.enum;
      Object.assign(jsonSchema, anyCaseSchema(values));
    },
  }) as JsonSchema;
  // `#/$defs/…` would point at the document's root once embedded: shared parts must be inlined.
  if ('$defs' in rest) throw new Error('a contract schema must not be recursive (it has $defs)');
  return rest;
}

function errorAnswer(status: ErrorStatus | '5XX'): OpenApiResponse {
  return {
    description: ERROR_DESCRIPTIONS[status],
    content: { 'application/json': { schema: ERROR_REF } },
  };
}

function parametersOf(endpoint: Endpoint): OpenApiParameter[] {
  const parameters: OpenApiParameter[] = [];
  const add = (where: 'query' | 'path', shape: z.core.$ZodObject | undefined) => {
    if (!shape) return;
    const schema = jsonSchemaOf(shape, 'input');
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema.required ?? []) as string[]);
    const example = where === 'query' ? endpoint.example?.query : endpoint.example?.path;
    for (const [name, property] of Object.entries(properties)) {
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        schema: property,
        ...(where === 'query' && { style: 'form', explode: true }),
        ...(example && Object.hasOwn(example, name) && { example: example[name] }),
      });
    }
  };
  add('path', endpoint.pathParams);
  add('query', endpoint.query);
  return parameters;
}

function operationOf(endpoint: Endpoint, tag: string, texts: MessageTexts): OpenApiOperation {
  const { access } = endpoint;
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, answer] of Object.entries(endpoint.answers)) {
    responses[status] = {
      description: answer.description,
      ...(answer.schema && {
        content: { 'application/json': { schema: jsonSchemaOf(answer.schema, 'output') } },
      }),
      ...(answer.stream && {
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      }),
    };
  }
  const errors = new Set<ErrorStatus>(endpoint.errors ?? []);
  // A body may be sent to any write, described or not: the cap and the media type hold for all.
  if (endpoint.method !== 'get') for (const status of [413, 415] as const) errors.add(status);
  if (endpoint.creates) errors.add(422);
  if (access.kind !== 'public') errors.add(401);
  if (access.kind === 'ability') errors.add(403);
  if (endpoint.throttle) errors.add(429);
  if (endpoint.versioned || endpoint.bulkVersioned) errors.add(400).add(412);
  assertErrorKeyStatuses(endpoint, errors);
  for (const status of [...errors].toSorted((a, b) => a - b)) {
    responses[status] = { ...errorAnswer(status), ...errorKeysAnswer(endpoint, status, texts) };
  }
  const throttled = responses[429];
  if (endpoint.throttle && throttled)
    responses[429] = { ...throttled, headers: RETRY_AFTER_HEADER };
  if (endpoint.versioned) {
    responses[412] = {
      ...responses[412],
      description: ERROR_DESCRIPTIONS[412],
      content: {
        'application/json': {
          schema: jsonSchemaOf(staleVersionAnswer(endpoint.versioned.current), 'output'),
        },
      },
    };
  }
  if (endpoint.bulkVersioned) {
    const bulk = jsonSchemaOf(staleVersionsAnswer(endpoint.bulkVersioned.current), 'output');
    // A write of one record or several (the invoices' delete) answers either 412.
    const one = endpoint.versioned
      ? jsonSchemaOf(staleVersionAnswer(endpoint.versioned.current), 'output')
      : undefined;
    responses[412] = {
      ...responses[412],
      description: one
        ? `${ERROR_DESCRIPTIONS[412]} With several ids: ${BULK_STALE_DESCRIPTION}`
        : BULK_STALE_DESCRIPTION,
      content: { 'application/json': { schema: one ? { oneOf: [one, bulk] } : bulk } },
    };
  }
  responses['5XX'] = errorAnswer('5XX');

  const changes = declared(endpoint.changes);
  const audit = declared(endpoint.audit);
  const description = [
    endpoint.description,
    endpoint.throttle && throttleDescription(endpoint.throttle),
    endpoint.bulkVersioned && BULK_VERSIONS_DESCRIPTION,
  ]
    .filter(Boolean)
    .join('\n\n');
  const parameters: OpenApiOperation['parameters'] = [
    ...parametersOf(endpoint),
    ...(endpoint.creates ? [IDEMPOTENCY_KEY_REF] : []),
    ...(endpoint.versioned ? [IF_MATCH_REF] : []),
  ];
  return {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(description && { description }),
    tags: [tag],
    security: access.kind === 'public' ? [] : [{ bearerAuth: [] }],
    ...(access.kind === 'ability' && {
      'x-ability': { action: access.action, subject: access.subject },
    }),
    ...(endpoint.list && { 'x-list': endpoint.list }),
    ...(endpoint.recordRule && { 'x-record-rule': endpoint.recordRule }),
    ...(endpoint.versioned && { 'x-versioned': true }),
    ...(endpoint.bulkVersioned && { 'x-versioned-bulk': { ids: 'ids', versions: 'versions' } }),
    ...(changes && { 'x-changes': changes }),
    // The tables the mock compares are its own business; the entries' app is the log's.
    ...(audit && { 'x-audit': { app: audit.app } }),
    ...(endpoint.throttle && { 'x-throttle': [...endpoint.throttle] }),
    ...(parameters.length > 0 && { parameters }),
    ...(endpoint.body && {
      requestBody: {
        required: !endpoint.bodyOptional,
        content: {
          'application/json': {
            schema: jsonSchemaOf(endpoint.body, 'input'),
            ...(endpoint.example?.body !== undefined && { example: endpoint.example.body }),
          },
        },
      },
    }),
    responses,
  };
}

/** The OpenAPI 3.1 document of `groups`, generated: never edit the JSON it is written to. */
export function buildOpenApiDocument(
  info: DocumentInfo,
  groups: readonly EndpointGroup[],
  /** The English texts of the error keys (public/locales/en.json). */
  texts: MessageTexts,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const ids = new Set<string>();
  let creates = false;
  let versioned = false;
  for (const group of groups) {
    for (const endpoint of group.endpoints) {
      if (ids.has(endpoint.id)) throw new Error(`two endpoints are called ${endpoint.id}`);
      ids.add(endpoint.id);
      creates ||= endpoint.creates === true;
      versioned ||= endpoint.versioned !== undefined;
      const item = (paths[endpoint.path] ??= {});
      if (item[endpoint.method]) {
        throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path} is described twice`);
      }
      item[endpoint.method] = operationOf(endpoint, group.tag, texts);
    }
  }
  return {
    openapi: '3.1.0',
    info,
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: groups.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
      ...((creates || versioned) && {
        parameters: {
          ...(creates && { IdempotencyKey: idempotencyKeyParameter }),
          ...(versioned && { IfMatch: ifMatchParameter }),
        },
      }),
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      'x-error-keys': genericKeysOf(texts),
      'x-request-body': {
        maxBytes: MAX_BODY_BYTES,
        mediaType: BODY_MEDIA_TYPE,
        description: requestBodyRules(),
      },
    },
  };
}

/** Keys and texts as a response's description shows them: `key` (“text”). */
const keysInWords = (keys: readonly DocumentedKey[]) =>
  keys.map(({ key, text }) => `\`${key}\` (“${text}”)`).join(', ');

/**
 * What an error response adds for `endpoint`'s own keys at `status` (its record's `errorKeys`,
 * and a create's idempotency keys): `x-error-keys`, for tools and the contract check, and the same
 * in the description, for readers of the rendered reference.
 */
function errorKeysAnswer(
  endpoint: Endpoint,
  status: ErrorStatus,
  texts: MessageTexts,
): Pick<OpenApiResponse, 'description' | 'x-error-keys'> | Record<string, never> {
  const own = endpoint.errorKeys?.[status];
  const fromCreate = endpoint.creates ? createErrorKeys[status] : undefined;
  const fromVersion =
    endpoint.versioned || endpoint.bulkVersioned ? versionedErrorKeys[status] : undefined;
  const fromThrottle = endpoint.throttle && status === 429 ? [TOO_MANY_ATTEMPTS_KEY] : [];
  const messageKeys = [
    ...(own?.messages ?? []),
    ...(fromCreate?.messages ?? []),
    ...(fromVersion?.messages ?? []),
    ...fromThrottle,
  ];
  const fields = Object.entries(own?.fields ?? {});
  if (messageKeys.length === 0 && fields.length === 0) return {};
  const keys: DocumentedErrorKeys = {
    ...(messageKeys.length > 0 && { messages: documented(messageKeys, texts) }),
    ...(fields.length > 0 && {
      fields: Object.fromEntries(fields.map(([field, list]) => [field, documented(list, texts)])),
    }),
  };
  const words = [
    ...(keys.messages ? [`\`message\`: ${keysInWords(keys.messages)}.`] : []),
    ...Object.entries(keys.fields ?? {}).map(
      ([field, list]) => `On \`${field}\`: ${keysInWords(list)}.`,
    ),
  ];
  return {
    description: [ERROR_DESCRIPTIONS[status], 'Beyond the generic keys:', ...words].join(' '),
    'x-error-keys': keys,
  };
}

/** Fails on error keys recorded for a status the endpoint does not answer. */
function assertErrorKeyStatuses(endpoint: Endpoint, statuses: ReadonlySet<ErrorStatus>): void {
  for (const status of Object.keys(endpoint.errorKeys ?? {})) {
    if (!statuses.has(Number(status) as ErrorStatus)) {
      throw new Error(`${endpoint.id} lists error keys for ${status}, a status it does not answer`);
    }
  }
}

/** The generic keys (`genericErrorKeys`) with their texts: `components.x-error-keys`. */
function genericKeysOf(texts: MessageTexts): DocumentedGenericKeys {
  return Object.fromEntries(
    Object.entries(genericErrorKeys).map(([status, list]) => [
      status,
      {
        messages: documented(list.messages, texts),
        ...(list.anyField && { anyField: documented(list.anyField, texts) }),
      },
    ]),
  );
}
