import type { PointerEvent } from 'react';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from '@/stores/data-table-columns';
import parts from './data-table-parts.module.css';

type ColumnResizeHandleProps = {
  /**
   * Called once when a resize starts, before the first width: the table fixes every visible
   * column's current width so that only the one being dragged changes.
   */
  onStart: () => void;
  onResize: (width: number) => void;
  /** Back to the column's own width (a double click). */
  onReset: () => void;
};

const clamp = (width: number) => Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width));

/** Right to left, the column's end edge is on its left: dragging left widens it. */
const isRtl = (element: Element) => getComputedStyle(element).direction === 'rtl';

/**
 * The edge at the end of a column header: drag it (mirrored right to left) to change the column's
 * width; a double click gives the column its own width back. While dragging, only the header's
 * style changes; the width is saved on release.
 */
export function ColumnResizeHandle({ onStart, onResize, onReset }: ColumnResizeHandleProps) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const handle = event.currentTarget;
    const header = handle.closest('th');
    if (!header) return;
    event.preventDefault();
    onStart();
    const startX = event.clientX;
    const startWidth = header.getBoundingClientRect().width;
    const sign = isRtl(handle) ? -1 : 1;
    let next = startWidth;
    handle.setPointerCapture(event.pointerId);
    const move = (moveEvent: globalThis.PointerEvent) => {
      next = clamp(startWidth + sign * (moveEvent.clientX - startX));
      header.style.width = `${next}px`;
    };
    const end = () => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      onResize(next);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  };

  return (
    // Pointer only, and so hidden from assistive technology (inside the header it would add to
    // the header's name): the keyboard sets widths in the Arrange columns dialog.
    <div
      aria-hidden
      className={parts.resizeHandle}
      onPointerDown={onPointerDown}
      onDoubleClick={onReset}
    />
  );
}
