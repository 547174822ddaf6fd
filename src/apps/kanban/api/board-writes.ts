import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { kanbanKeys } from './kanban-keys';
import { withItemMoved } from './kanban-order';
import {
  boardSchema,
  type Board,
  type BoardInput,
  type BoardMove,
  type BoardRename,
} from './kanban-schemas';

export async function addBoard(data: BoardInput): Promise<Board> {
  return boardSchema.parse(await http.post('apps/kanban/add-board', { json: { data } }).json());
}

export async function renameBoard(data: BoardRename): Promise<Board> {
  return boardSchema.parse(await http.post('apps/kanban/update-board', { json: { data } }).json());
}

export async function moveBoard(data: BoardMove): Promise<void> {
  await http.post('apps/kanban/reorder-boards', { json: { data } });
}

export async function deleteBoard(id: number): Promise<void> {
  await http.delete('apps/kanban/delete-board', { json: { data: { id } } });
}

export async function clearTasks(boardId: number): Promise<void> {
  await http.delete('apps/kanban/clear-tasks', { json: { data: { boardId } } });
}

/** The form shows a taken or missing title by its field, so no error toast. */
export function useAddBoard() {
  return useMutation({
    mutationFn: addBoard,
    meta: {
      successMessage: 'kanban.notifications.boardAdded',
      errorToast: false,
      invalidates: [kanbanKeys.boards()],
    },
  });
}

/** The inline rename shows its error by the field. */
export function useRenameBoard() {
  return useMutation({
    mutationFn: renameBoard,
    meta: {
      successMessage: 'kanban.notifications.boardRenamed',
      errorToast: false,
      invalidates: [kanbanKeys.boards()],
    },
  });
}

/** A dragged board: to `index`, from `fromIndex` (where a failure puts it back). */
export type BoardMoveVariables = BoardMove & { fromIndex: number };

/**
 * Drags a board to another place: `move(variables)` shows it there at once (in the drop's tick);
 * a failure puts it back where it was (the mutation cache toasts the error). Overlapping moves
 * share a key and refetch once.
 */
export function useMoveBoard() {
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationKey: [...kanbanKeys.boards(), 'move'],
    mutationFn: ({ id, index }: BoardMoveVariables) => moveBoard({ id, index }),
    ...optimisticUpdate<BoardMoveVariables, Board[]>(queryClient, {
      queryKey: kanbanKeys.boards(),
      update: (boards, { id, index }) => withItemMoved(boards, id, index),
      rollback: (current, { id, fromIndex }) => withItemMoved(current, id, fromIndex),
    }),
    meta: { invalidates: [kanbanKeys.boards()] },
  });
  const move = useCallback(
    (variables: BoardMoveVariables) => {
      queryClient.setQueryData<Board[]>(kanbanKeys.boards(), (boards) =>
        boards ? withItemMoved(boards, variables.id, variables.index) : boards,
      );
      mutate(variables);
    },
    [queryClient, mutate],
  );
  return { ...mutation, move };
}

/** Deletes a board and its tasks (after a confirmation: this cannot be undone). */
export function useDeleteBoard() {
  return useMutation({
    mutationFn: deleteBoard,
    meta: {
      successMessage: 'kanban.notifications.boardDeleted',
      errorToast: false,
      invalidates: [kanbanKeys.boards(), kanbanKeys.tasks()],
    },
  });
}

/** Deletes every task of a board (after a confirmation). */
export function useClearTasks() {
  return useMutation({
    mutationFn: clearTasks,
    meta: {
      successMessage: 'kanban.notifications.boardCleared',
      errorToast: false,
      invalidates: [kanbanKeys.tasks()],
    },
  });
}
