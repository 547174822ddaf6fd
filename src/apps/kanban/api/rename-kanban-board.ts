import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { boardSchema, type Board, type BoardRename } from './kanban-schemas';

export async function renameBoard(data: BoardRename): Promise<Board> {
  return sendJson('post', 'apps/kanban/update-board', boardSchema, { json: { data } });
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
