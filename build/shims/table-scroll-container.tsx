// Mantine's `Table.ScrollContainer`, native scrolling only (no ScrollArea): a box that scrolls
// and an inner box at least `minWidth` wide. Used only through build/lighter-mantine.ts; the
// house's tables use `TableScroll` (src/components/data-table/table-scroll.tsx).
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

type Size = number | string | undefined;
type TableScrollContainerProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  children?: ComponentPropsWithoutRef<'div'>['children'];
  minWidth?: Size;
  maxHeight?: Size;
  type?: 'native' | 'scrollarea';
  scrollAreaProps?: unknown;
};

const length = (size: Size) => (typeof size === 'number' ? `${size / 16}rem` : size);

export const TableScrollContainer = forwardRef<HTMLDivElement, TableScrollContainerProps>(
  function TableScrollContainer(
    {
      minWidth,
      maxHeight,
      type: _type,
      scrollAreaProps: _scrollAreaProps,
      style,
      children,
      ...others
    },
    ref,
  ) {
    return (
      <div
        ref={ref}
        {...others}
        style={{ overflow: 'auto', maxHeight: length(maxHeight), ...style }}
      >
        <div style={{ minWidth: length(minWidth) }}>{children}</div>
      </div>
    );
  },
);
