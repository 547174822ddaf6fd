// A list reordered by a grip at the head of each row (@hello-pangea/dnd, ~28 KB with redux):
// import it from a lazy part only, so that the drag library weighs on no page's first paint.
import type { ReactNode } from 'react';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableChildrenFn,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { IconGripVertical } from '@tabler/icons-react';
import classes from './sortable-list.module.css';

/** A drop: the item of id `id`, from place `from` to place `to` (never the same place). */
export type SortableMove = { id: string; from: number; to: number };

/**
 * What the list says to screen readers, in the user's language. `place` is a zero-based index
 * among `total` items; `name` is the item's name.
 */
export type SortableAnnouncements = {
  /** Read when a grip has focus: how to move with the keyboard. */
  instructions: string;
  lifted: (name: string, place: number, total: number) => string;
  moved: (name: string, place: number, total: number) => string;
  dropped: (name: string, place: number, total: number) => string;
  cancelled: (name: string, place: number, total: number) => string;
};

type SortableListProps<Item> = {
  /** Unique among the lists on screen (the drag library's droppable id). */
  listId: string;
  /** The list's accessible name. */
  label: string;
  items: readonly Item[];
  /** A stable id that follows the item as it moves, unique in the list. */
  itemId: (item: Item, index: number) => string;
  /** The item's name, as the announcements and the grip's label say it. */
  itemName: (item: Item, index: number) => string;
  /** The grip's accessible name, e.g. "Move Phones". */
  gripLabel: (name: string) => string;
  announcements: SortableAnnouncements;
  onMove: (move: SortableMove) => void;
  /** The row's content after the grip. */
  children: (item: Item, index: number) => ReactNode;
  /** No grips and no drops: for those who may not reorder. */
  locked?: boolean;
  /** Grips stay but do not lift (e.g. while a row is being edited). */
  paused?: boolean;
  /** `compact`: tighter padding, for rows that hold a picture. */
  density?: 'regular' | 'compact';
};

const gripIcon = <IconGripVertical size={18} aria-hidden />;

/**
 * The one sortable row list: each row moves by its grip, with the mouse or the keyboard (space
 * to lift, the arrows, space to drop, Escape to cancel), each step announced. The caller owns
 * the order: `onMove` reports a drop, and the caller shows it (see `moveItem`).
 */
export function SortableList<Item>({
  listId,
  label,
  items,
  itemId,
  itemName,
  gripLabel,
  announcements,
  onMove,
  children,
  locked = false,
  paused = false,
  density = 'regular',
}: SortableListProps<Item>) {
  const ids = items.map((item, index) => itemId(item, index));
  const names = new Map(items.map((item, index) => [ids[index] ?? '', itemName(item, index)]));
  const nameOf = (id: string) => names.get(id) ?? '';
  const total = items.length;

  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    provided.announce(announcements.lifted(nameOf(start.draggableId), start.source.index, total));
  };
  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    if (!update.destination) return;
    provided.announce(
      announcements.moved(nameOf(update.draggableId), update.destination.index, total),
    );
  };
  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const { destination, source, draggableId } = result;
    const name = nameOf(draggableId);
    if (!destination || result.reason === 'CANCEL') {
      provided.announce(announcements.cancelled(name, source.index, total));
      return;
    }
    provided.announce(announcements.dropped(name, destination.index, total));
    if (destination.index !== source.index) {
      onMove({ id: draggableId, from: source.index, to: destination.index });
    }
  };

  // The row in the list, and the copy that follows a drag: drawn in the page's body, so that a
  // list in a scrolled drawer (whose transform would hold a fixed element) draws it in place.
  const renderRow: DraggableChildrenFn = (draggable, snapshot, rubric) => {
    const { index } = rubric.source;
    const item = items[index];
    return (
      <li
        ref={draggable.innerRef}
        {...draggable.draggableProps}
        className={classes.row}
        data-density={density}
        data-dragging={snapshot.isDragging || undefined}
      >
        {locked ? null : (
          <span
            {...draggable.dragHandleProps}
            className={classes.grip}
            aria-label={gripLabel(nameOf(rubric.draggableId))}
          >
            {gripIcon}
          </span>
        )}
        {item === undefined ? null : children(item, index)}
      </li>
    );
  };

  return (
    <DragDropContext
      onDragStart={onDragStart}
      onDragUpdate={onDragUpdate}
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={announcements.instructions}
    >
      <Droppable droppableId={listId} isDropDisabled={locked} renderClone={renderRow}>
        {(droppable) => (
          <ol
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            className={classes.list}
            aria-label={label}
          >
            {ids.map((id, index) => (
              <Draggable key={id} draggableId={id} index={index} isDragDisabled={locked || paused}>
                {renderRow}
              </Draggable>
            ))}
            {droppable.placeholder}
          </ol>
        )}
      </Droppable>
    </DragDropContext>
  );
}
