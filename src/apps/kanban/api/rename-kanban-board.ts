import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { boardSchema, type Board, type BoardRename } from './kanban-schemas';

/** The inline rename, naming the version it was opened with (refused with 412 if stale). */
export async function renameBoard({
  version,
  ...data
}: BoardRename & { version?: number }): Promise<Board> {
  return sendJson('post', 'apps/kanban/update-board', boardSchema, { json: { data }, version });
}

/** The inline rename shows its error by the field, and a rename made meanwhile as a conflict. */
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
