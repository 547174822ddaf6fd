import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The cached data of every query the update touched, as it was just before. */
export type OptimisticSnapshots<Data> = readonly (readonly [QueryKey, Data | undefined])[];

/**
 * `error`: why the write failed; a 412 holds the record as it now stands (`staleCurrentOf`), for
 * a rollback that should show it rather than what the screen had before.
 */
type Rollback<Variables, Data> = (
  current: Data,
  variables: Variables,
  previous: Data,
  error: unknown,
) => Data;

export type OptimisticUpdateOptions<Variables, Data> = {
  /** The queries to change at once (a prefix: every list of the app). */
  queryKey: QueryKey;
  /**
   * Puts back only what this write changed, from the data as it was before (`previous`), into
   * the data as it is now (`current`): other writes made meanwhile keep theirs. By default the
   * whole snapshot comes back, which is right when no other write can be in flight.
   */
  rollback?: Rollback<Variables, Data>;
} & (
  | {
      /** The cached data as it will be once the server agrees. Return `data` itself when untouched. */
      update: (data: Data, variables: Variables) => Data;
      alreadyApplied?: false;
    }
  | {
      /**
       * The screen changed the cache itself before calling `mutate` (a drag-and-drop library
       * that reorders in place, in the drop's own tick): nothing is applied again. The snapshot
       * then already holds the change, so the rollback must undo it from `variables` alone.
       */
      alreadyApplied: true;
      update?: undefined;
      rollback: Rollback<Variables, Data>;
    }
);

/** What `optimisticUpdate` spreads into `useMutation`, and `combineOptimistic` joins. */
export type OptimisticCallbacks<Variables, Context, Failure = unknown> = {
  onMutate: (variables: Variables) => Promise<Context>;
  onError: (error: Failure, variables: Variables, context: Context | undefined) => void;
};

/**
 * The optimistic pattern as `useMutation` callbacks: cancel the refetches that would overwrite
 * the change, patch every matching query, and roll back on failure (the mutation cache toasts
 * the error and refetches `meta.invalidates` when it settles). Spread it into the options:
 * `useMutation({ mutationFn, ...optimisticUpdate(queryClient, { queryKey, update }), meta })`.
 */
export function optimisticUpdate<Variables, Data>(
  queryClient: QueryClient,
  options: OptimisticUpdateOptions<Variables, Data>,
): OptimisticCallbacks<Variables, OptimisticSnapshots<Data>> {
  const { queryKey, rollback = (_current, _variables, previous) => previous } = options;
  return {
    onMutate: async (variables) => {
      // A refetch that started before the click would overwrite the optimistic data on arrival.
      // (A change the screen already made survives the cancel: the cache keeps manual updates.)
      await queryClient.cancelQueries({ queryKey });
      const snapshots = queryClient.getQueriesData<Data>({ queryKey });
      if (options.alreadyApplied) return snapshots;
      for (const [key, data] of snapshots) {
        if (data !== undefined)
          queryClient.setQueryData<Data>(key, options.update(data, variables));
      }
      return snapshots;
    },
    onError: (error, variables, snapshots) => {
      for (const [key, previous] of snapshots ?? []) {
        if (previous === undefined) continue;
        queryClient.setQueryData<Data>(key, (current) =>
          current === undefined ? previous : rollback(current, variables, previous, error),
        );
      }
    },
  };
}

/**
 * Several optimistic updates as one set of `useMutation` callbacks (a product's mark in every
 * list and detail, and the cart): all applied at once, each rolled back from its own snapshots
 * on failure.
 */
export function combineOptimistic<Variables>(
  // Each part's context is its own: `never` lets parts of any data type share the list.
  parts: readonly {
    onMutate: (variables: Variables) => Promise<unknown>;
    onError: (error: unknown, variables: Variables, context: never) => void;
  }[],
): OptimisticCallbacks<Variables, readonly unknown[], Error> {
  return {
    onMutate: async (variables) => Promise.all(parts.map((part) => part.onMutate(variables))),
    onError: (error, variables, contexts) => {
      parts.forEach((part, index) => part.onError(error, variables, contexts?.[index] as never));
    },
  };
}

/**
 * The screen's half of an `alreadyApplied` write: `run(variables)` changes every matching cached
 * query at once, in the caller's own tick (a drop handler's, so the drag library does not draw
 * the item back in its old place while the write starts), then sends the write with `mutate`.
 */
export function applyThenMutate<Variables, Data>(
  queryClient: QueryClient,
  { queryKey, update }: { queryKey: QueryKey; update: (data: Data, variables: Variables) => Data },
  mutate: (variables: Variables) => void,
) {
  return (variables: Variables) => {
    queryClient.setQueriesData<Data>({ queryKey }, (data) =>
      data === undefined ? data : update(data, variables),
    );
    mutate(variables);
  };
}
