import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import {
  boardsAnswerSchema,
  kanbanTasksAnswerSchema,
  membersAnswerSchema,
  type Board,
  type KanbanTasksAnswer,
  type Member,
} from './kanban-schemas';

export async function getBoards(): Promise<Board[]> {
  return boardsAnswerSchema.parse(await http.get('apps/kanban/boards').json()).boards;
}

export async function getKanbanTasks(): Promise<KanbanTasksAnswer> {
  return kanbanTasksAnswerSchema.parse(await http.get('apps/kanban/tasks').json());
}

export async function getMembers(): Promise<Member[]> {
  return membersAnswerSchema.parse(await http.get('apps/kanban/members').json()).members;
}

export const boardsQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.boards(), queryFn: getBoards });

export const kanbanTasksQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.tasks(), queryFn: getKanbanTasks });

export const membersQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.members(), queryFn: getMembers, staleTime: 5 * 60_000 });

/** The columns, in order. Not suspending: a failed load is said on the board, with Retry. */
export const useBoards = () => useQuery(boardsQueryOptions());

/** Every task, each board's in its order, and the server's day (for overdue). */
export const useKanbanTasks = () => useQuery(kanbanTasksQueryOptions());

/** Who a task can be assigned to; the drawer opens at once and the list fills in. */
export const useMembers = () => useQuery(membersQueryOptions());
