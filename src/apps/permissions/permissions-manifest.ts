import type { AppManifest } from '@/components/layout/nav-types';

export const permissionsManifest: AppManifest = {
  id: 'permissions',
  path: '/apps/permissions',
  titleKey: 'nav.permissions',
  icon: 'IconLock',
  group: 'apps',
  subject: 'Permission',
  feature: 'permissions',
  operations: [
    'listPermissions',
    'addPermission',
    'updatePermission',
    'deletePermission',
    'listRoles',
  ],
};
