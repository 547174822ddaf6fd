import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { httpStatus } from '@/lib/http/api-error';

/**
 * A record id from a route's path (`/apps/users/42`): digits only, 1 to 999 999 999. Anything
 * else (`/apps/users/abc`, `0`, `1e3`) is a record that does not exist, so the route shows its
 * not-found component rather than an application error.
 */
export function parseRouteId(text: string): number {
  const id = Number(text);
  if (!/^\d{1,9}$/.test(text) || id < 1) throw notFound();
  return id;
}

/** A route's `params` option for one numeric id named `name` (`params: idParam('userId')`). */
export function idParam<Name extends string>(name: Name) {
  return {
    parse: (params: Record<Name, string>) =>
      ({ [name]: parseRouteId(params[name]) }) as Record<Name, number>,
    stringify: (params: Record<Name, number>) =>
      ({ [name]: String(params[name]) }) as Record<Name, string>,
  };
}

/**
 * A detail route's loader: fills the cache with the record the page reads (with
 * `useSuspenseQuery` or its own query), and turns the API's 404 into the route's not-found
 * component. Another user's record is a 404 too: it is not the caller's to see.
 *
 * Any other failure goes, with `otherErrors: 'route'` (the default), to the route's error
 * component (`RouteError`, with Retry); with `'page'`, to the page, whose own query holds the
 * error and says it where the record would be, with Retry.
 *
 * Answers the loader data the breadcrumbs read: `crumb`, the record's name (`crumb(record)`,
 * e.g. the product's name, an invoice's number), shown after its menu page (Shop › the product).
 */
export async function ensureOrNotFound<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<Data, Error, Data, Key>,
  {
    otherErrors = 'route',
    crumb,
  }: { otherErrors?: 'route' | 'page'; crumb?: (record: Data) => string } = {},
): Promise<{ crumb?: string }> {
  try {
    const record = await queryClient.ensureQueryData(options);
    return crumb ? { crumb: crumb(record) } : {};
  } catch (error) {
    if (httpStatus(error) === 404) throw notFound();
    if (otherErrors === 'route') throw error;
    return {};
  }
}

/**
 * The loader of every page of one record (its page and its receipt, its preview and its edit
 * page): `ensureOrNotFound` with the record's query options for the id in the path parameter
 * `name` (the route's `idParam(name)`), so those pages load it, and name it, one way.
 */
export function recordLoader<Name extends string, Data, Key extends QueryKey>(
  name: Name,
  options: (id: number) => EnsureQueryDataOptions<Data, Error, Data, Key>,
  settings: { otherErrors?: 'route' | 'page'; crumb?: (record: Data) => string },
) {
  return ({
    context,
    params,
  }: {
    context: { queryClient: QueryClient };
    params: Record<Name, number>;
  }) => ensureOrNotFound(context.queryClient, options(params[name]), settings);
}
