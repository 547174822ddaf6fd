export const mockApiKeys = {
  all: ['mock-api'] as const,
  status: () => [...mockApiKeys.all, 'status'] as const,
};
