import { useCallback, useEffect, useRef, useState } from 'react';

/** What runs once a write started by `run` has its answer; skipped once the screen is gone. */
export interface FlightCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: unknown) => void;
}

/**
 * One write at a time from a form or a button: from the first click (or Enter) until the answer
 * the write is `busy` (a button's `loading`), and `run` ignores any further start, so a double
 * click sends one request. The check is a ref, not state: a second click can come before React
 * has re-rendered the first one's busy button (TanStack Query reports `isPending` a tick later).
 *
 * `run(() => add.mutateAsync(variables), { onSuccess, onError })`: the write's errors are toasted
 * by the mutation cache; `onError` is for what the screen does besides (errors by their fields).
 * Like `mutate`'s own callbacks, they are skipped once the component has unmounted.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    <T>(start: () => Promise<T>, callbacks: FlightCallbacks<T> = {}): Promise<void> | null => {
      if (running.current) return null;
      running.current = true;
      setBusy(true);
      return start()
        .then(
          (result) => {
            if (mounted.current) callbacks.onSuccess?.(result);
          },
          (error: unknown) => {
            if (mounted.current) callbacks.onError?.(error);
          },
        )
        .finally(() => {
          running.current = false;
          setBusy(false);
        });
    },
    [],
  );

  const isRunning = useCallback(() => running.current, []);

  return { busy, run, isRunning };
}
