import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import { membersAnswerSchema, type Member } from './kanban-schemas';

export async function getMembers(): Promise<Member[]> {
  return membersAnswerSchema.parse(await http.get('apps/kanban/members').json()).members;
}

export const membersQueryOptions = () =>
  queryOptions({ queryKey: kanbanKeys.members(), queryFn: getMembers, staleTime: 5 * 60_000 });

/** Who a task can be assigned to; the drawer opens at once and the list fills in. */
export const useMembers = () => useQuery(membersQueryOptions());
