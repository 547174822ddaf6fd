import type { MantineColor } from '@mantine/core';
import type { DataTableStatus } from '../api/data-table-values';

export const statusColors: Record<DataTableStatus, MantineColor> = {
  current: 'blue',
  professional: 'green',
  applied: 'cyan',
  resigned: 'yellow',
  rejected: 'red',
};
