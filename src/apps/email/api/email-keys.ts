import type { EmailViewParams } from '../email-search';

export const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (view: EmailViewParams) => [...emailKeys.lists(), view] as const,
  details: () => [...emailKeys.all, 'detail'] as const,
  detail: (id: number, view: EmailViewParams) => [...emailKeys.details(), id, view] as const,
};
