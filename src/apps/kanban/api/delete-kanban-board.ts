import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';

export async function deleteBoard(id: number): Promise<void> {
  await http.delete('apps/kanban/delete-board', { json: { data: { id } } });
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
