import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { boardSchema, type Board, type BoardInput } from './kanban-schemas';

export async function addBoard(data: BoardInput): Promise<Board> {
  return sendJson('post', 'apps/kanban/add-board', boardSchema, { json: { data }, creates: true });
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
