import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { kanbanTasksAnswerSchema, type KanbanTasksAnswer } from './kanban-schemas';

export async function getKanbanTasks(): Promise<KanbanTasksAnswer> {
  return getJson('apps/kanban/tasks', kanbanTasksAnswerSchema);
}

export const kanbanTasksQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.tasks(), queryFn: getKanbanTasks });

/** Every task, each board's in its order, and the server's day (for overdue). */
export const useKanbanTasks = () => useQuery(kanbanTasksQueryOptions());
