import type { UserData } from '@/lib/session/session-schemas';
import type { UserRecord } from '@/mocks/db/auth-tables';
import { demoAccounts, seedDemoUsers } from '@/mocks/seed/auth-seed';

function seededAdmin(): UserRecord {
  const admin = seedDemoUsers().find((user) => user.id === demoAccounts.admin.id);
  if (!admin) throw new Error('the seed has no demo admin');
  return admin;
}

/** The demo admin (John Doe) as the seed stores him, password included. */
export const demoAdmin: UserRecord = seededAdmin();

const { id, fullName, username, email, avatar, role } = demoAdmin;

/** The demo admin's `userData` as sign-in answers it: his row's names and the admin role's rule. */
export const demoAdminUserData: UserData = {
  id,
  fullName,
  username,
  email,
  avatar,
  role,
  ability: [{ action: 'manage', subject: 'all' }],
  language: null,
};
