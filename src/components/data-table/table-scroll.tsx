import type { ReactNode } from 'react';

type TableScrollProps = {
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
};

/**
 * A wide table's horizontal scroll container: Mantine's `Table.ScrollContainer type="native"`
 * without its import of ScrollArea (which brings floating-ui to every list page). It takes
 * keyboard focus, so keyboard users can scroll it too.
 */
export function TableScroll({ minWidth, children }: TableScrollProps) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1)
    <div tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: `${minWidth / 16}rem` }}>{children}</div>
    </div>
  );
}
