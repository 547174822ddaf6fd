import { HttpResponse } from 'msw';
import type { ApiErrorBody } from '../../lib/session/session-schemas.ts';

export type FieldErrors = Record<string, string[]>;

/** i18n keys of the errors every handler shares; the client translates them. */
export const errorKeys = {
  unauthorized: 'auth.errors.unauthorized',
  notFound: 'errors.notFound',
  validationFailed: 'validation.failed',
  malformedJson: 'validation.malformedJson',
} as const;

export function errorResponse(status: number, message: string, errors?: FieldErrors): Response {
  const body: ApiErrorBody = errors ? { message, errors } : { message };
  return HttpResponse.json(body, { status });
}

/** Ends the request from anywhere inside a resolver: msw answers with a thrown Response. */
export function throwHttpError(status: number, message: string, errors?: FieldErrors): never {
  throw errorResponse(status, message, errors);
}

export function throwNotFound(): never {
  throwHttpError(404, errorKeys.notFound);
}
