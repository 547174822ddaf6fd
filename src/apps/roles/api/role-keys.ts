import { resourceKeys } from '@/lib/http/resource-keys';

export const roleKeys = {
  all: resourceKeys.roles,
  list: () => [...roleKeys.all, 'list'] as const,
};
