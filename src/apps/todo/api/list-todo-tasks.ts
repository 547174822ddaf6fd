import { queryOptions } from '@tanstack/react-query';
import { toSearchParams } from '@/lib/list/list-search';
import { useListQuery } from '@/lib/list/use-list-query';
import { getJson } from '@/lib/http/request';
import type { TaskListSearch } from '../todo-search';
import { todoKeys } from './todo-keys';
import { tasksAnswerSchema, type TasksAnswer } from './todo-schemas';

export async function getTasks(search: TaskListSearch): Promise<TasksAnswer> {
  const searchParams = toSearchParams(search);
  return getJson('apps/todo/tasks', tasksAnswerSchema, { searchParams });
}

export const tasksQueryOptions = (search: TaskListSearch) =>
  queryOptions({ queryKey: todoKeys.list(search), queryFn: () => getTasks(search) });

/** The tasks of the current view (the list idiom: `useListQuery`). */
export function useTasks(search: TaskListSearch) {
  return useListQuery(tasksQueryOptions(search));
}
