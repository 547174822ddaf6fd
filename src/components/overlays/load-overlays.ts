import { useEffect, useSyncExternalStore } from 'react';

export type OverlaysModule = typeof import('./overlays-module');

let loaded: OverlaysModule | null = null;
let loading: Promise<OverlaysModule> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the overlay chunk (once); resolves with it. */
export function loadOverlays(): Promise<OverlaysModule> {
  loading ??= import('./overlays-module').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** The loaded chunk, for the parts of an overlay that only render once their root has loaded. */
export function loadedOverlays(): OverlaysModule {
  if (!loaded) throw new Error('An overlay part rendered before its root loaded the overlays');
  return loaded;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const snapshot = () => loaded;

/**
 * The overlay chunk once `wanted` (the first open, or the intent to open) has been true and the
 * chunk has arrived; null before. Already loaded, it is there in the same render. Every overlay
 * waiting for it renders again when it arrives, whichever of them started the download (a
 * tooltip pointed at while a drawer opens).
 */
export function useOverlays(wanted: boolean): OverlaysModule | null {
  const module = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (wanted) void loadOverlays();
  }, [wanted]);
  return wanted ? module : null;
}
