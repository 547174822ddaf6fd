import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The cached data of every query the update touched, as it was just before. */
export type OptimisticSnapshots<Data> = readonly (readonly [QueryKey, Data | undefined])[];

export type OptimisticUpdateOptions<Variables, Data> = {
  /** The queries to change at once (a prefix: every list of the app). */
  queryKey: QueryKey;
  /** The cached data as it will be once the server agrees. Return `data` itself when untouched. */
  update: (data: Data, variables: Variables) => Data;
  /**
   * Puts back only what this write changed, from the data as it was before (`previous`), into
   * the data as it is now (`current`): other writes made meanwhile keep theirs. By default the
   * whole snapshot comes back, which is right when no other write can be in flight.
   */
  rollback?: (current: Data, variables: Variables, previous: Data) => Data;
};

/**
 * The optimistic pattern as `useMutation` callbacks: cancel the refetches that would overwrite
 * the change, patch every matching query, and roll back on failure (the mutation cache toasts
 * the error and refetches `meta.invalidates` when it settles). Spread it into the options:
 * `useMutation({ mutationFn, ...optimisticUpdate(queryClient, { queryKey, update }), meta })`.
 */
export function optimisticUpdate<Variables, Data>(
  queryClient: QueryClient,
  {
    queryKey,
    update,
    rollback = (_current, _variables, previous) => previous,
  }: OptimisticUpdateOptions<Variables, Data>,
) {
  return {
    onMutate: async (variables: Variables): Promise<OptimisticSnapshots<Data>> => {
      // A refetch that started before the click would overwrite the optimistic data on arrival.
      await queryClient.cancelQueries({ queryKey });
      const snapshots = queryClient.getQueriesData<Data>({ queryKey });
      for (const [key, data] of snapshots) {
        if (data !== undefined) queryClient.setQueryData<Data>(key, update(data, variables));
      }
      return snapshots;
    },
    onError: (
      _error: unknown,
      variables: Variables,
      snapshots: OptimisticSnapshots<Data> | undefined,
    ) => {
      for (const [key, previous] of snapshots ?? []) {
        if (previous === undefined) continue;
        queryClient.setQueryData<Data>(key, (current) =>
          current === undefined ? previous : rollback(current, variables, previous),
        );
      }
    },
  };
}
