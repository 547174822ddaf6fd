export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  data: () => [...bookmarkKeys.all, 'data'] as const,
  /** The search over records, per query. */
  records: (q: string) => [...bookmarkKeys.all, 'records', q] as const,
};
