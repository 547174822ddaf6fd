import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent, LiveEventType } from './live-event-schemas';

/**
 * The tab's live events, as the apps see them: who listens to which type, and whether the
 * stream is open. The connection itself (`event-stream.ts`) loads on idle after sign-in and
 * feeds this module; the apps import only this one, so a page carries a few hundred bytes.
 */
export type LiveStatus = 'closed' | 'open';

/** An event's data (unparsed: the app parses it), and its id. */
type Handler = (data: unknown, id: string) => void;

let status: LiveStatus = 'closed';
const statusListeners = new Set<() => void>();
const handlers = new Map<LiveEventType, Set<Handler>>();

export function liveStatus(): LiveStatus {
  return status;
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  statusListeners.forEach((listener) => listener());
}

/** Hands an event to the handlers of its type; one that throws does not stop the others. */
export function dispatchLiveEvent(event: LiveEvent): void {
  for (const handler of handlers.get(event.type) ?? []) {
    try {
      handler(event.data, event.id);
    } catch (error) {
      console.error(`[live events] a ${event.type} handler failed:`, error);
    }
  }
}

/** Calls `handler` with each event of `type`'s data (unparsed: the app parses it); returns the stop. */
export function onLiveEvent(type: LiveEventType, handler: Handler): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

/** Calls `listener` whenever the stream opens or closes; returns the stop. */
export function onLiveStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Whether the stream is open now (a render follows each change). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(onLiveStatus, liveStatus, () => 'closed');
}

/**
 * How often a screen polls what the stream would push: never while the stream is open, every
 * `fallbackMs` otherwise (it could not open, or is reconnecting).
 */
export function usePollingFallback(fallbackMs: number): number | false {
  return useLiveStatus() === 'open' ? false : fallbackMs;
}

/** Listens to `type` while the component is mounted; the latest `handler` is called. */
export function useLiveEvent(type: LiveEventType, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(type, (data, id) => latest.current(data, id)), [type]);
}
