import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import { boardSchema, type Board, type BoardRename } from './kanban-schemas';

export async function renameBoard(data: BoardRename): Promise<Board> {
  return boardSchema.parse(await http.post('apps/kanban/update-board', { json: { data } }).json());
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
