import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson, type ApiPath } from '@/lib/http/request';
import { mockApiKeys } from './mock-api-keys';
import { mockStatusSchema, type FailForm, type MockStatus } from './mock-api-schemas';

/** A control of the mock that answers its status (docs/mock-control.openapi.json). */
type Control = Extract<ApiPath<'post'>, `__mock/${string}`>;

async function control(path: Control, json: object): Promise<MockStatus> {
  return sendJson('post', path, mockStatusSchema, { json });
}

function useControl<V>(toRequest: (variables: V) => [Control, object], successMessage: string) {
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
    mutationFn: (seed: MockStatus['seed']) => control('__mock/reset', { seed }),
    onSuccess: (status) => queryClient.setQueryData(mockApiKeys.status(), status),
    // The empty prefix: every query.
    meta: { successMessage: 'mockApi.reset.done', invalidates: [[]] },
  });
}

export const useSetLatency = () =>
  useControl((ms: number) => ['__mock/latency', { ms }], 'mockApi.latency.done');

export const useQueueFailure = () =>
  useControl(
    ({ method, ...rest }: FailForm) => ['__mock/fail', method ? { ...rest, method } : rest],
    'mockApi.fail.done',
  );

export const useExpireTokens = () =>
  useControl((refresh: boolean) => ['__mock/expire-tokens', { refresh }], 'mockApi.expire.done');
