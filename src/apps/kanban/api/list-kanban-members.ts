import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { membersAnswerSchema, type Member } from './kanban-schemas';

export async function getMembers(): Promise<Member[]> {
  const { members } = await getJson('apps/kanban/members', membersAnswerSchema);
  return members;
}

export const membersQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.members(), queryFn: getMembers, staleTime: 5 * 60_000 });

/** Who a task can be assigned to; the drawer opens at once and the list fills in. */
export const useMembers = () => useQuery(membersQueryOptions());
