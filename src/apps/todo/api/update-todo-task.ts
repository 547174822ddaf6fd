import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { sendJson } from '@/lib/http/request';
import { todoKeys } from './todo-keys';
import { taskSchema, type Task, type TaskPatch, type TasksAnswer } from './todo-schemas';

/** Changes the fields named in `patch` (plus `id`); answers the whole updated task. */
export async function updateTask(task: TaskPatch): Promise<Task> {
  return sendJson('post', 'apps/todo/update-task', taskSchema, { json: { task } });
}

/** The drawer's save: the drawer shows a failure itself, so no error toast. */
export function useUpdateTask() {
  return useMutation({
    mutationFn: updateTask,
    meta: {
      successMessage: 'todo.notifications.updated',
      errorToast: false,
      invalidates: [todoKeys.all],
    },
  });
}

/** Takes a task out of the bin. */
export function useRestoreTask() {
  return useMutation({
    mutationFn: (id: number) => updateTask({ id, isDeleted: false }),
    meta: { successMessage: 'todo.notifications.restored', invalidates: [todoKeys.all] },
  });
}

export type ToggleField = 'isCompleted' | 'isImportant';
export type ToggleVariables = { id: number; field: ToggleField; value: boolean };

const countOf: Record<ToggleField, 'completed' | 'important'> = {
  isCompleted: 'completed',
  isImportant: 'important',
};

/**
 * A cached list with one task's flag set, and the sidebar count of that flag moved with it.
 * Lists that do not hold the task are returned unchanged.
 */
export function withTaskFlag(
  data: TasksAnswer,
  { id, field, value }: ToggleVariables,
): TasksAnswer {
  const task = data.tasks.find((candidate) => candidate.id === id);
  if (!task || task[field] === value) return data;
  const counts = { ...data.counts };
  // Deleted tasks are not in the important and completed counts.
  if (!task.isDeleted) counts[countOf[field]] += value ? 1 : -1;
  return {
    ...data,
    counts,
    tasks: data.tasks.map((candidate) =>
      candidate.id === id ? { ...candidate, [field]: value } : candidate,
    ),
  };
}

const toggleKey = [...todoKeys.all, 'toggle'] as const;

/**
 * Ticks a task complete or stars it. The row changes at once in every cached list; a failure
 * puts back only that task's flag (the mutation cache toasts the error), so other toggles still
 * in flight keep theirs. No success toast: the checkbox or star itself is the feedback.
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ id, field, value }: ToggleVariables) =>
      updateTask(field === 'isCompleted' ? { id, isCompleted: value } : { id, isImportant: value }),
    ...optimisticUpdate<ToggleVariables, TasksAnswer>(queryClient, {
      queryKey: todoKeys.lists(),
      update: withTaskFlag,
      rollback: (current, variables, previous) => {
        const before = previous.tasks.find((task) => task.id === variables.id);
        return before
          ? withTaskFlag(current, { ...variables, value: before[variables.field] })
          : current;
      },
    }),
    meta: { invalidates: [todoKeys.all] },
  });
}
