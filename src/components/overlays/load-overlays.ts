import { useEffect, useState } from 'react';

export type OverlaysModule = typeof import('./overlays-module');

let loaded: OverlaysModule | null = null;
let loading: Promise<OverlaysModule> | null = null;

/** Starts loading the overlay chunk (once); resolves with it. */
export function loadOverlays(): Promise<OverlaysModule> {
  loading ??= import('./overlays-module').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** The loaded chunk, for the parts of an overlay that only render once their root has loaded. */
export function loadedOverlays(): OverlaysModule {
  if (!loaded) throw new Error('An overlay part rendered before its root loaded the overlays');
  return loaded;
}

/**
 * The overlay chunk once `wanted` (the first open, or the intent to open) has been true and the
 * chunk has arrived; null before. Already loaded, it is there in the same render.
 */
export function useOverlays(wanted: boolean): OverlaysModule | null {
  const [module, setModule] = useState<OverlaysModule | null>(null);
  useEffect(() => {
    if (!wanted || module || loaded) return undefined;
    let live = true;
    void loadOverlays().then((next) => {
      if (live) setModule(next);
    });
    return () => {
      live = false;
    };
  }, [wanted, module]);
  if (!wanted) return null;
  return module ?? loaded;
}
