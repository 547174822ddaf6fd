import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { mockApiKeys } from './mock-api-keys';
import { mockStatusSchema, type FailForm, type MockStatus } from './mock-api-schemas';

async function control(path: string, json: object): Promise<MockStatus> {
  return sendJson('post', `__mock/${path}`, mockStatusSchema, { json });
}

function useControl<V>(toRequest: (variables: V) => [string, object], successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => control(...toRequest(variables)),
    onSuccess: (status) => queryClient.setQueryData(mockApiKeys.status(), status),
    meta: { successMessage },
  });
}

/**
 * Resetting replaces every record of this session's database, so every cached answer is stale:
 * this is the one place where invalidating all queries is the right thing.
 */
export function useResetMockApi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seed: MockStatus['seed']) => control('reset', { seed }),
    onSuccess: (status) => queryClient.setQueryData(mockApiKeys.status(), status),
    // The empty prefix: every query.
    meta: { successMessage: 'mockApi.reset.done', invalidates: [[]] },
  });
}

export const useSetLatency = () =>
  useControl((ms: number) => ['latency', { ms }], 'mockApi.latency.done');

export const useQueueFailure = () =>
  useControl(
    ({ method, ...rest }: FailForm) => ['fail', method ? { ...rest, method } : rest],
    'mockApi.fail.done',
  );

export const useExpireTokens = () =>
  useControl((refresh: boolean) => ['expire-tokens', { refresh }], 'mockApi.expire.done');
