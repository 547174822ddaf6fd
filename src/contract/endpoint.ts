import type * as z from 'zod/mini';
// Relative imports with `.ts`: the mock API and the build scripts load this module, and neither
// Vite's config loader nor its module runner resolves `@/` or a path without its extension.
import type { Action, Subject } from '../lib/ability/ability-schemas.ts';
import type { EndpointErrorKeys } from './error-keys.ts';

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
 * A success answer: a JSON body described by `schema`, no body (204), or a stream of server-sent
 * events (`stream`: `text/event-stream`, the events described in `description`).
 */
export interface SuccessAnswer {
  description: string;
  schema?: z.core.$ZodType;
  stream?: true;
}

/** Error statuses an endpoint may answer with the shared error body (401 and 403 follow access). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429;

/** A request the seeded database answers, for the document's examples and the conformance run. */
export interface EndpointExample {
  query?: Record<string, string | readonly string[]>;
  path?: Record<string, string>;
  body?: unknown;
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
