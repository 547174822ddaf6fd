import type { ReactNode, RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import parts from './data-table-parts.module.css';

export type DataTableVirtualBodyProps = {
  count: number;
  /** The scrolled container around the table. */
  scrollRef: RefObject<HTMLDivElement | null>;
  /** First guess of a row's height (px), before it is measured. */
  estimateSize: number;
  /** The row at this position (with its detail row when expanded). */
  renderRow: (index: number) => ReactNode;
  columnCount: number;
};

const FIRST_RECT = { width: 1200, height: 640 };

/** Rows drawn beyond the visible ones on each side, so a fast scroll shows no gap. */
const OVERSCAN = 12;

/**
 * A virtualized table body: only the rows in view (and a few more) are in the DOM, each in a
 * `<tbody>` of its own so that a row and its open detail are measured together, between two
 * spacers that keep the scroll height of every row. Loaded only by a virtualized table.
 */
export default function DataTableVirtualBody({
  count,
  scrollRef,
  estimateSize,
  renderRow,
  columnCount,
}: DataTableVirtualBodyProps) {
  // oxlint-disable-next-line react/incompatible-library -- No React Compiler here.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateSize,
    overscan: OVERSCAN,
    // The body's height before it is measured (its CSS maximum): the first paint already has the
    // rows in view, not an empty body waiting for the scroll element's size.
    initialRect: FIRST_RECT,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 ? <Spacer height={before} columnCount={columnCount} /> : null}
      {items.map((item) => (
        <tbody
          key={item.key}
          ref={virtualizer.measureElement}
          data-index={item.index}
          className={parts.virtualRow}
        >
          {renderRow(item.index)}
        </tbody>
      ))}
      {after > 0 ? <Spacer height={after} columnCount={columnCount} /> : null}
    </>
  );
}

function Spacer({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tbody aria-hidden>
      <tr style={{ height }}>
        {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- an empty spacer, hidden from assistive technology */}
        <td colSpan={columnCount} className={parts.spacer} />
      </tr>
    </tbody>
  );
}
