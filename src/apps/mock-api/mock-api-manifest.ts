import type { AppManifest } from '@/components/layout/nav-types';

export const mockApiManifest: AppManifest = {
  id: 'mock-api',
  path: '/mock-api',
  titleKey: 'nav.mockApi',
  icon: 'IconServerCog',
  group: 'settings',
  subject: 'MockApi',
  feature: 'mock-api',
  action: 'manage',
  // The mock's control API (`/__mock/*`), which is not part of the contract: a real backend has none.
  operations: [],
};
