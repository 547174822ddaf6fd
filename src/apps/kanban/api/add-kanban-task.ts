import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import { kanbanTaskSchema, type KanbanTask, type TaskAdd } from './kanban-schemas';

export async function addKanbanTask(data: TaskAdd): Promise<KanbanTask> {
  return kanbanTaskSchema.parse(await http.post('apps/kanban/add-task', { json: { data } }).json());
}

/** The quick add under a board shows a failure by its field, so no error toast. */
export function useAddKanbanTask() {
  return useMutation({
    mutationFn: addKanbanTask,
    meta: {
      successMessage: 'kanban.notifications.taskAdded',
      errorToast: false,
      invalidates: [kanbanKeys.tasks()],
    },
  });
}
