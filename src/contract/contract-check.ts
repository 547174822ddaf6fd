import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { matchesField, matchesKey, type DocumentedKey } from './error-keys';
import type {
  JsonSchema,
  OpenApiDocument,
  OpenApiOperation,
  OpenApiParameter,
  OpenApiResponse,
} from './openapi-document';

/**
 * An operation's parameters with the shared ones (`$ref`) read from the document's components: what
 * a checker or a client iterates over.
 */
export function operationParameters(
  document: Pick<OpenApiDocument, 'components'>,
  operation: Pick<OpenApiOperation, 'parameters'>,
): OpenApiParameter[] {
  const shared = document.components.parameters ?? {};
  return (operation.parameters ?? []).flatMap((parameter) => {
    if (!('$ref' in parameter)) return [parameter];
    const found = shared[parameter.$ref.replace('#/components/parameters/', '')];
    return found ? [found] : [];
  });
}

/**
 * Checks requests and answers against an OpenAPI document (ours, generated from the zod schemas):
 * the mock's answers in vitest, the app's requests in the end-to-end suite, and any backend's
 * answers in `npm run contract`. Each check returns what is wrong, in words; empty means conform.
 */
export interface ContractCheck {
  /** The documented operation a method and path (relative to the API base) call, if any. */
  find(method: string, pathname: string): MatchedOperation | undefined;
  checkRequest(request: CheckedRequest): string[];
  checkAnswer(request: Pick<CheckedRequest, 'method' | 'url'>, answer: CheckedAnswer): string[];
}

export interface MatchedOperation {
  path: string;
  method: string;
  operation: OpenApiOperation;
}

export interface CheckedRequest {
  method: string;
  /** The URL, absolute or from the API base (`/apps/todo/tasks?q=a`). */
  url: string;
  /** The JSON body, parsed; undefined when none was sent. */
  body?: unknown;
}

export interface CheckedAnswer {
  status: number;
  /** The JSON body, parsed; undefined when the answer had none. */
  body?: unknown;
}

type Schema = JsonSchema;

/** Replaces `#/components/schemas/X` references by the schema they name. */
function inlineRefs(value: unknown, components: Record<string, Schema>): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, components));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    const target = Object.hasOwn(components, name) ? components[name] : undefined;
    if (!target) throw new Error(`the document has no schema ${name}`);
    return inlineRefs(target, components);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inlineRefs(item, components)]),
  );
}

function templateToPattern(template: string): RegExp {
  const escaped = template
    .split(/(\{\w+\})/)
    .map((part) =>
      /^\{\w+\}$/.test(part) ? '([^/]+)' : part.replaceAll(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${escaped}/?$`);
}

/** Whether a parameter's schema takes several values (`assignedTo=a&assignedTo=b`). */
function isArraySchema(schema: Schema): boolean {
  if (schema.type === 'array') return true;
  const alternatives = [schema.anyOf, schema.oneOf].find(Array.isArray) as Schema[] | undefined;
  return alternatives?.some(isArraySchema) ?? false;
}

/** Whether `text` is one of `keys` (or fills one of their templates). */
const among = (text: string, keys: readonly DocumentedKey[] | undefined) =>
  (keys ?? []).some(({ key }) => matchesKey(text, key));

const toUrl = (url: string) => new URL(url, 'http://contract.invalid');

function describeErrors(where: string, validate: ValidateFunction): string[] {
  return (validate.errors ?? []).slice(0, 5).map((error) => {
    const at = error.instancePath || '(root)';
    const extra =
      error.keyword === 'additionalProperties'
        ? ` (${String((error.params as { additionalProperty?: unknown }).additionalProperty)})`
        : '';
    return `${where} ${at}: ${error.message ?? error.keyword}${extra}`;
  });
}

export function createContractCheck(document: OpenApiDocument): ContractCheck {
  const components = document.components.schemas;
  const strict = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(strict);
  // Query values are text: `page=2` is checked as the number it means.
  const coercing = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true });
  addFormats(coercing);

  const compiled = new Map<string, ValidateFunction>();
  const compile = (ajv: Ajv2020, key: string, schema: Schema): ValidateFunction => {
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(inlineRefs(schema, components) as Schema);
      compiled.set(key, validate);
    }
    return validate;
  };

  const routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      path,
      method,
      operation: operation as OpenApiOperation,
      pattern: templateToPattern(path),
    })),
  );

  const find = (method: string, pathname: string) => {
    const lower = method.toLowerCase();
    const route = routes.find(
      (candidate) => candidate.method === lower && candidate.pattern.test(pathname),
    );
    return route && { path: route.path, method: route.method, operation: route.operation };
  };

  const generic = document.components['x-error-keys'] ?? {};
  /**
   * A 4xx's `message` and field messages must be keys the document lists: the operation's own
   * (`x-error-keys` on the response) or the generic ones of its status. A 5xx's are not checked: a
   * failing server cannot promise its words.
   */
  const checkErrorKeys = (
    label: string,
    status: string,
    response: OpenApiResponse,
    body: unknown,
  ): string[] => {
    if (typeof body !== 'object' || body === null) return [];
    const { message, errors } = body as { message?: unknown; errors?: unknown };
    const shared = Object.hasOwn(generic, status) ? generic[status] : undefined;
    const own = response['x-error-keys'];
    const problems: string[] = [];
    if (typeof message === 'string' && !among(message, shared?.messages)) {
      if (!among(message, own?.messages)) {
        problems.push(`${label}: message '${message}' is not a documented key`);
      }
    }
    if (typeof errors !== 'object' || errors === null) return problems;
    for (const [field, messages] of Object.entries(errors)) {
      const fieldKeys = Object.entries(own?.fields ?? {})
        .filter(([name]) => matchesField(field, name))
        .flatMap(([, keys]) => keys);
      for (const text of Array.isArray(messages) ? messages : []) {
        if (typeof text !== 'string' || among(text, shared?.anyField)) continue;
        if (!among(text, fieldKeys)) {
          problems.push(`${label}: errors.${field} '${text}' is not a documented key`);
        }
      }
    }
    return problems;
  };

  const checkParameters = (matched: MatchedOperation, url: URL): string[] => {
    const problems: string[] = [];
    const parameters = operationParameters(document, matched.operation);
    const byName = new Map<string, OpenApiParameter>(
      parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => [parameter.name, parameter]),
    );
    const names = new Set([...url.searchParams.keys()].map((name) => name.replace(/\[\]$/, '')));
    for (const name of names) {
      const parameter = byName.get(name);
      if (!parameter) {
        problems.push(`query parameter ${name} is not documented`);
        continue;
      }
      const values = [...url.searchParams.getAll(name), ...url.searchParams.getAll(`${name}[]`)];
      const value = isArraySchema(parameter.schema) ? values : values[0];
      const validate = compile(
        coercing,
        `${matched.method} ${matched.path} ?${name}`,
        parameter.schema,
      );
      if (!validate(value)) problems.push(...describeErrors(`query parameter ${name}`, validate));
    }
    for (const parameter of parameters) {
      if (parameter.in === 'query' && parameter.required && !names.has(parameter.name)) {
        problems.push(`required query parameter ${parameter.name} is missing`);
      }
    }
    return problems;
  };

  return {
    find,
    checkRequest({ method, url, body }) {
      const parsed = toUrl(url);
      const matched = find(method, parsed.pathname);
      if (!matched) return [`${method} ${parsed.pathname} is not in the document`];
      const problems = checkParameters(matched, parsed);
      const requestBody = matched.operation.requestBody;
      if (body === undefined) {
        if (requestBody?.required) problems.push('the body is required');
      } else if (!requestBody) {
        problems.push('a body was sent to an endpoint that reads none');
      } else {
        const schema = requestBody.content['application/json'].schema;
        const validate = compile(strict, `${matched.method} ${matched.path} body`, schema);
        if (!validate(body)) problems.push(...describeErrors('body', validate));
      }
      return problems.map((problem) => `${method.toUpperCase()} ${matched.path}: ${problem}`);
    },
    checkAnswer({ method, url }, { status, body }) {
      const { pathname } = toUrl(url);
      const matched = find(method, pathname);
      if (!matched) return [`${method.toUpperCase()} ${pathname} is not in the document`];
      const label = `${method.toUpperCase()} ${matched.path} → ${status}`;
      const { responses } = matched.operation;
      const key = String(status);
      const range = `${key[0]}XX`;
      const documented = Object.hasOwn(responses, key)
        ? responses[key]
        : Object.hasOwn(responses, range)
          ? responses[range]
          : undefined;
      if (!documented) return [`${label}: this status is not documented`];
      const { content } = documented;
      // A stream of events is not one JSON body: its events are described in prose.
      if (content && 'text/event-stream' in content) return [];
      const schema =
        content && 'application/json' in content ? content['application/json'].schema : undefined;
      if (!schema)
        return body === undefined ? [] : [`${label}: the answer has a body, none is documented`];
      if (body === undefined) return [`${label}: the answer has no JSON body`];
      const validate = compile(strict, `${matched.method} ${matched.path} ${key}`, schema);
      if (!validate(body)) return describeErrors(label, validate);
      return status >= 400 && status < 500 ? checkErrorKeys(label, key, documented, body) : [];
    },
  };
}
