import { send } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { kanbanKeys } from './kanban-keys';
import type { KanbanTasksAnswer } from './kanban-schemas';

export async function deleteKanbanTask(id: number): Promise<void> {
  await send('delete', 'apps/kanban/delete-task', { json: { data: { id } } });
}

/**
 * Deletes a task after the undo window: `run(id, message)`. The card leaves at once; Undo puts
 * it back and sends nothing; a failure brings it back with an error toast.
 */
export function useDeleteKanbanTask() {
  return useUndoableWrite({
    mutationFn: deleteKanbanTask,
    queryKey: kanbanKeys.tasks(),
    update: (data: KanbanTasksAnswer, id: number) => ({
      ...data,
      tasks: data.tasks.filter((task) => task.id !== id),
    }),
    meta: { invalidates: [kanbanKeys.tasks()] },
  });
}
