import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n/i18n';
import { errorMessage, httpStatus } from '@/lib/http/api-error';
import { shouldRetryQuery } from '@/lib/http/query-retry';
import { notify } from '@/lib/notify/notify';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** i18n key of the toast shown when the mutation succeeds. */
      successMessage?: string;
      /** Set false when the screen shows the error itself (e.g. by the form's fields). */
      errorToast?: boolean;
    };
  }
}

/** A 401 that reaches here already ended the session, which says so itself. */
function shouldToast(error: unknown) {
  return httpStatus(error) !== 401;
}

/**
 * Errors and success messages are toasted once, here, not in every component. A query's first
 * load error is shown by the route's error component instead; only background refetch
 * failures (stale data still on screen) are toasted.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => shouldRetryQuery(failureCount, httpStatus(error)),
      },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined && shouldToast(error)) {
          notify.error(errorMessage(error, i18next.t));
        }
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        const key = mutation.meta?.successMessage;
        if (key) notify.success(i18next.t(key));
      },
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false && shouldToast(error)) {
          notify.error(errorMessage(error, i18next.t));
        }
      },
    }),
  });
  return queryClient;
}
