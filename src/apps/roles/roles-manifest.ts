import type { AppManifest } from '@/components/layout/nav-types';

export const rolesManifest: AppManifest = {
  id: 'roles',
  path: '/apps/roles',
  titleKey: 'nav.roles',
  icon: 'IconShieldCheck',
  group: 'apps',
  subject: 'Role',
  feature: 'roles',
  operations: ['listRoles', 'addRole', 'updateRole', 'deleteRole'],
};
