import type { Options } from 'ky';
import { http } from './http';

/** What reads an answer: a zod schema (classic or mini), or anything else with a `parse`. */
export type AnswerSchema<T> = { parse: (answer: unknown) => T };

/** The methods that change something on the server. */
export type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/** A read's options: the query string (`toSearchParams(search)`) and the query's abort signal. */
export type ReadOptions = Pick<Options, 'searchParams' | 'signal'>;

/** A write's options: the JSON body and the query string, as ky names them. */
export type WriteOptions = Pick<Options, 'json' | 'searchParams'>;

/**
 * `GET path` through the app's one HTTP client, the answer parsed with `schema`: a read is one
 * statement, `getJson('apps/ecommerce/cart', cartSchema, { signal })`.
 */
export async function getJson<T>(
  path: string,
  schema: AnswerSchema<T>,
  options: ReadOptions = {},
): Promise<T> {
  return schema.parse(await http.get(path, options).json());
}

/**
 * A write whose answer has a body, parsed with `schema`:
 * `sendJson('post', 'apps/invoice/add', invoiceAnswerSchema, { json: input })`.
 */
export async function sendJson<T>(
  method: WriteMethod,
  path: string,
  schema: AnswerSchema<T>,
  options: WriteOptions = {},
): Promise<T> {
  return schema.parse(await http[method](path, options).json());
}

/**
 * A write whose answer has no body (204): resolves once the server has said yes, throws as every
 * call does when it says no. `send('delete', 'apps/users/delete', { searchParams: { id } })`.
 */
export async function send(
  method: WriteMethod,
  path: string,
  options: WriteOptions = {},
): Promise<void> {
  await http[method](path, options);
}
