import type { EarlyRoute } from '../src/lib/early/early-requests.ts';
import { featureRequirements, type FeatureId } from '../src/lib/features/feature-ids.ts';

/** The module the build reads (src/app/first-requests.ts), as far as this file uses it. */
export type FirstRequestsModule = {
  firstQueries: ReadonlyMap<
    string,
    {
      page: { feature: FeatureId; subject: string; action?: string };
      queries: () => { queryKey: readonly unknown[]; queryFn?: unknown }[];
    }
  >;
  queryContext: (queryKey: readonly unknown[], signal: AbortSignal) => unknown;
  apiBase: () => string;
  whileSignedIn: <T>(record: () => Promise<T>) => Promise<T>;
};

/**
 * Each page's first API requests (docs/architecture.md, "Boot"), by its file under src/routes,
 * with what its route's guard checks: the features its manifest's feature needs served (its own
 * and `featureRequirements`'), the subject and the action (`read` unless the manifest names one).
 * The build runs the queries `firstQueries` names with their own functions (the app's fetchers,
 * its HTTP client, under a stand-in session: `whileSignedIn`) against a `fetch` that records each
 * request and answers nothing, so the URL is the one the app builds. The paths are relative to
 * the API's base (`api/users/list/data?page=1…`): index.html's early script puts config.json's
 * base before them.
 */
export async function firstRequestsOf(
  load: () => Promise<FirstRequestsModule>,
): Promise<Map<string, EarlyRoute>> {
  const { firstQueries, queryContext, apiBase, whileSignedIn } = await load();
  // ky's `prefixUrl` joins with one `/`.
  const base = apiBase().replace(/\/?$/, '/');
  const realFetch = globalThis.fetch;
  const found = new Map<string, EarlyRoute>();
  await whileSignedIn(async () => {
    try {
      for (const [route, { page, queries }] of firstQueries) {
        const urls: string[] = [];
        globalThis.fetch = (input, init) => {
          const request = new Request(input, init);
          if (request.method === 'GET') urls.push(request.url);
          return Promise.reject(new Error('recorded, not sent'));
        };
        await Promise.allSettled(
          queries().map((query) => {
            if (typeof query.queryFn !== 'function')
              throw new Error(`${route}: a query with no queryFn`);
            return query.queryFn(queryContext(query.queryKey, new AbortController().signal));
          }),
        );
        if (urls.length === 0) throw new Error(`${route}: its first queries sent no request`);
        found.set(route, {
          requests: urls.map((url) => {
            if (!url.startsWith(base)) throw new Error(`${route}: ${url} is not under ${base}`);
            return url.slice(base.length);
          }),
          features: [page.feature, ...(featureRequirements[page.feature] ?? [])],
          subject: page.subject,
          action: page.action ?? 'read',
        });
      }
    } finally {
      globalThis.fetch = realFetch;
    }
  });
  return found;
}
