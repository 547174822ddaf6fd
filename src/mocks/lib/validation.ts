import * as z from 'zod/mini';
import { idPath, idQuery } from '@/lib/api-fields/api-fields';
import { fromSearchParams } from '@/lib/list/list-search';
import { errorKeys, throwHttpError, throwNotFound, type FieldErrors } from './http-errors';
import { getPath } from './list-operations';

/** Field used for issues about the body as a whole (e.g. not an object). */
export const ROOT_FIELD = '_root';

const REQUIRED = 'validation.required';
// A message that already is an i18n key (set with `{ error: 'x.y' }` in a schema) wins.
const I18N_KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

function issueKey(issue: z.core.$ZodIssue, input: unknown): string {
  if (I18N_KEY.test(issue.message)) return issue.message;
  const value = getPath(input, pathOf(issue));
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined || value === null ? REQUIRED : 'validation.invalidType';
    case 'too_small':
      if (issue.origin === 'string') return issue.minimum === 1 ? REQUIRED : 'validation.tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooFew';
      return 'validation.tooSmall';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooMany';
      return 'validation.tooBig';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'url') return 'validation.url';
      if (issue.format === 'datetime' || issue.format === 'date') return 'validation.date';
      return 'validation.format';
    case 'invalid_value':
      return 'validation.invalidOption';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
}

/** Turns zod issues into `{ field: [i18n keys] }`; a required field reports only that. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    const list = (errors[field] ??= []);
    if (list.includes(REQUIRED)) return;
    if (key === REQUIRED) list.splice(0, list.length, key);
    else if (!list.includes(key)) list.push(key);
  };
  for (const issue of issues) {
    const key = issueKey(issue, input);
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length > 0 ? `${pathOf(issue)}.` : '';
      for (const name of issue.keys) add(`${prefix}${name}`, key);
      continue;
    }
    add(issue.path.length > 0 ? pathOf(issue) : ROOT_FIELD, key);
  }
  return errors;
}

/** Parses and validates a value, or throws a 400 with field errors. */
export function validate<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  // Any zod schema: the apps' `zod/mini` ones and the mock's own classic ones.
  const result = z.safeParse(schema, input);
  if (!result.success) {
    throwHttpError(400, errorKeys.validationFailed, toFieldErrors(result.error.issues, input));
  }
  return result.data;
}

/**
 * Reads a JSON body and validates it. An empty body counts as `{}`, so missing fields are
 * reported one by one; malformed JSON is a 400 of its own.
 */
export async function parseBody<Schema extends z.core.$ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await request.text();
  let input: unknown = {};
  if (text.trim() !== '') {
    try {
      input = JSON.parse(text);
    } catch {
      throwHttpError(400, errorKeys.malformedJson);
    }
  }
  return validate(schema, input);
}

/** The record's own top-level field an error path names: `tags.1` and `assignee.id` are `tags` and `assignee`. */
export const topLevelField = (path: string): string => path.split('.')[0] ?? path;

/**
 * Validates the record a body wraps in `key` (the `task` of `{ task }`). Errors go by the
 * record's own fields as `fieldOf` names them (by default its top-level ones: `title`, not
 * `task.title` nor `attachments.0.size`), which is how the client's forms name them; an error
 * about the record as a whole (missing, not an object) goes on `key`.
 */
export function validateEnveloped<Schema extends z.core.$ZodType>(
  schema: Schema,
  record: unknown,
  key: string,
  fieldOf: (path: string) => string = topLevelField,
): z.output<Schema> {
  const result = z.safeParse(schema, record);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const [path, keys] of Object.entries(toFieldErrors(result.error.issues, record))) {
    const list = (errors[path === ROOT_FIELD ? key : fieldOf(path)] ??= []);
    for (const message of keys) if (!list.includes(message)) list.push(message);
  }
  throwHttpError(400, errorKeys.validationFailed, errors);
}

/**
 * The unvalidated record of a body that wraps it in `key` (`{ data }`): a 400 when the body is
 * malformed JSON or not an object, or on `key` when it has none. For a handler that picks the
 * record's schema by its content, then validates it with `validateEnveloped`.
 */
export async function readEnvelopeContent(request: Request, key: string): Promise<unknown> {
  return (await parseBody(request, z.object({ [key]: z.unknown() })))[key];
}

/**
 * Reads a body that wraps its record in `key` (`{ task: {...} }`, `{ event }`, `{ obj }`,
 * `{ data }`) and validates the record with the contract's body schema's own field: a 400 with
 * errors by the record's fields (`validateEnveloped`) when it does not pass.
 */
export async function readEnvelope<Key extends string, Shape extends Record<Key, z.core.$ZodType>>(
  request: Request,
  key: Key,
  body: z.ZodMiniObject<Shape>,
  fieldOf?: (path: string) => string,
): Promise<z.output<Shape[Key]>> {
  return validateEnveloped(body.shape[key], await readEnvelopeContent(request, key), key, fieldOf);
}

/** A record id from the path (`/orders/{id}`), or a 404 for anything else. */
export function pathId(params: Record<string, unknown>): number {
  const parsed = idPath.safeParse(params);
  if (!parsed.success) throwNotFound();
  return parsed.data.id;
}

/** A record id from the query string (`?id=3`), or undefined when missing or malformed. */
export function queryId(request: Request): number | undefined {
  return z.parse(idQuery, fromSearchParams(new URL(request.url).searchParams)).id;
}

/**
 * The id of a DELETE: `?id=3` (read with `query`), else `{ "id": 3 }` in the body (read with
 * `body`, a 400 when malformed). Undefined when neither is sent: the caller's 404, as for an
 * unknown id.
 */
export async function idFromQueryOrBody(
  request: Request,
  query: z.ZodMiniType<{ id?: number | undefined }>,
  body: z.ZodMiniType<{ id: number }>,
): Promise<number | undefined> {
  const fromQuery = z.parse(query, fromSearchParams(new URL(request.url).searchParams)).id;
  if (fromQuery !== undefined) return fromQuery;
  if ((await request.clone().text()).trim() === '') return undefined;
  return (await parseBody(request, body)).id;
}
