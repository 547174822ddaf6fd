import type { ReactNode, RefObject } from 'react';

type TableScrollProps = {
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** With it, the table also scrolls down within this height (a virtualized table). */
  maxHeight?: string | undefined;
  /** The scrolled element (a virtualizer's scroll element). */
  scrollRef?: RefObject<HTMLDivElement | null> | undefined;
  children: ReactNode;
};

/**
 * A wide table's horizontal scroll container: Mantine's `Table.ScrollContainer type="native"`
 * without its import of ScrollArea (which brings floating-ui to every list page). It takes
 * keyboard focus, so keyboard users can scroll it too. It is the containing block of what the
 * table positions (a cell's visually hidden text, a column's resize handle): positioned against
 * an element outside it, they were not clipped by its scrolling and widened the whole page on a
 * phone (the permission matrices, the reviews list).
 */
export function TableScroll({ minWidth, maxHeight, scrollRef, children }: TableScrollProps) {
  return (
    <div
      ref={scrollRef}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      style={{
        position: 'relative',
        ...(maxHeight === undefined
          ? { overflowX: 'auto' }
          : { overflow: 'auto', maxHeight, overscrollBehavior: 'contain' }),
      }}
    >
      <div style={{ minWidth: `${minWidth / 16}rem` }}>{children}</div>
    </div>
  );
}
