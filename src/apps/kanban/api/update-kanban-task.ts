import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import { kanbanTaskSchema, type KanbanTask, type TaskPatch } from './kanban-schemas';

export async function updateKanbanTask(data: TaskPatch): Promise<KanbanTask> {
  return kanbanTaskSchema.parse(
    await http.post('apps/kanban/update-task', { json: { data } }).json(),
  );
}

/** The drawer's save: the drawer shows a failure itself. */
export function useUpdateKanbanTask() {
  return useMutation({
    mutationFn: updateKanbanTask,
    meta: {
      successMessage: 'kanban.notifications.taskSaved',
      errorToast: false,
      invalidates: [kanbanKeys.tasks()],
    },
  });
}
