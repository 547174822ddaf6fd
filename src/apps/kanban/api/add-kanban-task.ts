import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { kanbanTaskSchema, type KanbanTask, type TaskAdd } from './kanban-schemas';

export async function addKanbanTask(data: TaskAdd): Promise<KanbanTask> {
  return sendJson('post', 'apps/kanban/add-task', kanbanTaskSchema, {
    json: { data },
    creates: true,
  });
}

/** The quick add under a board shows a failure by its field, so no error toast. */
export function useAddKanbanTask() {
  return useMutation({
    mutationFn: addKanbanTask,
    meta: {
      successMessage: 'kanban.notifications.taskAdded',
      errorToast: false,
      // Its board moved to its next version (a card joined it): the boards refetch too.
      invalidates: [kanbanKeys.tasks(), kanbanKeys.boards()],
    },
  });
}
