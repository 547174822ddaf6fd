import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { todoKeys } from './todo-keys';
import { taskSchema, type Task, type TaskInput } from './todo-schemas';

export async function addTask(task: TaskInput): Promise<Task> {
  return sendJson('post', 'apps/todo/add-tasks', taskSchema, { json: { task }, creates: true });
}

/** The drawer shows a failed save itself (fields and a message), so no error toast. */
export function useAddTask() {
  return useMutation({
    mutationFn: addTask,
    meta: {
      successMessage: 'todo.notifications.added',
      errorToast: false,
      invalidates: [todoKeys.all],
    },
  });
}
