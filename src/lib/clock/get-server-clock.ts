import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { serverClockSchema, type ServerClock } from './clock-schemas';

export async function getServerClock(signal?: AbortSignal): Promise<ServerClock> {
  return getJson('api/clock', serverClockSchema, { signal });
}

export const clockKeys = { all: ['clock'] as const };

/**
 * The server's clock. Read again after a minute, so a form opened after midnight (the server's)
 * defaults to the new day; a route with a form may `ensureQueryData` it in its loader so the form
 * paints with its dates.
 */
export const serverClockQueryOptions = () =>
  queryOptions({
    queryKey: clockKeys.all,
    queryFn: ({ signal }) => getServerClock(signal),
    staleTime: 60_000,
  });

/**
 * The server's today (`YYYY-MM-DD`, its UTC day): the one source of every default date of every
 * form, never the machine's clock, which may be days away from the server's (docs/api.md, "The
 * mock's clock"). Suspends until the first answer.
 */
export function useServerToday(): string {
  return useSuspenseQuery(serverClockQueryOptions()).data.today;
}

/**
 * The server's now (ISO), for "5 minutes ago"; undefined until the first answer (not suspending:
 * a menu that opens must have its items at once).
 */
export function useServerNow(): string | undefined {
  return useQuery(serverClockQueryOptions()).data?.now;
}
