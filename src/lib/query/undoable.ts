import { useCallback, useLayoutEffect, useRef } from 'react';
import {
  matchQuery,
  MutationObserver,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify, toastTimings } from '@/lib/notify/notify';
import { onBeforeSignOut } from '@/lib/session/auth-client';
import { session } from '@/lib/session/session';
import type { MutationMeta } from './mutation-meta';
import { optimisticUpdate } from './optimistic';

/**
 * How long a write waits for Undo before it is sent: the time its toast shows. The toast's own
 * clock decides, so the window pauses while the pointer rests on the toast or the tab is hidden,
 * as the toast does: a write is never sent while its Undo is in view. Tests may shorten it
 * (`setUndoWindow`); the product never does.
 */
let undoWindowMs: number = toastTimings.undo;

const FALLBACK_FACTOR = 12;

export function setUndoWindow(ms: number) {
  undoWindowMs = ms;
}

export type UndoableOptions<Variables, Data> = {
  /** The call to the server, made only once the undo window is over. */
  mutationFn: (variables: Variables) => Promise<unknown>;
  /** The queries the rows leave at once (a prefix: every list of the app). */
  queryKey: QueryKey;
  /** The cached data without the rows; also applied to every answer that arrives meanwhile. */
  update: (data: Data, variables: Variables) => Data;
  /** As for any mutation: what the write changes (`invalidates`), whether a failure is toasted. */
  meta?: MutationMeta;
};

type PendingWrite = { commit: () => Promise<void>; drop: () => void };

/** Writes waiting for their undo window to end, by toast id. */
const pendingWrites = new Map<string, PendingWrite>();
let sequence = 0;

/**
 * A write that waits while the user can still take it back is not sent when the tab closes: the
 * browser asks first, and if the user leaves anyway it is dropped whole (nothing reached the
 * server), never half done.
 */
function warnBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

function track(id: string, write: PendingWrite) {
  if (pendingWrites.size === 0) window.addEventListener('beforeunload', warnBeforeUnload);
  pendingWrites.set(id, write);
}

/** True when this write was still waiting (and is no longer). */
function untrack(id: string): boolean {
  const wasPending = pendingWrites.delete(id);
  if (pendingWrites.size === 0) window.removeEventListener('beforeunload', warnBeforeUnload);
  return wasPending;
}

// A sign-out here sends every waiting write first, so none is lost with the tokens. When the
// session ends otherwise (expired, or signed out in another tab), no one is signed in to send
// them as: they are dropped, whole.
onBeforeSignOut(async () => {
  await Promise.all([...pendingWrites.values()].map((write) => write.commit()));
});
session.onEnd(() => {
  // A Map iterates safely while its entries are deleted.
  for (const write of pendingWrites.values()) write.drop();
});

export function scheduleUndoableWrite<Variables, Data>(
  queryClient: QueryClient,
  options: UndoableOptions<Variables, Data>,
  variables: Variables,
  toast: { message: string; undoLabel: string },
): void {
  const id = `undoable-${++sequence}`;
  const { queryKey, update } = options;
  const optimistic = optimisticUpdate<Variables, Data>(queryClient, { queryKey, update });
  const snapshots = optimistic.onMutate(variables);
  // Until the server has answered, an answer that arrives (a refetch on focus, another write's
  // invalidation, a page opened meanwhile) still holds the rows: take them out of it too.
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (!matchQuery({ queryKey }, event.query)) return;
    const data = event.query.state.data as Data | undefined;
    if (data !== undefined)
      queryClient.setQueryData<Data>(event.query.queryKey, update(data, variables));
  });
  const restore = async () => {
    unsubscribe();
    optimistic.onError(null, variables, await snapshots);
  };

  const commit = async () => {
    if (!untrack(id)) return;
    window.clearTimeout(timer);
    notify.dismiss(id);
    const before = await snapshots;
    const observer = new MutationObserver(queryClient, {
      // Once the server has answered, its answers hold the write: the refetches that follow it
      // (the lists it changed, a list the rows moved to) are taken as they come.
      mutationFn: (sent: Variables) => options.mutationFn(sent).finally(unsubscribe),
      meta: options.meta,
      onError: (error: unknown) => optimistic.onError(error, variables, before),
    });
    try {
      await observer.mutate(variables);
    } catch {
      // Rolled back above; the mutation cache toasts the error.
    } finally {
      unsubscribe();
      observer.reset();
    }
  };
  const drop = () => {
    if (!untrack(id)) return;
    window.clearTimeout(timer);
    void restore();
  };
  const undo = () => {
    if (!pendingWrites.has(id)) return;
    drop();
    void queryClient.invalidateQueries({ queryKey });
  };

  // Only if the toast never showed (its code failed to load) does this send the write; a toast
  // held under the pointer for this long is taken as an answer too.
  const timer = window.setTimeout(() => void commit(), undoWindowMs * FALLBACK_FACTOR);
  track(id, { commit, drop });
  notify.undoable(toast.message, {
    id,
    undoLabel: toast.undoLabel,
    duration: undoWindowMs,
    onUndo: undo,
    onTimeout: () => void commit(),
    // Closing the toast means "done": the write goes now instead of at the end of the window.
    onClose: () => void commit(),
  });
}

/**
 * Undoable writes (deletes): the rows leave the lists at once, a toast offers Undo for a few
 * seconds, and only then is the call made. Undo puts the rows back and nothing reaches the
 * server; a failed call puts them back with an error toast. Returns `run(variables, message)`,
 * the message being the toast's translated text ("2 users deleted").
 */
export function useUndoableWrite<Variables, Data>(options: UndoableOptions<Variables, Data>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // The latest options, read when the write runs: callers pass inline functions and objects,
  // and `run` keeps one identity, so the rows and columns built with it are not rebuilt on every
  // render (a list's cells would otherwise re-mount on each page change).
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  return useCallback(
    (variables: Variables, message: string) => {
      const { mutationFn, queryKey, update, meta } = latest.current;
      return scheduleUndoableWrite(queryClient, { mutationFn, queryKey, update, meta }, variables, {
        message,
        undoLabel: t('common.actions.undo'),
      });
    },
    [queryClient, t],
  );
}
