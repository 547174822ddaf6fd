import type { AppManifest } from '@/components/layout/nav-types';

export const accessControlManifest: AppManifest = {
  id: 'access-control',
  path: '/access-control',
  titleKey: 'nav.accessControl',
  icon: 'IconShieldLock',
  group: 'pages',
  subject: 'AccessControl',
  feature: 'access-control',
  // Reads the signed-in user's rules from the session: no call of its own.
  operations: [],
};
