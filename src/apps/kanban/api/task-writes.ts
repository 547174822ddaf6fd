import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { useUndoableWrite } from '@/lib/query/undoable';
import { kanbanKeys } from './kanban-keys';
import { withTaskPlaced } from './kanban-order';
import {
  kanbanTaskSchema,
  type CommentInput,
  type KanbanTask,
  type KanbanTasksAnswer,
  type TaskAdd,
  type TaskPatch,
} from './kanban-schemas';

export async function addKanbanTask(data: TaskAdd): Promise<KanbanTask> {
  return kanbanTaskSchema.parse(await http.post('apps/kanban/add-task', { json: { data } }).json());
}

export async function updateKanbanTask(data: TaskPatch): Promise<KanbanTask> {
  return kanbanTaskSchema.parse(
    await http.post('apps/kanban/update-task', { json: { data } }).json(),
  );
}

export async function addComment(data: CommentInput): Promise<KanbanTask> {
  return kanbanTaskSchema.parse(
    await http.post('apps/kanban/add-comment', { json: { data } }).json(),
  );
}

export async function deleteKanbanTask(id: number): Promise<void> {
  await http.delete('apps/kanban/delete-task', { json: { data: { id } } });
}

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
 * Within its board the move is `reorder-tasks`, to another board `update-task-board`: the
 * server keeps the order either way.
 */
export async function moveKanbanTask({ id, fromBoardId, boardId, index }: TaskMoveVariables) {
  if (fromBoardId === boardId) {
    await http.post('apps/kanban/reorder-tasks', { json: { data: { id, index } } });
  } else {
    await http.post('apps/kanban/update-task-board', { json: { data: { id, boardId, index } } });
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
 * drop, so the card does not flick back while the write starts) and saves it; a failure puts it
 * back where it was with an error toast (the mutation cache's). Moves share a key, so the board
 * refetches once, when the last of several quick moves settles.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationKey: [...kanbanKeys.tasks(), 'move'],
    mutationFn: moveKanbanTask,
    // Placing is idempotent: applied again after the refetches are cancelled.
    ...optimisticUpdate<TaskMoveVariables, KanbanTasksAnswer>(queryClient, {
      queryKey: kanbanKeys.tasks(),
      update: withTaskMoved,
      rollback: withMoveUndone,
    }),
    meta: { invalidates: [kanbanKeys.tasks()] },
  });
  const move = useCallback(
    (variables: TaskMoveVariables) => {
      queryClient.setQueryData<KanbanTasksAnswer>(kanbanKeys.tasks(), (data) =>
        data ? withTaskMoved(data, variables) : data,
      );
      mutate(variables);
    },
    [queryClient, mutate],
  );
  return { ...mutation, move };
}

/** The quick add under a board shows a failure by its field, so no error toast. */
export function useAddKanbanTask() {
  return useMutation({
    mutationFn: addKanbanTask,
    meta: {
      successMessage: 'kanban.notifications.taskAdded',
      errorToast: false,
      invalidates: [kanbanKeys.tasks()],
    },
  });
}

/** The drawer's save: the drawer shows a failure itself. */
export function useUpdateKanbanTask() {
  return useMutation({
    mutationFn: updateKanbanTask,
    meta: {
      successMessage: 'kanban.notifications.taskSaved',
      errorToast: false,
      invalidates: [kanbanKeys.tasks()],
    },
  });
}

export function useAddComment() {
  return useMutation({
    mutationFn: addComment,
    meta: { errorToast: false, invalidates: [kanbanKeys.tasks()] },
  });
}

/**
 * Deletes a task after the undo window: `run(id, message)`. The card leaves at once; Undo puts
 * it back and sends nothing; a failure brings it back with an error toast.
 */
export function useDeleteKanbanTask() {
  return useUndoableWrite({
    mutationFn: deleteKanbanTask,
    queryKey: kanbanKeys.tasks(),
    update: (data: KanbanTasksAnswer, id: number) => ({
      ...data,
      tasks: data.tasks.filter((task) => task.id !== id),
    }),
    meta: { invalidates: [kanbanKeys.tasks()] },
  });
}
