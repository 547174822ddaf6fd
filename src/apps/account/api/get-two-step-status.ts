import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { accountKeys } from './account-keys';
import { twoStepStatusSchema, type TwoStepStatus } from './two-step-schemas';

/** Whether the signed-in user has two-step sign-in on, and their recovery codes left. */
export async function getTwoStepStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TwoStepStatus> {
  return getJson('api/account/two-step', twoStepStatusSchema, { signal });
}

export const twoStepStatusQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.twoStep(),
    queryFn: ({ signal }) => getTwoStepStatus({ signal }),
  });

/** The status, loaded with the Security tab (a failed load is said in its section, with Retry). */
export function useTwoStepStatus() {
  return useQuery(twoStepStatusQueryOptions());
}
