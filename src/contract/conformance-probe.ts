import type { OpenApiDocument, OpenApiOperation } from './openapi-document';

/** What a backend answered: its status and its JSON body (text when it is not JSON). */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Headers;
}

/** How the conformance checks reach a backend and report what they found. */
export interface Probe {
  /** One request; `token: null` sends none, undefined the signed-in account's. */
  call(
    method: string,
    url: string,
    init?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** One check's result: no problems means it passed. */
  record(endpoint: string, check: string, problems: readonly string[]): void;
  /** What is wrong with an answer by the document: an undocumented status, body or key. */
  problemsOf(method: string, url: string, answer: Answer): string[];
}

export interface Operation {
  path: string;
  method: string;
  operation: OpenApiOperation;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path,
      method,
      operation: operation as OpenApiOperation,
    })),
  );
}

/** `GET /api/users/list/data`: how a check names the operation it is about. */
export const operationName = ({ method, path }: Pick<Operation, 'method' | 'path'>) =>
  `${method.toUpperCase()} ${path}`;

/** `a.b.0.c` (or `$.a.b`) read from a value through own properties; undefined when not there. */
export function pick(value: unknown, pointer: string): unknown {
  let current = value;
  for (const part of pointer
    .replace(/^\$\.?/, '')
    .split('.')
    .filter(Boolean)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** "answered 403 (Cannot execute …)": a status with the error's message when there is one. */
export function describeAnswer(answer: Answer): string {
  const message =
    typeof answer.body === 'object' && answer.body !== null && 'message' in answer.body
      ? ` (${String(answer.body.message)})`
      : '';
  return `answered ${answer.status}${message}`;
}

/** An operation's example request as a URL path with its query string; null when it has none. */
export function exampleUrl({ path, operation }: Operation): string | null {
  const query = new URLSearchParams();
  let url = path;
  // A shared parameter (`$ref`: the creates' Idempotency-Key) is a header, never in the URL.
  for (const parameter of operation.parameters ?? []) {
    if ('$ref' in parameter) continue;
    const value = parameter.example;
    if (value === undefined) {
      if (parameter.required) return null;
      continue;
    }
    if (parameter.in === 'path') {
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else {
      for (const item of Array.isArray(value) ? value : [value])
        query.append(parameter.name, String(item));
    }
  }
  return query.size > 0 ? `${url}?${query}` : url;
}

/** The example's URL with only its path filled: a list's base, which the checks add to. */
export function examplePath(operation: Operation): string | null {
  const url = exampleUrl(operation);
  return url === null ? null : (url.split('?')[0] ?? url);
}

/** The operation's example body, if the document gives one. */
export function exampleBody(operation: Operation): unknown {
  return operation.operation.requestBody?.content['application/json'].example;
}
