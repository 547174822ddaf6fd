import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import { boardsAnswerSchema, type Board } from './kanban-schemas';

export async function getBoards(): Promise<Board[]> {
  return boardsAnswerSchema.parse(await http.get('apps/kanban/boards').json()).boards;
}

export const boardsQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.boards(), queryFn: getBoards });

/** The columns, in order. Not suspending: a failed load is said on the board, with Retry. */
export const useBoards = () => useQuery(boardsQueryOptions());
