import type { KanbanLabel } from '../api/kanban-values';

/** Each label's colour (a Mantine colour), the same on cards and in the drawer. */
export const labelColors: ReadonlyMap<KanbanLabel, string> = new Map<KanbanLabel, string>([
  ['design', 'grape'],
  ['frontend', 'blue'],
  ['backend', 'teal'],
  ['bug', 'red'],
  ['research', 'orange'],
  ['marketing', 'pink'],
]);
