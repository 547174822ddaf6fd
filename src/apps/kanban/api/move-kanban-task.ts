import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { applyThenMutate, optimisticUpdate } from '@/lib/query/optimistic';
import { kanbanKeys } from './kanban-keys';
import { withTaskPlaced } from './kanban-order';
import type { KanbanTasksAnswer } from './kanban-schemas';

/**
 * Where a dragged task goes (`boardId`, `index`) and where it was (`fromBoardId`, `fromIndex`):
 * the endpoint depends on the board changing, and a failure puts the task back from there.
 */
export type TaskMoveVariables = {
  id: number;
  fromBoardId: number;
  fromIndex: number;
  boardId: number;
  index: number;
};

/**
 * Within its board the move is `reorder-tasks` (reorderKanbanTasks), to another board
 * `update-task-board` (moveKanbanTask): the server keeps the order either way.
 */
export async function moveKanbanTask({ id, fromBoardId, boardId, index }: TaskMoveVariables) {
  if (fromBoardId === boardId) {
    await send('post', 'apps/kanban/reorder-tasks', { json: { data: { id, index } } });
  } else {
    await send('post', 'apps/kanban/update-task-board', { json: { data: { id, boardId, index } } });
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

/** Puts back only this task, where it was before the move; moves made since keep theirs. */
export function withMoveUndone(
  current: KanbanTasksAnswer,
  move: TaskMoveVariables,
): KanbanTasksAnswer {
  return withTaskMoved(current, { id: move.id, boardId: move.fromBoardId, index: move.fromIndex });
}

/**
 * A dragged task: `move(variables)` shows it in its new place at once (in the same tick as the
 * drop, so the card does not flick back while the write starts; the one time the move is
 * applied) and saves it; a failure puts it back where it was with an error toast (the mutation
 * cache's). Moves share a key, so the board refetches once, when the last of several quick
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
    meta: { invalidates: [kanbanKeys.tasks()] },
  });
  const move = useMemo(
    () =>
      applyThenMutate(queryClient, { queryKey: kanbanKeys.tasks(), update: withTaskMoved }, mutate),
    [queryClient, mutate],
  );
  return { ...mutation, move };
}
