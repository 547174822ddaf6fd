import { useEffect, useRef } from 'react';
import { savesData } from '@/lib/http/save-data';

/**
 * Runs `work` when the browser is next idle (a timeout where it has no idle callback); returns
 * the cancel.
 */
export function whenIdle(work: () => void): () => void {
  const run = () => {
    // What loads from here on is preloaded, not the page's own load: the budgets stop counting
    // at the first mark (scripts/lib/page-loads.mjs).
    performance.mark('idle-preload');
    work();
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Starts `preloads` once the browser is idle after `ready` turned true (the page's content has
 * painted): the lazy parts the page will open (`lazyWithPreload(...).preload`), never before
 * the page's own content, and never on a connection that saves data (`savesData`).
 */
export function useIdlePreload(ready: boolean, ...preloads: (() => void)[]) {
  const latest = useRef(preloads);
  useEffect(() => {
    latest.current = preloads;
  });
  useEffect(() => {
    if (!ready || savesData()) return undefined;
    return whenIdle(() => {
      for (const preload of latest.current) preload();
    });
  }, [ready]);
}
