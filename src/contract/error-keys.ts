import type { ErrorStatus } from './endpoint';
import { bodyErrorKeys } from './request-body';

/**
 * The keys one error status of an endpoint may carry: its top-level `message`s and, by field, the
 * field messages of `errors`. A field name is the body's (`email`, `items.0.cost`); `*` stands for
 * any one segment (`items.*.cost`). A message may be a template whose `{placeholders}` the server
 * fills (`Cannot execute {action} on {subject}`).
 */
export interface ErrorKeyList {
  messages?: readonly string[];
  fields?: Readonly<Record<string, readonly string[]>>;
}

/** An endpoint's own error keys, by status: what it may answer beyond the generic ones. */
export type EndpointErrorKeys = Partial<Record<ErrorStatus, ErrorKeyList>>;

/** The generic keys of a status: its messages, and the field messages any field may carry. */
export interface GenericErrorKeyList {
  messages: readonly string[];
  anyField?: readonly string[];
}

/**
 * The keys any endpoint may answer, listed once in the document (`components.x-error-keys`)
 * rather than on each operation: the body's validation (every rule a form or a schema checks
 * has a `validation.*` key, on the field it is about), the access checks, a missing record, and
 * a body too large or not JSON (src/contract/request-body.ts).
 */
export const genericErrorKeys: Partial<Record<ErrorStatus, GenericErrorKeyList>> = {
  400: {
    messages: ['validation.failed', 'validation.malformedJson'],
    anyField: [
      'validation.required',
      'validation.invalid',
      'validation.invalidType',
      'validation.invalidOption',
      'validation.unknownField',
      'validation.format',
      'validation.email',
      'validation.url',
      'validation.date',
      'validation.number',
      'validation.tooShort',
      'validation.tooLong',
      'validation.tooSmall',
      'validation.tooBig',
      'validation.tooFew',
      'validation.tooMany',
      'validation.usernameChars',
      'validation.usernameLength',
    ],
  },
  401: { messages: ['auth.errors.unauthorized'] },
  // Not a key: CASL's own sentence, with the action and the subject the endpoint names.
  403: { messages: ['Cannot execute {action} on {subject}'] },
  404: { messages: ['errors.notFound'] },
  413: { messages: [bodyErrorKeys.tooLarge] },
  415: { messages: [bodyErrorKeys.notJson] },
};

/** The keys every create adds (`creates: true`): its `Idempotency-Key` header's. */
export const createErrorKeys: EndpointErrorKeys = {
  400: { messages: ['errors.idempotencyKeyInvalid'] },
  422: { messages: ['errors.idempotencyKeyReused'] },
};

/** The keys every versioned write adds (`versioned`): its `If-Match` header's. */
export const versionedErrorKeys: EndpointErrorKeys = {
  400: { messages: ['errors.versionInvalid'] },
  412: { messages: ['errors.versionStale'] },
};

/** One key as the document shows it: the key and its English text (`{{param}}` placeholders kept). */
export interface DocumentedKey {
  key: string;
  text: string;
}

/** An error response's `x-error-keys`. */
export interface DocumentedErrorKeys {
  messages?: DocumentedKey[];
  fields?: Record<string, DocumentedKey[]>;
}

/** The document's `components.x-error-keys`: the generic keys, by status. */
export type DocumentedGenericKeys = Record<
  string,
  { messages: DocumentedKey[]; anyField?: DocumentedKey[] }
>;

/** A flat dictionary of English texts (public/locales/en.json). */
export type MessageTexts = Readonly<Record<string, string>>;

// A CASL sentence or any text with spaces is not a key: it is shown as it is.
const I18N_KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/**
 * The English text of `key`: its own, or its plural forms' (`roles.errors.inUse_one` and
 * `_other`, joined). A key with no text is an error: the document would promise a message the
 * client cannot show.
 */
export function textOf(key: string, texts: MessageTexts): string {
  if (!I18N_KEY.test(key)) return key;
  if (Object.hasOwn(texts, key)) return texts[key] ?? key;
  const plural = ['one', 'other']
    .map((form) => `${key}_${form}`)
    .filter((name) => Object.hasOwn(texts, name))
    .map((name) => texts[name] ?? name);
  if (plural.length === 0) throw new Error(`the error key ${key} has no English text`);
  return plural.join(' / ');
}

export const documented = (keys: readonly string[], texts: MessageTexts): DocumentedKey[] =>
  keys.map((key) => ({ key, text: textOf(key, texts) }));

function escapeRegExp(text: string): string {
  return text.replaceAll(/[.*+?^$()|[\]\\{}]/g, '\\$&');
}

/** Whether `message` is `key`, or fills the template `key` (`{name}` stands for any text). */
export function matchesKey(message: string, key: string): boolean {
  if (!key.includes('{')) return message === key;
  const pattern = key
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? '.+' : escapeRegExp(part)))
    .join('');
  return new RegExp(`^${pattern}$`).test(message);
}

/** Whether a field name matches a documented one (`*` is any one segment). */
export function matchesField(field: string, documentedField: string): boolean {
  if (!documentedField.includes('*')) return field === documentedField;
  const pattern = documentedField
    .split('.')
    .map((part) => (part === '*' ? '[^.]+' : escapeRegExp(part)))
    .join('\\.');
  return new RegExp(`^${pattern}$`).test(field);
}

/**
 * The keys of an error about one field whose key is both the answer's `message` and that field's
 * error (a name already taken, a quantity over the stock): written once, so the two cannot drift.
 */
export const fieldErrorKeys = (field: string, key: string): ErrorKeyList => ({
  messages: [key],
  fields: { [field]: [key] },
});
