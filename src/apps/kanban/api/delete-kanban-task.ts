import { send } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { kanbanKeys } from './kanban-keys';
import type { KanbanTask, KanbanTasksAnswer } from './kanban-schemas';

/** Names the version the screen showed: a task changed meanwhile is refused (412), not deleted. */
export async function deleteKanbanTask({
  id,
  version,
}: Pick<KanbanTask, 'id'> & { version?: number }): Promise<void> {
  await send('delete', 'apps/kanban/delete-task', { json: { data: { id } }, version });
}

/**
 * Deletes a task after the undo window: `run({ id, version }, message)`. The card leaves at once; Undo puts
 * it back and sends nothing; a failure brings it back with an error toast.
 */
export function useDeleteKanbanTask() {
  return useUndoableWrite({
    mutationFn: deleteKanbanTask,
    queryKey: kanbanKeys.tasks(),
    update: (data: KanbanTasksAnswer, { id }: Pick<KanbanTask, 'id'>) => ({
      ...data,
      tasks: data.tasks.filter((task) => task.id !== id),
    }),
    // Its board moved to its next version (a card left it): the boards refetch too.
    meta: { invalidates: [kanbanKeys.tasks(), kanbanKeys.boards()] },
  });
}
