import { HTTPError, TimeoutError, type BeforeErrorHook } from 'ky';
import type { TFunction } from 'i18next';
import { apiErrorSchema, type ApiErrorBody } from '@/lib/session/session-schemas';
import { STALE_VERSION_KEY } from '@/lib/versions/version-tags';
import { TOO_MANY_ATTEMPTS_KEY, waitParams } from './too-many-attempts';

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

/** An error answer's whole body, as it came (a 412 says more than the error shape). */
export function apiErrorJson(error: unknown): unknown {
  return error instanceof Error ? wholeBodies.get(error) : undefined;
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
  // A bulk write's 412 counts its stale records (`params.count`): `errors.versionStale_one`… say
  // how many changed and that nothing was done, by i18next's plural forms.
  if (body) return t(body.message, { ...body.params, defaultValue: body.message });
  if (error instanceof TimeoutError) return t('common.errors.timeout');
  if (error instanceof HTTPError) {
    return t('common.errors.status', { status: error.response.status });
  }
  if (error instanceof TypeError) return t('common.errors.network');
  return t('common.errors.unexpected');
}
