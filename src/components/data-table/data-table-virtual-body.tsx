import { useState, type ReactNode, type RefObject } from 'react';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
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

/**
 * Rows drawn beyond the visible ones on each side, so a fast scroll shows no gap. Each row drawn
 * is laid out and painted on every scroll frame: 12 a side (36 rows in the page) cost a quarter
 * more paint per frame than 8, for no gap a wheel or a fling shows (docs/performance.md).
 */
const OVERSCAN = 8;

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
  const [guess] = useState(() => createRowSizeGuess(estimateSize));
  // oxlint-disable-next-line react/incompatible-library -- No React Compiler here.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: guess.estimate,
    measureElement: (element, entry, instance) =>
      guess.learn(measureElement(element, entry, instance)),
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
      {before > 0 ? <Spacer height={before} columnCount={columnCount} above /> : null}
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

/**
 * The size of a row not yet measured: the first guess until rows are measured, then the size
 * measured most often. A row measured at another size than its guess moves every row after it:
 * the virtualizer recomputes the offsets of all of them (10,000), renders again and may correct
 * the scroll, for each row entering the view. The rows are of one height but for an open detail,
 * so once the first rows are measured, a row entering the view is already at its size
 * (docs/performance.md, "Scrolling").
 */
export function createRowSizeGuess(firstGuess: number) {
  let size = firstGuess;
  const counts = new Map<number, number>();
  return {
    estimate: () => size,
    /** Notes a row's measured size, and returns it. */
    learn: (measured: number) => {
      const seen = (counts.get(measured) ?? 0) + 1;
      counts.set(measured, seen);
      if (seen > (counts.get(size) ?? 0)) size = measured;
      return measured;
    },
  };
}

function Spacer({
  height,
  columnCount,
  above = false,
}: {
  height: number;
  columnCount: number;
  /** The spacer above the rows ends with a row's border, as the row before would. */
  above?: boolean;
}) {
  return (
    <tbody aria-hidden>
      <tr style={{ height }} data-spacer={above ? 'above' : undefined}>
        {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- an empty spacer, hidden from assistive technology */}
        <td colSpan={columnCount} className={parts.spacer} />
      </tr>
    </tbody>
  );
}
