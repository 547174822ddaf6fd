import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { todoKeys } from './todo-keys';
import { assigneesAnswerSchema, type Assignee } from './todo-schemas';

export async function getAssignees(): Promise<Assignee[]> {
  const { assignees } = await getJson('apps/todo/assignees', assigneesAnswerSchema);
  return assignees;
}

export const assigneesQueryOptions = () =>
  queryOptions({ queryKey: todoKeys.assignees(), queryFn: getAssignees, staleTime: 5 * 60_000 });

/** Not suspending: the drawer opens at once and the assignee list fills in. */
export function useAssignees() {
  return useQuery(assigneesQueryOptions());
}
