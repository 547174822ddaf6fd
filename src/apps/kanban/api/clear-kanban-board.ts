import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';

export async function clearTasks(boardId: number): Promise<void> {
  await send('delete', 'apps/kanban/clear-tasks', { json: { data: { boardId } } });
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
