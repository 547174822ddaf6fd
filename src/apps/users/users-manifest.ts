import type { AppManifest } from '@/components/layout/nav-types';

export const usersManifest: AppManifest = {
  id: 'users',
  path: '/apps/users',
  titleKey: 'nav.users',
  icon: 'IconUsers',
  group: 'apps',
  subject: 'User',
};
