import { useMutation } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import type { Board } from './kanban-schemas';

/**
 * Names the board's version as the column shows it: a card added or moved in meanwhile makes it
 * stale (412), so the clear never takes a card its sender did not see.
 */
export async function clearTasks({ id, version }: Pick<Board, 'id' | 'version'>): Promise<void> {
  await send('delete', 'apps/kanban/clear-tasks', { json: { data: { boardId: id } }, version });
}

/** Deletes every task of a board (after a confirmation); the board moves to its next version. */
export function useClearTasks() {
  return useMutation({
    mutationFn: clearTasks,
    meta: {
      successMessage: 'kanban.notifications.boardCleared',
      errorToast: false,
      invalidates: [kanbanKeys.tasks(), kanbanKeys.boards()],
    },
  });
}
