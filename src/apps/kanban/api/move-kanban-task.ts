import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { applyThenMutate, optimisticUpdate } from '@/lib/query/optimistic';
import { staleCurrentOf } from '@/lib/versions/stale-current';
import { kanbanKeys } from './kanban-keys';
import { withTaskPlaced } from './kanban-order';
import { kanbanTaskSchema, type KanbanTasksAnswer } from './kanban-schemas';

/**
 * Where a dragged task goes (`boardId`, `index`) and where it was (`fromBoardId`, `fromIndex`):
 * the endpoint depends on the board changing, and a failure puts the task back from there.
 * `version`: the task's as the card shows it, so a task changed meanwhile is not moved (412).
 */
export type TaskMoveVariables = {
  id: number;
  fromBoardId: number;
  fromIndex: number;
  boardId: number;
  index: number;
  version?: number;
};

/**
 * Within its board the move is `reorder-tasks` (reorderKanbanTasks), to another board
 * `update-task-board` (moveKanbanTask): the server keeps the order either way.
 */
export async function moveKanbanTask({
  id,
  fromBoardId,
  boardId,
  index,
  version,
}: TaskMoveVariables) {
  // The answer is the task: read, so a version the move made is noted as this tab's own (an
  // open drawer of the card takes it silently).
  if (fromBoardId === boardId) {
    await sendJson('post', 'apps/kanban/reorder-tasks', kanbanTaskSchema, {
      json: { data: { id, index } },
      version,
    });
  } else {
    await sendJson('post', 'apps/kanban/update-task-board', kanbanTaskSchema, {
      json: { data: { id, boardId, index } },
      version,
    });
  }
}

/** The cached tasks with one task placed; other boards and tasks keep their order. */
export function withTaskMoved(
  data: KanbanTasksAnswer,
  move: Pick<TaskMoveVariables, 'id' | 'boardId' | 'index'>,
): KanbanTasksAnswer {
  const tasks = withTaskPlaced(data.tasks, move.id, move.boardId, move.index);
  return tasks === data.tasks ? data : { ...data, tasks };
}

/**
 * `withTaskMoved` as the server will answer it: a task moved to another board is at its next
 * version (a place within its board is no field of the task). A second drag of the same card
 * before the refetch then names the version the first one made, and is not refused as if someone
 * else had changed the task.
 */
export function withTaskMovedSaved(
  data: KanbanTasksAnswer,
  move: Pick<TaskMoveVariables, 'id' | 'boardId' | 'index'>,
): KanbanTasksAnswer {
  const before = data.tasks.find((task) => task.id === move.id);
  const moved = withTaskMoved(data, move);
  if (!before || before.boardId === move.boardId) return moved;
  return {
    ...moved,
    tasks: moved.tasks.map((task) =>
      task.id === move.id ? { ...task, version: task.version + 1 } : task,
    ),
  };
}

/**
 * Puts back only this task, where it was before the move; moves made since keep theirs. Refused
 * for a stale version (412), the task is as it now stands: the other person's fields and version,
 * on their board (last in it, until the refetch says where).
 */
export function withMoveUndone(
  current: KanbanTasksAnswer,
  move: TaskMoveVariables,
  _previous?: KanbanTasksAnswer,
  error?: unknown,
): KanbanTasksAnswer {
  const undone = withTaskMoved(current, {
    id: move.id,
    boardId: move.fromBoardId,
    index: move.fromIndex,
  });
  const now = staleCurrentOf(error, kanbanTaskSchema);
  if (!now) return undone;
  const placed =
    now.boardId === move.fromBoardId
      ? undone
      : withTaskMoved(undone, { id: now.id, boardId: now.boardId, index: undone.tasks.length });
  return { ...placed, tasks: placed.tasks.map((task) => (task.id === now.id ? now : task)) };
}

/**
 * A dragged task: `move(variables)` shows it in its new place at once (in the same tick as the
 * drop, so the card does not flick back while the write starts; the one time the move is
 * applied) and saves it, naming the version the card showed; a failure (a task someone changed
 * meanwhile: 412) puts it back where it was with an error toast (the mutation cache's, naming who
 * changed it). Moves share a key, so the board refetches once, when the last of several quick
 * moves settles.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationKey: [...kanbanKeys.tasks(), 'move'],
    mutationFn: moveKanbanTask,
    ...optimisticUpdate<TaskMoveVariables, KanbanTasksAnswer>(queryClient, {
      queryKey: kanbanKeys.tasks(),
      alreadyApplied: true,
      rollback: withMoveUndone,
    }),
    // A card to another board moves both boards to their next versions: they refetch too.
    meta: { invalidates: [kanbanKeys.tasks(), kanbanKeys.boards()] },
  });
  const move = useMemo(
    () =>
      applyThenMutate(
        queryClient,
        { queryKey: kanbanKeys.tasks(), update: withTaskMovedSaved },
        mutate,
      ),
    [queryClient, mutate],
  );
  return { ...mutation, move };
}
