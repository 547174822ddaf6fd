import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { todoKeys } from './todo-keys';
import { deletedTaskSchema, type DeletedTask } from './todo-schemas';

/**
 * Deletes a task: the first time it moves to the bin (`isDeleted`); a task already in the bin is
 * removed for good, and the answer says so with `isRemoved`.
 */
export async function deleteTask(taskId: number): Promise<DeletedTask> {
  return sendJson('delete', 'apps/todo/delete-task', deletedTaskSchema, {
    searchParams: { taskId },
  });
}

function useDelete(successMessage: string) {
  return useMutation({
    mutationFn: deleteTask,
    meta: { successMessage, invalidates: [todoKeys.all] },
  });
}

/** Moves a task to the bin. */
export const useDeleteTask = () => useDelete('todo.notifications.deleted');

/** Removes a task that is in the bin, for good. */
export const useRemoveTask = () => useDelete('todo.notifications.removed');
