import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import type { TaskListSearch } from '../todo-search';
import { todoKeys } from './todo-keys';
import { tasksAnswerSchema, type TasksAnswer } from './todo-schemas';

export async function getTasks(search: TaskListSearch): Promise<TasksAnswer> {
  const searchParams = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined) searchParams.set(name, value);
  }
  return tasksAnswerSchema.parse(await http.get('apps/todo/tasks', { searchParams }).json());
}

export const tasksQueryOptions = (search: TaskListSearch) =>
  queryOptions({ queryKey: todoKeys.list(search), queryFn: () => getTasks(search) });

export function useTasks(search: TaskListSearch) {
  return useSuspenseQuery(tasksQueryOptions(search));
}
