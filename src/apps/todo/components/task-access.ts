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
