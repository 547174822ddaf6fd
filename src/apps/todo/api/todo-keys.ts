import type { TaskListSearch } from '../todo-search';

export const todoKeys = {
  all: ['todo'] as const,
  lists: () => [...todoKeys.all, 'tasks'] as const,
  list: (search: TaskListSearch) => [...todoKeys.lists(), search] as const,
  assignees: () => [...todoKeys.all, 'assignees'] as const,
};
