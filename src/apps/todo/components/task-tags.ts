import type { MantineColor } from '@mantine/core';
import type { TaskTag } from '../api/todo-values';

/** Each tag's colour, the same in the sidebar, the badges and the drawer's tag picker. */
export const tagColors: Record<TaskTag, MantineColor> = {
  team: 'brand',
  low: 'green',
  medium: 'yellow',
  high: 'red',
  update: 'cyan',
};
