import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { boardsAnswerSchema, type Board } from './kanban-schemas';

export async function getBoards(): Promise<Board[]> {
  const { boards } = await getJson('apps/kanban/boards', boardsAnswerSchema);
  return boards;
}

export const boardsQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.boards(), queryFn: getBoards });

/** The columns, in order. Not suspending: a failed load is said on the board, with Retry. */
export const useBoards = () => useQuery(boardsQueryOptions());
