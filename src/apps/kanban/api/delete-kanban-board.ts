import { send } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { kanbanKeys } from './kanban-keys';
import type { Board } from './kanban-schemas';

/**
 * Names the version the column showed: a board renamed, or given a card, meanwhile is refused
 * (412), not deleted with a card its sender never saw.
 */
export async function deleteBoard({ id, version }: Pick<Board, 'id' | 'version'>): Promise<void> {
  await send('delete', 'apps/kanban/delete-board', { json: { data: { id } }, version });
}

/**
 * Deletes a board and its tasks after the undo window: `run({ id, version }, message)`. The column leaves at
 * once (its tasks, shown only in it, with it); Undo puts it back and sends nothing, so the board
 * is restorable; a failure brings it back with an error toast.
 */
export function useDeleteBoard() {
  return useUndoableWrite({
    mutationFn: deleteBoard,
    queryKey: kanbanKeys.boards(),
    update: (boards: Board[], { id }: Pick<Board, 'id'>) =>
      boards.filter((board) => board.id !== id),
    meta: { invalidates: [kanbanKeys.boards(), kanbanKeys.tasks()] },
  });
}
