import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { kanbanTaskSchema, type KanbanTask, type TaskPatch } from './kanban-schemas';

/** The drawer's save, naming the version it was made from (refused with 412 if stale). */
export async function updateKanbanTask({
  version,
  ...data
}: TaskPatch & { version?: number }): Promise<KanbanTask> {
  return sendJson('post', 'apps/kanban/update-task', kanbanTaskSchema, {
    json: { data },
    version,
  });
}

/**
 * The drawer's save: the drawer shows a failure itself, by the field or, for a task someone
 * changed meanwhile, as a conflict to resolve.
 */
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
