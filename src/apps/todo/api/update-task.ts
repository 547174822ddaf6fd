import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { todoKeys } from './todo-keys';
import { taskSchema, type Task, type TaskPatch, type TasksAnswer } from './todo-schemas';

/** Changes the fields named in `patch` (plus `id`); answers the whole updated task. */
export async function updateTask(task: TaskPatch): Promise<Task> {
  return taskSchema.parse(await http.post('apps/todo/update-task', { json: { task } }).json());
}

/** The drawer's save: the drawer shows a failure itself, so no error toast. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
    meta: { successMessage: 'todo.notifications.updated', errorToast: false },
  });
}

/** Takes a task out of the bin. */
export function useRestoreTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => updateTask({ id, isDeleted: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
    meta: { successMessage: 'todo.notifications.restored' },
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

function setFlagInLists(queryClient: QueryClient, variables: ToggleVariables) {
  queryClient.setQueriesData<TasksAnswer>({ queryKey: todoKeys.lists() }, (data) =>
    data ? withTaskFlag(data, variables) : data,
  );
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
    onMutate: async (variables) => {
      // A refetch that started before the click would overwrite the optimistic data on arrival.
      await queryClient.cancelQueries({ queryKey: todoKeys.lists() });
      setFlagInLists(queryClient, variables);
      return { previous: !variables.value };
    },
    onError: (_error, variables, context) => {
      if (context) setFlagInLists(queryClient, { ...variables, value: context.previous });
    },
    onSettled: () => {
      // A refetch while other toggles are still saving could bring back a list without them;
      // the last toggle to settle refetches for all (counts and filtered views included).
      if (queryClient.isMutating({ mutationKey: toggleKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: todoKeys.all });
      }
    },
  });
}
