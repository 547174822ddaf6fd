import type { Options, ResponsePromise } from 'ky';
import type { ApiPaths } from './api-paths.gen';
import { http } from './http';
import { intentOf, sendOnce } from './idempotency';
import { IF_MATCH_HEADER, versionTag } from '@/lib/versions/version-tags';
import { noteOwnWrite } from '@/lib/versions/own-versions';
import { noteAnswerPosition } from '@/lib/events/answer-positions';
import { LIVE_POSITION_HEADER } from '@/lib/events/live-position-header';

/** What reads an answer: a zod schema (classic or mini), or anything else with a `parse`. */
export type AnswerSchema<T> = { parse: (answer: unknown) => T };

/** The methods that change something on the server. */
export type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

/**
 * A path the API contract has for `method`, as the client takes it (`apps/ecommerce/cart`, or
 * `` `apps/ecommerce/cart/${id}` `` for `/apps/ecommerce/cart/{id}`): any other path, or a path
 * with another method, is a type error. `npm run openapi` writes them from src/contract.
 */
export type ApiPath<M extends keyof ApiPaths> = ApiPaths[M];

/** A read's options: the query string (`toSearchParams(search)`) and the query's abort signal. */
export type ReadOptions = Pick<Options, 'searchParams' | 'signal'>;

/**
 * A write's options: the JSON body and the query string, as ky names them, and whether it creates.
 * `creates: true` sends an `Idempotency-Key` (`./idempotency.ts`): the same for every send of the
 * same request until one succeeds, so a double click, a retry or a form submitted again after a
 * failure creates once. Where the same body may rightly be sent twice at once (two chat messages
 * "ok"), `creates` is a name of the intent instead (`creates: sentAt`). Every endpoint the
 * contract marks `creates` is sent this way.
 */
export type WriteOptions = Pick<Options, 'json' | 'searchParams'> & {
  creates?: true | string;
  /**
   * The version of the record the change was made from, sent as `If-Match` (a versioned write,
   * src/lib/versions/versions.ts): the server refuses it with 412 when the record has changed since.
   */
  version?: number;
};

/**
 * Sends a write and reads its answer with `read` (ky's `.json()` sets `Accept` before it goes); a
 * create goes with its intent's key, which a success retires.
 */
function write<T>(
  method: WriteMethod,
  path: string,
  { creates, version, ...rest }: WriteOptions,
  read: (answer: ResponsePromise) => Promise<T>,
): Promise<T> {
  // A create that names a version (a payment on an invoice) sends both headers; `headers` is
  // this send's own (a create's key), so the version goes into it.
  const sendWith = (headers: Record<string, string> = {}) => {
    if (version !== undefined) headers[IF_MATCH_HEADER] = versionTag(version);
    return read(http[method](path, { ...rest, headers }));
  };
  if (creates === undefined) return sendWith();
  const { json, searchParams } = rest;
  const query = searchParams instanceof URLSearchParams ? String(searchParams) : searchParams;
  return sendOnce(
    intentOf(method, path, [json, query], creates === true ? undefined : creates),
    sendWith,
  );
}

/**
 * `GET path` through the app's one HTTP client, the answer parsed with `schema`: a read is one
 * statement, `getJson('apps/ecommerce/cart', cartSchema, { signal })`. The live stream's position
 * it was made at is kept with it (answer-positions.ts).
 */
export async function getJson<T>(
  path: ApiPath<'get'>,
  schema: AnswerSchema<T>,
  options: ReadOptions = {},
): Promise<T> {
  const request = http.get(path, options);
  const answer = schema.parse(await request.json());
  noteAnswerPosition(answer, (await request).headers.get(LIVE_POSITION_HEADER));
  return answer;
}

/**
 * A write whose answer has a body, parsed with `schema`:
 * `sendJson('post', 'apps/invoice/add', invoiceAnswerSchema, { json: input, creates: true })`.
 */
export async function sendJson<T, M extends WriteMethod>(
  method: M,
  path: ApiPath<M>,
  schema: AnswerSchema<T>,
  options: WriteOptions = {},
): Promise<T> {
  const record = schema.parse(await write(method, path, options, (answer) => answer.json()));
  // A versioned write's answer is a version this tab made: an open form takes it silently.
  if (options.version !== undefined) noteOwnWrite(schema, record, options.version);
  return record;
}

/**
 * A write whose answer has no body (204): resolves once the server has said yes, throws as every
 * call does when it says no. `send('delete', 'apps/users/delete', { searchParams: { id } })`.
 */
export async function send<M extends WriteMethod>(
  method: M,
  path: ApiPath<M>,
  options: WriteOptions = {},
): Promise<void> {
  await write(method, path, options, async (answer) => {
    await answer;
  });
}
