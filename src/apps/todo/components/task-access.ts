import { subject } from '@casl/ability';
import type { AppAbility } from '@/lib/ability/ability';
import type { Task } from '../api/todo-schemas';

/**
 * Whether the user may `update` or `delete` this task. Checked on the record, so a rule limited
 * to the user's own tasks (`assignee.id`) applies; on a copy, because CASL tags the object.
 */
export function canOnTask(ability: AppAbility, action: 'update' | 'delete', task: Task): boolean {
  return ability.can(action, subject('Todo', { ...task }));
}

/** Whether the user may create (or save, with `update`) a task given to this assignee. */
export function canAssign(
  ability: AppAbility,
  action: 'create' | 'update',
  assignee: { id: number } | null,
): boolean {
  return ability.can(action, subject('Todo', { assignee }));
}

/**
 * Why the user cannot change a task, or null when they can. A deleted task is read-only until
 * it is restored (the drawer offers Restore); another's task is read-only for a user whose rules
 * cover only their own.
 */
export type TaskLock = 'deleted' | 'notYours' | null;

export function taskLock(ability: AppAbility, task: Task): TaskLock {
  if (task.isDeleted) return 'deleted';
  return canOnTask(ability, 'update', task) ? null : 'notYours';
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
