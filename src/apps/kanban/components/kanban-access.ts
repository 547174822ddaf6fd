import { subject } from '@casl/ability';
import type { AppAbility } from '@/lib/ability/ability';
import type { Board, KanbanTask } from '../api/kanban-schemas';

/**
 * Whether the user may do `action` on this task or board. Checked on the record (on a copy:
 * CASL tags the object), so a rule limited to the user's own tasks (`assignedTo.id`) applies.
 */
export function canOn(
  ability: AppAbility,
  action: 'update' | 'delete',
  record: KanbanTask | Board,
): boolean {
  return ability.can(action, subject('Kanban', { ...record }));
}

/** Whether the user may add boards and tasks. */
export const canCreate = (ability: AppAbility) => ability.can('create', 'Kanban');
