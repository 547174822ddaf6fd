import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { kanbanTaskSchema, type KanbanTask, type TaskPatch } from './kanban-schemas';

export async function updateKanbanTask(data: TaskPatch): Promise<KanbanTask> {
  return sendJson('post', 'apps/kanban/update-task', kanbanTaskSchema, { json: { data } });
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
