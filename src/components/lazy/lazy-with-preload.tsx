import { lazy, useState, type ComponentType, type ReactNode } from 'react';

/** A lazy component that can start loading before it renders. */
export type Preloadable<P> = ComponentType<P> & {
  /** Starts loading the component's code (once); a failure is left to the first render. */
  preload: () => void;
};

/**
 * `React.lazy` with `.preload()` (`lazyWithPreload(() => import('./mail-view'), (m) => m.MailView)`): the one way to load a lazy part before it is shown (on hover,
 * focus or idle: `usePreloadIntent`, `useIdlePreload`). A part loaded before its first render
 * renders at once, without suspending (React.lazy alone suspends on its first render even when
 * its module is there, and shows the fallback for a frame). The loader may load what the part
 * needs besides its own chunk (the overlays of a drawer), so that one wave brings all of it.
 */
export function lazyWithPreload<Module, P extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => (props: P) => ReactNode,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return { default: loaded };
      },
      (error: unknown) => {
        // Tried again by the next preload or by the render, which shows the error.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);

  function PreloadedPart(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would
    // mount the part again and lose its state.
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Part {...props} />;
  }
  return Object.assign(PreloadedPart, {
    preload: () => {
      start().catch(() => undefined);
    },
  });
}
