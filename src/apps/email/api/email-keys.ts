import type { EmailViewParams } from '../email-search';

export const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (view: EmailViewParams) => [...emailKeys.lists(), view] as const,
  details: () => [...emailKeys.all, 'detail'] as const,
  detail: (id: number, view: EmailViewParams) => [...emailKeys.details(), id, view] as const,
  /** The mail before or after `id` in the view (a 'paginate' call). */
  neighbour: (id: number, dir: 'previous' | 'next', view: EmailViewParams) =>
    [...emailKeys.all, 'neighbour', id, dir, view] as const,
};

/** One mutation key for every bulk write: the lists refetch once, when the last of them settles. */
export const emailBulkWriteKey = [...emailKeys.all, 'bulk'] as const;
