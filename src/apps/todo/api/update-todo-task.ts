import { useMutation, useQueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { sendJson } from '@/lib/http/request';
import { staleCurrentOf } from '@/lib/versions/stale-current';
import { todoKeys } from './todo-keys';
import { taskSchema, type Task, type TaskPatch, type TasksAnswer } from './todo-schemas';

/**
 * Changes the fields named in `patch` (plus `id`); answers the whole updated task. With the
 * `version` the screen showed, a task changed meanwhile is refused (412), not overwritten.
 */
export async function updateTask({
  version,
  ...task
}: TaskPatch & { version?: number }): Promise<Task> {
  return sendJson('post', 'apps/todo/update-task', taskSchema, { json: { task }, version });
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

/** Takes a task out of the bin, as the drawer shows it (its version). */
export function useRestoreTask() {
  return useMutation({
    mutationFn: ({ id, version }: Pick<Task, 'id' | 'version'>) =>
      updateTask({ id, version, isDeleted: false }),
    meta: { successMessage: 'todo.notifications.restored', invalidates: [todoKeys.all] },
  });
}

export type ToggleField = 'isCompleted' | 'isImportant';
/** `version`: the task's as the row shows it, so a task changed meanwhile is not overwritten. */
export type ToggleVariables = { id: number; field: ToggleField; value: boolean; version?: number };

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

/**
 * `withTaskFlag` as the server will answer it: a flag that changes moves the task to its next
 * version. A second toggle of the same task before the refetch then names the version the first
 * one made, and is not refused as if someone else had changed the task.
 */
export function withTaskFlagSaved(data: TasksAnswer, variables: ToggleVariables): TasksAnswer {
  const next = withTaskFlag(data, variables);
  if (next === data) return data;
  return {
    ...next,
    tasks: next.tasks.map((task) =>
      task.id === variables.id ? { ...task, version: task.version + 1 } : task,
    ),
  };
}

/**
 * A cached list with a task as the server now has it (a refused toggle's 412): its flags, with the
 * sidebar counts moved with them, its other fields and its version. Lists without it are unchanged.
 */
export function withTaskAsItStands(data: TasksAnswer, now: Task): TasksAnswer {
  const flags = (['isCompleted', 'isImportant'] as const).reduce(
    (list, field) => withTaskFlag(list, { id: now.id, field, value: now[field] }),
    data,
  );
  if (!flags.tasks.some((task) => task.id === now.id)) return data;
  return { ...flags, tasks: flags.tasks.map((task) => (task.id === now.id ? now : task)) };
}

const toggleKey = [...todoKeys.all, 'toggle'] as const;

/**
 * Ticks a task complete or stars it, naming the version the row shows. The row changes at once in
 * every cached list; a failure puts back only that task's flag, so other toggles still in flight
 * keep theirs, and a 412 (someone changed the task meanwhile) shows the task as it now stands,
 * its version with it (the mutation cache toasts the error, naming who changed it). No success toast: the checkbox or star itself is the feedback.
 */
export function useToggleTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleKey,
    mutationFn: ({ id, field, value, version }: ToggleVariables) =>
      updateTask(
        field === 'isCompleted'
          ? { id, version, isCompleted: value }
          : { id, version, isImportant: value },
      ),
    ...optimisticUpdate<ToggleVariables, TasksAnswer>(queryClient, {
      queryKey: todoKeys.lists(),
      update: withTaskFlagSaved,
      rollback: (current, variables, previous, error) => {
        // Refused for a stale version: the task as it now stands, so the next toggle names the
        // version the other person's change made, not the one this toggle guessed.
        const now = staleCurrentOf(error, taskSchema);
        if (now) return withTaskAsItStands(current, now);
        const before = previous.tasks.find((task) => task.id === variables.id);
        return before
          ? withTaskFlag(current, { ...variables, value: before[variables.field] })
          : current;
      },
    }),
    meta: { invalidates: [todoKeys.all] },
  });
}
