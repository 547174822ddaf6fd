import { canOn, type AppAbility } from '@/lib/ability/ability';
import type { Task } from '../api/todo-schemas';

/**
 * Why the user cannot change a task, or null when they can. A deleted task is read-only until
 * it is restored (the drawer offers Restore); another's task is read-only for a user whose rules
 * cover only their own.
 */
export type TaskLock = 'deleted' | 'notYours' | null;

export function taskLock(ability: AppAbility, task: Task): TaskLock {
  if (task.isDeleted) return 'deleted';
  return canOn(ability, 'update', 'Todo', task) ? null : 'notYours';
}

/** What each lock says: a note above the list (with its id), a row's tooltip, the drawer's note. */
export const lockTexts = {
  notYours: {
    noteId: 'todo-read-only-note',
    list: 'todo.readOnly.list',
    row: 'todo.readOnly.row',
    drawer: 'todo.readOnly.drawer',
  },
  deleted: {
    noteId: 'todo-deleted-note',
    list: 'todo.readOnlyDeleted.list',
    row: 'todo.readOnlyDeleted.row',
    drawer: 'todo.readOnlyDeleted.drawer',
  },
} as const;
