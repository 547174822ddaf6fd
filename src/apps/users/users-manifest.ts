import type { AppManifest } from '@/components/layout/nav-types';

export const usersManifest: AppManifest = {
  id: 'users',
  path: '/apps/users',
  titleKey: 'nav.users',
  icon: 'IconUsers',
  group: 'apps',
  subject: 'User',
  feature: 'users',
  operations: [
    'listUsers',
    'getUser',
    'addUser',
    'updateUser',
    'updateUserStatus',
    'changeUserPassword',
    'getUserSecurity',
    'endUserSession',
    'endUserSessions',
    'resetUserTwoStep',
    'inviteUser',
    'resendUserInvitation',
    'checkInvitationLink',
    'acceptInvitation',
    'deleteUser',
    'deleteUsers',
    'updateUsers',
    'importUsers',
    'listRoles',
  ],
  // The specification's client reads every user at once; the screens page through them.
  alsoServes: ['listAllUsers'],
};
