import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { session } from '@/lib/session/session';
import { todoKeys } from './todo-keys';
import { deletedTaskSchema, type DeletedTask, type Task, type TasksAnswer } from './todo-schemas';

/**
 * Deletes a task: the first time it moves to the bin (`isDeleted`); a task already in the bin is
 * removed for good, and the answer says so with `isRemoved`. With the `version` the screen
 * showed, a task changed meanwhile is refused (412), not deleted.
 */
export async function deleteTask(taskId: number, version?: number): Promise<DeletedTask> {
  return sendJson('delete', 'apps/todo/delete-task', deletedTaskSchema, {
    searchParams: { taskId },
    version,
  });
}

/**
 * A cached list as it is once `task` is in the bin: the task leaves the lists of live tasks and
 * the sidebar counts move with it, as the server counts them (a task in the bin counts only
 * under Deleted). The bin's own list gets it with the refetch that follows the call.
 */
export function withTaskInBin(data: TasksAnswer, task: Task, userId?: number): TasksAnswer {
  if (task.isDeleted) return data;
  const counts = { ...data.counts };
  counts.everyone -= 1;
  counts.deleted += 1;
  if (userId !== undefined && task.assignee?.id === userId) counts.mine -= 1;
  if (task.isImportant) counts.important -= 1;
  if (task.isCompleted) counts.completed -= 1;
  return { ...data, counts, tasks: data.tasks.filter((candidate) => candidate.id !== task.id) };
}

/**
 * Moves a task to the bin, undoably (a task in the bin can be restored): `run(task, message)`.
 * It leaves the list at once, a toast offers Undo, and only then is the call made; a failure
 * brings it back with an error toast.
 */
export function useMoveTaskToBin() {
  return useUndoableWrite({
    mutationFn: (task: Task) => deleteTask(task.id, task.version),
    queryKey: todoKeys.lists(),
    update: (data: TasksAnswer, task: Task) =>
      withTaskInBin(data, task, session.get()?.userData.id),
    meta: { invalidates: [todoKeys.all] },
  });
}

/** Removes a task that is in the bin, for good (after the user confirmed what the drawer shows). */
export function useRemoveTask() {
  return useMutation({
    mutationFn: ({ id, version }: Pick<Task, 'id' | 'version'>) => deleteTask(id, version),
    meta: { successMessage: 'todo.notifications.removed', invalidates: [todoKeys.all] },
  });
}
