import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useDirection } from '@mantine/core';
import type {
  DragStart,
  DragUpdate,
  DraggableLocation,
  DropResult,
  ResponderProvided,
} from '@hello-pangea/dnd';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import { useMoveBoard } from '../api/reorder-kanban-boards';
import { canOn } from '@/lib/ability/ability';
import type { Board, KanbanTask } from '../api/kanban-schemas';
import { useMoveTask } from '../api/move-kanban-task';
import { AddBoard } from './add-board';
import { BoardColumn } from './board-column';
import { DragKitProvider, useDragKit } from './drag-kit';
import classes from './kanban.module.css';

type KanbanBoardProps = {
  boards: readonly Board[];
  tasks: readonly KanbanTask[];
  today: string;
  /**
   * The cards are filtered: they stay put, since a place among the cards shown is not a place
   * among the board's cards.
   */
  filtered?: boolean;
  onOpen: (task: KanbanTask) => void;
};

const idOf = (dndId: string) => Number(dndId.slice(dndId.lastIndexOf('-') + 1));

/**
 * The boards side by side, scrolling sideways when they do not fit. Tasks drag within and
 * across boards, boards by their grip; with the keyboard too (space, arrows, space, Escape), each
 * step announced in the user's language. dnd knows left to right only, so right to left the
 * columns are laid out in reverse in a left-to-right row: the first board is at the right and
 * the arrows move the way they point.
 */
export function KanbanBoard({ boards, tasks, today, filtered = false, onOpen }: KanbanBoardProps) {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const ability = useAbility();
  const { move: moveTask } = useMoveTask();
  const { move: moveBoard } = useMoveBoard();
  const scroller = useRef<HTMLDivElement>(null);
  const { kit, intentHandlers } = useDragKit(scroller);
  const { DragDropContext, Droppable } = kit;

  const columns = useMemo(() => {
    const byBoard = new Map<number, KanbanTask[]>(boards.map((board) => [board.id, []]));
    for (const task of tasks) byBoard.get(task.boardId)?.push(task);
    return byBoard;
  }, [boards, tasks]);
  const shown = useMemo(() => (rtl ? boards.toReversed() : boards), [boards, rtl]);
  /** A column's place in the row (dnd's index) and the board's place in the order, both ways. */
  const toOrder = useCallback(
    (visual: number) => (rtl ? boards.length - 1 - visual : visual),
    [rtl, boards.length],
  );

  // Right to left, the row starts scrolled to its end, where the first board is.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = rtl ? element.scrollWidth : 0;
  }, [rtl]);

  const movable = useCallback(
    (task: KanbanTask) => !filtered && canOn(ability, 'update', 'Kanban', task),
    [ability, filtered],
  );

  const boardTitle = (boardId: number) => boards.find((board) => board.id === boardId)?.title ?? '';
  const taskTitle = (draggableId: string) =>
    tasks.find((task) => task.id === idOf(draggableId))?.title ?? '';

  /** Where an item is, in words: "position 2 of 5 in In progress" or "position 2 of 4". */
  const place = (type: string, location: DraggableLocation, moving: boolean) => {
    if (type === 'BOARD') {
      return t('kanban.announce.boardPlace', {
        position: toOrder(location.index) + 1,
        total: boards.length,
      });
    }
    const boardId = idOf(location.droppableId);
    const size = columns.get(boardId)?.length ?? 0;
    return t('kanban.announce.taskPlace', {
      position: location.index + 1,
      // Moved into another board, it makes that board one longer.
      total: moving ? size + 1 : size,
      board: boardTitle(boardId),
    });
  };
  const nameOf = (type: string, draggableId: string) =>
    type === 'BOARD' ? boardTitle(idOf(draggableId)) : taskTitle(draggableId);

  const onDragStart = (start: DragStart, provided: ResponderProvided) => {
    provided.announce(
      t('kanban.announce.lifted', {
        name: nameOf(start.type, start.draggableId),
        place: place(start.type, start.source, false),
      }),
    );
  };

  const onDragUpdate = (update: DragUpdate, provided: ResponderProvided) => {
    const { destination, source } = update;
    provided.announce(
      destination
        ? t('kanban.announce.moved', {
            name: nameOf(update.type, update.draggableId),
            place: place(update.type, destination, destination.droppableId !== source.droppableId),
          })
        : t('kanban.announce.outside', { name: nameOf(update.type, update.draggableId) }),
    );
  };

  const onDragEnd = (result: DropResult, provided: ResponderProvided) => {
    const { destination, source, draggableId, type } = result;
    const name = nameOf(type, draggableId);
    if (!destination || result.reason === 'CANCEL') {
      provided.announce(
        t('kanban.announce.cancelled', { name, place: place(type, source, false) }),
      );
      return;
    }
    provided.announce(
      t('kanban.announce.dropped', {
        name,
        place: place(type, destination, destination.droppableId !== source.droppableId),
      }),
    );
    if (type === 'BOARD') {
      const from = toOrder(source.index);
      const to = toOrder(destination.index);
      if (from !== to) moveBoard({ id: idOf(draggableId), fromIndex: from, index: to });
      return;
    }
    const fromBoardId = idOf(source.droppableId);
    const boardId = idOf(destination.droppableId);
    if (fromBoardId === boardId && source.index === destination.index) return;
    const id = idOf(draggableId);
    moveTask({
      id,
      fromBoardId,
      fromIndex: source.index,
      boardId,
      index: destination.index,
      // The version the card shows: a task someone changed meanwhile is not moved over them.
      version: tasks.find((task) => task.id === id)?.version,
    });
  };

  const addBoard = ability.can('create', 'Kanban') ? <AddBoard /> : null;

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      dir="ltr"
      // For tests and QA: dragging works once this is set (docs/qa-guide.md).
      data-drag-ready={kit.ready || undefined}
      {...intentHandlers}
    >
      <DragKitProvider value={kit}>
        <DragDropContext
          onDragStart={onDragStart}
          onDragUpdate={onDragUpdate}
          onDragEnd={onDragEnd}
          dragHandleUsageInstructions={t('kanban.announce.instructions')}
        >
          <div className={classes.row}>
            {rtl ? addBoard : null}
            <Droppable droppableId="boards" type="BOARD" direction="horizontal">
              {(drop) => (
                <div ref={drop.innerRef} {...drop.droppableProps} className={classes.boards}>
                  {shown.map((board, visual) => (
                    <BoardColumn
                      key={board.id}
                      board={board}
                      index={visual}
                      tasks={columns.get(board.id) ?? []}
                      today={today}
                      movable={movable}
                      onOpen={onOpen}
                    />
                  ))}
                  {drop.placeholder}
                </div>
              )}
            </Droppable>
            {rtl ? null : addBoard}
          </div>
        </DragDropContext>
      </DragKitProvider>
    </div>
  );
}
