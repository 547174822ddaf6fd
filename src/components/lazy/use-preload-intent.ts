import { useEffect, useMemo, useRef } from 'react';

/** How long the pointer rests on a target before it counts as intent (the router's default). */
export const INTENT_DELAY_MS = 50;

export type IntentHandlers = {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
};

/**
 * Handlers that call `start(key)` when the user shows they will open a target: the pointer rests
 * on it (50 ms, so a pointer crossing a list starts nothing), it takes the focus, or it is
 * pressed (before the click, which comes on release). `start` loads what opening needs (the
 * lazy part's `preload`, the record's query: a prefetch) and may run several times.
 */
export function usePreloadIntent<Key>(start: (key: Key) => void): (key: Key) => IntentHandlers {
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(start);
  useEffect(() => {
    latest.current = start;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(() => {
    const cancel = () => window.clearTimeout(timer.current);
    const now = (key: Key) => {
      cancel();
      latest.current(key);
    };
    return (key: Key) => ({
      onPointerEnter: () => {
        cancel();
        timer.current = window.setTimeout(() => latest.current(key), INTENT_DELAY_MS);
      },
      onPointerLeave: cancel,
      onFocus: () => now(key),
      onPointerDown: () => now(key),
    });
  }, []);
}
