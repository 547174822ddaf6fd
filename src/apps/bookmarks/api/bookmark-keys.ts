export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  data: () => [...bookmarkKeys.all, 'data'] as const,
};
