import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * A call made once typing pauses: `schedule(...args)` runs the latest `call` with the last
 * arguments after `delayMs` without another `schedule`; `flush()` runs what is waiting now,
 * `cancel()` drops it, and so does unmounting. A few lines instead of Mantine's debounced callback,
 * which every page downloaded for the search box.
 */
export function useAfterPause<Args extends unknown[]>(
  call: (...args: Args) => void,
  delayMs: number,
) {
  const latest = useRef(call);
  useEffect(() => {
    latest.current = call;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef<Args | null>(null);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
  }, []);
  const flush = useCallback(() => {
    const args = waiting.current;
    cancel();
    if (args) latest.current(...args);
  }, [cancel]);
  const schedule = useCallback(
    (...args: Args) => {
      cancel();
      waiting.current = args;
      timer.current = setTimeout(flush, delayMs);
    },
    [cancel, flush, delayMs],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ schedule, cancel, flush }), [schedule, cancel, flush]);
}
