import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { todoKeys } from './todo-keys';
import { taskSchema, type Task, type TaskInput } from './todo-schemas';

export async function addTask(task: TaskInput): Promise<Task> {
  return taskSchema.parse(await http.post('apps/todo/add-tasks', { json: { task } }).json());
}

/** The drawer shows a failed save itself (fields and a message), so no error toast. */
export function useAddTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
    meta: { successMessage: 'todo.notifications.added', errorToast: false },
  });
}
