import type { AppManifest } from '@/components/layout/nav-types';

export const mockApiManifest: AppManifest = {
  id: 'mock-api',
  path: '/mock-api',
  titleKey: 'nav.mockApi',
  icon: 'IconServerCog',
  group: 'settings',
  subject: 'MockApi',
  action: 'manage',
};
