import { useEffect, useState, type RefObject } from 'react';

export type RowWindow = { start: number; end: number; totalHeight: number };

/** The rows [start, end) that a scroller of `height` px shows at `scrollTop`, `overscan` more on each side. */
export function rowWindow(
  count: number,
  rowHeight: number,
  scrollTop: number,
  height: number,
  overscan: number,
): RowWindow {
  const first = Math.floor(scrollTop / rowHeight);
  const last = Math.ceil((scrollTop + height) / rowHeight);
  return {
    start: Math.max(0, Math.min(count, first - overscan)),
    end: Math.max(0, Math.min(count, last + overscan)),
    totalHeight: count * rowHeight,
  };
}

/**
 * Rows of one fixed height, windowed: only those in sight (and `overscan` around) are rendered.
 * Follows the scroller's scroll position and size.
 */
export function useRowWindow(
  scroller: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
): RowWindow {
  const [viewport, setViewport] = useState({ top: 0, height: 800 });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    const read = () => setViewport({ top: element.scrollTop, height: element.clientHeight });
    read();
    element.addEventListener('scroll', read, { passive: true });
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', read);
      observer.disconnect();
    };
  }, [scroller]);
  return rowWindow(count, rowHeight, viewport.top, viewport.height, overscan);
}
