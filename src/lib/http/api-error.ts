import * as z from 'zod/mini';
import { HTTPError, TimeoutError, type BeforeErrorHook } from 'ky';
import type { TFunction } from 'i18next';
import { apiErrorSchema, type ApiErrorBody } from '@/lib/session/session-schemas';
import { STALE_VERSION_KEY, staleVersionAnswer, type StaleVersion } from '@/lib/versions/versions';
import type { AnswerSchema } from './request';
import { TOO_MANY_ATTEMPTS_KEY, waitParams } from './too-many-attempts';

/** A 412's body, its record still unread. */
const staleVersionAnswerSchema = staleVersionAnswer(z.unknown());

const bodies = new WeakMap<Error, ApiErrorBody>();
/** The whole body, for the answers that say more than the error shape (a 412's `current`). */
const wholeBodies = new WeakMap<Error, unknown>();

/** ky hook: reads the API's error body once, so callers can use it synchronously. */
export const readErrorBody: BeforeErrorHook = async (error) => {
  try {
    const json: unknown = await error.response.clone().json();
    wholeBodies.set(error, json);
    const parsed = apiErrorSchema.safeParse(json);
    if (parsed.success) {
      bodies.set(error, parsed.data);
      error.message = parsed.data.message;
    }
  } catch {
    // Not JSON: the status text is all there is.
  }
  return error;
};

export function apiErrorBody(error: unknown): ApiErrorBody | null {
  return error instanceof Error ? (bodies.get(error) ?? null) : null;
}

/**
 * A versioned write refused because the record changed since (412, src/lib/versions/versions.ts):
 * the record as it now stands (read with `record`), who changed it and when; null for any other
 * failure, or a 412 whose record this client cannot read.
 */
export function staleVersionOf<Record>(
  error: unknown,
  record: AnswerSchema<Record>,
): StaleVersion<Record> | null {
  if (!(error instanceof HTTPError) || error.response.status !== 412) return null;
  const answer = staleVersionAnswerSchema.safeParse(wholeBodies.get(error));
  if (!answer.success) return null;
  try {
    return { ...answer.data, current: record.parse(answer.data.current) };
  } catch {
    return null;
  }
}

export function httpStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/** Field errors sent by the API (`errors: { field: [message] }`), first message per field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const errors = apiErrorBody(error)?.errors ?? {};
  // fromEntries defines own properties: a field the server names `__proto__` stays a name.
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) =>
      messages[0] ? [[field, messages[0]]] : [],
    ),
  );
}

/**
 * A sentence for the user. The API sends i18n keys where it can (`validation.required`); a real
 * backend's plain text is shown as it is.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  const body = apiErrorBody(error);
  // Throttled: how long to wait, in the reader's words, whoever's backend said it.
  const wait =
    error instanceof HTTPError &&
    error.response.status === 429 &&
    (!body || body.message === TOO_MANY_ATTEMPTS_KEY) &&
    waitParams(body?.params?.retryAfter, error.response.headers.get('retry-after'));
  if (wait) return t(TOO_MANY_ATTEMPTS_KEY, wait);
  // A change refused because someone changed the record meanwhile: by whom, when the server says.
  if (body?.message === STALE_VERSION_KEY && body.params?.name !== undefined) {
    return t('errors.versionStaleBy', { name: body.params.name });
  }
  if (body) return t(body.message, { ...body.params, defaultValue: body.message });
  if (error instanceof TimeoutError) return t('common.errors.timeout');
  if (error instanceof HTTPError) {
    return t('common.errors.status', { status: error.response.status });
  }
  if (error instanceof TypeError) return t('common.errors.network');
  return t('common.errors.unexpected');
}
