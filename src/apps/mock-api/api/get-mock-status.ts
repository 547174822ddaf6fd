import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { mockApiKeys } from './mock-api-keys';
import { mockStatusSchema, type MockStatus } from './mock-api-schemas';

export async function getMockStatus(): Promise<MockStatus> {
  return mockStatusSchema.parse(await http.get('__mock/status').json());
}

export const mockStatusQueryOptions = () =>
  queryOptions({ queryKey: mockApiKeys.status(), queryFn: getMockStatus, staleTime: 0 });

export function useMockStatus() {
  return useSuspenseQuery(mockStatusQueryOptions());
}
