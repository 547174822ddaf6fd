import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '@/lib/session/session-schemas';

export type FieldErrors = Record<string, string[]>;

/** i18n keys of the errors every handler shares; the client translates them. */
export const errorKeys = {
  unauthorized: 'auth.errors.unauthorized',
  notFound: 'errors.notFound',
  validationFailed: 'validation.failed',
  malformedJson: 'validation.malformedJson',
} as const;

/** Values of the placeholders in an error's message (`{ count: 3 }`). */
export type MessageParams = Record<string, string | number>;

export function errorResponse(
  status: number,
  message: string,
  errors?: FieldErrors,
  params?: MessageParams,
): Response {
  const body: ApiErrorBody = { message, ...(errors && { errors }), ...(params && { params }) };
  return HttpResponse.json(body, { status });
}

/** Ends the request from anywhere inside a resolver: msw answers with a thrown Response. */
export function throwHttpError(
  status: number,
  message: string,
  errors?: FieldErrors,
  params?: MessageParams,
): never {
  throw errorResponse(status, message, errors, params);
}

export function throwNotFound(): never {
  throwHttpError(404, errorKeys.notFound);
}
