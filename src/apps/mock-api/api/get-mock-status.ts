import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { mockApiKeys } from './mock-api-keys';
import { mockStatusSchema, type MockStatus } from './mock-api-schemas';

export async function getMockStatus(): Promise<MockStatus> {
  return getJson('__mock/status', mockStatusSchema);
}

export const mockStatusQueryOptions = () =>
  queryOptions({ queryKey: mockApiKeys.status(), queryFn: getMockStatus, staleTime: 0 });

export function useMockStatus() {
  return useSuspenseQuery(mockStatusQueryOptions());
}
