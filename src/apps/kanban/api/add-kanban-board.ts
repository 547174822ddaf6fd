import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import { boardSchema, type Board, type BoardInput } from './kanban-schemas';

export async function addBoard(data: BoardInput): Promise<Board> {
  return boardSchema.parse(await http.post('apps/kanban/add-board', { json: { data } }).json());
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
