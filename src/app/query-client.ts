import { MutationCache, QueryCache, QueryClient, replaceEqualDeep } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n/i18n';
import { errorMessage, httpStatus } from '@/lib/http/api-error';
import { shouldRetryQuery } from '@/lib/http/query-retry';
import { keepAnswerPosition } from '@/lib/events/answer-positions';
import { resourceKeys } from '@/lib/http/resource-keys';
import { notify } from '@/lib/notify/notify';

import { successText } from '@/lib/query/mutation-meta';

/** A 401 that reaches here already ended the session, which says so itself. */
function shouldToast(error: unknown) {
  return httpStatus(error) !== 401;
}

/**
 * Errors and success messages are toasted once, here, not in every component; the queries a
 * write changed (`meta.invalidates`) are refetched once, here, not in every mutation hook. A query's first
 * load error is shown by the route's error component instead; only background refetch
 * failures (stale data still on screen) are toasted, and the loads that ask to be
 * (`meta.errorToast`: nothing on screen shows their error).
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // TanStack's own sharing of what did not change, the answer's live position kept with
        // the data (answer-positions.ts: a `changed` event it already holds refetches nothing).
        structuralSharing: (previous, next) =>
          keepAnswerPosition(next, replaceEqualDeep(previous, next)),
        retry: (failureCount, error) => shouldRetryQuery(failureCount, httpStatus(error)),
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A first load's error is shown where the data would be, unless nothing shows it.
        const onScreen = query.state.data === undefined && query.meta?.errorToast !== true;
        if (!onScreen && shouldToast(error)) {
          notify.error(errorMessage(error, i18next.t));
        }
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _context, mutation) => {
        const text = successText(mutation.meta?.successMessage, variables, data);
        if (typeof text === 'string') notify.success(i18next.t(text));
        else if (text) notify.success(i18next.t(text.key, text.values));
        // Every write is recorded in the audit log: a log on screen (a user's Activity tab) shows it.
        void queryClient.invalidateQueries({ queryKey: resourceKeys.auditLog });
      },
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false && shouldToast(error)) {
          notify.error(errorMessage(error, i18next.t));
        }
      },
      onSettled: (_data, error, _variables, _context, mutation) => {
        const keys = mutation.meta?.invalidates;
        if (!keys) return;
        // Writes that share a key (toggles clicked in a row) refetch once, when the last settles:
        // an earlier refetch could bring back a list without the ones still in flight.
        const { mutationKey } = mutation.options;
        if (mutationKey && queryClient.isMutating({ mutationKey }) > 1) return;
        const refetched = Promise.all(
          keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
        // A success resolves once the lists show it; a failure is reported without waiting.
        return error ? undefined : refetched;
      },
    }),
  });
  return queryClient;
}
