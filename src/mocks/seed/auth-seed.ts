import { FIRST_VERSION } from '@/lib/versions/versions';
import type { RoleRecord, UserRecord } from '@/mocks/db/auth-tables';

/** Sign-in details of the seeded accounts; e2e fixtures and docs use the same values. */
export const demoAccounts = {
  admin: { id: 1, email: 'admin@demo.com', password: 'admin' },
  client: { id: 2, email: 'client@demo.com', password: 'client' },
} as const;

/**
 * The shop manager: a directory user (id 3) given a password and the `shopManager` role, so the
 * directory and every table seeded from it keep their rows.
 */
export const shopManagerAccount = { id: 3, email: 'shop@demo.com', password: 'shop' } as const;
export const SHOP_MANAGER_ROLE = 'shopManager';

/** Role given to accounts created through /jwt/register. */
export const REGISTERED_USER_ROLE = 'client';

/** The role that manages everything; the roles API refuses to take anything from it. */
export const ADMIN_ROLE = 'admin';

/** The two accounts that can sign in; `users-seed.ts` adds the directory after them. */
export function seedDemoUsers(): UserRecord[] {
  return [
    {
      id: demoAccounts.admin.id,
      fullName: 'John Doe',
      username: 'johndoe',
      email: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
      role: 'admin',
      currentPlan: 'enterprise',
      status: 'active',
      company: 'Demo Inc.',
      country: 'United States',
      contact: '+1 (479) 232-9151',
      billing: 'Auto Debit',
      avatar: '',
      version: FIRST_VERSION,
    },
    {
      id: demoAccounts.client.id,
      fullName: 'Jane Doe',
      username: 'janedoe',
      email: demoAccounts.client.email,
      password: demoAccounts.client.password,
      role: 'client',
      currentPlan: 'basic',
      status: 'active',
      company: 'Demo Inc.',
      country: 'France',
      contact: '+33 6 12 34 56 78',
      billing: 'Manual - Credit Card',
      avatar: '',
      version: FIRST_VERSION,
    },
  ];
}

// Subjects every signed-in role reads; the directory, billing and access settings are left out.
const contentSubjects = [
  'Dashboard',
  'AccessControl',
  'Todo',
  'Chat',
  'Email',
  'Kanban',
  'Calendar',
  'Ecommerce',
  'DataTable',
];

/**
 * The seven roles. `admin` and `client` are the demo accounts' roles; the directory's users have
 * the other four. Those are plain allow rules, which the role editor's grid edits; the client's
 * `read all` with an inverted exception and its own-records conditions are "advanced" rules the
 * grid keeps as they are (src/lib/ability/role-matrix.ts).
 */
export function seedRoles(): RoleRecord[] {
  const roles: Omit<RoleRecord, 'version'>[] = [
    { id: 1, name: ADMIN_ROLE, rules: [{ action: 'manage', subject: 'all' }] },
    {
      id: 2,
      name: 'client',
      rules: [
        { action: 'read', subject: 'all' },
        {
          action: 'read',
          subject: ['User', 'Permission', 'Invoice', 'Role', 'Product', 'Order', 'Review'],
          inverted: true,
          reason:
            'Clients cannot see users, permissions, roles, invoices, the catalogue, the orders or the reviews',
        },
        // The audit log: only the entries of the client's own actions (a later rule wins). The
        // reason makes the refusal an advanced rule, which the role editor's grid keeps in place.
        {
          action: 'read',
          subject: 'AuditLog',
          inverted: true,
          reason: 'Clients read only the audit entries of their own actions',
        },
        { action: 'read', subject: 'AuditLog', conditions: { userId: '${user.id}' } },
        {
          action: ['create', 'update', 'delete'],
          subject: 'Todo',
          conditions: { 'assignee.id': '${user.id}' },
        },
        { action: ['create', 'update'], subject: 'Chat', conditions: { userId: '${user.id}' } },
        {
          action: ['create', 'update', 'delete'],
          subject: 'Calendar',
          conditions: { ownerId: '${user.id}' },
        },
        {
          action: 'update',
          subject: 'Kanban',
          conditions: { 'assignedTo.id': '${user.id}' },
        },
        {
          action: ['create', 'update', 'delete'],
          subject: 'Email',
          conditions: { ownerId: '${user.id}' },
        },
        {
          action: ['create', 'update', 'delete'],
          subject: 'Ecommerce',
          conditions: { userId: '${user.id}' },
        },
      ],
    },
    {
      id: 3,
      name: 'author',
      rules: [
        { action: 'read', subject: contentSubjects },
        { action: ['create', 'update'], subject: ['Todo', 'Email', 'Kanban'] },
        { action: 'create', subject: 'Chat' },
      ],
    },
    {
      id: 4,
      name: 'editor',
      rules: [
        { action: 'read', subject: [...contentSubjects, 'User'] },
        {
          action: ['create', 'update', 'delete'],
          subject: ['Todo', 'Email', 'Kanban', 'Ecommerce'],
        },
        { action: 'create', subject: 'Chat' },
        { action: 'update', subject: 'Calendar' },
      ],
    },
    {
      id: 5,
      name: 'maintainer',
      rules: [
        { action: 'read', subject: [...contentSubjects, 'User', 'Invoice'] },
        { action: ['create', 'update', 'delete'], subject: ['Kanban', 'Calendar', 'Todo'] },
        { action: 'create', subject: 'Chat' },
      ],
    },
    { id: 6, name: 'subscriber', rules: [{ action: 'read', subject: contentSubjects }] },
    {
      // Runs the shop: the catalogue, every order and the reviews; reads the shop and its dashboard; nothing
      // else of the admin's (plain allow rules: the role editor's grid edits them).
      id: 7,
      name: SHOP_MANAGER_ROLE,
      rules: [
        { action: 'read', subject: ['Dashboard', 'Ecommerce'] },
        { action: ['read', 'create', 'update', 'delete'], subject: ['Product', 'Order', 'Review'] },
      ],
    },
  ];
  return roles.map((role) => ({ ...role, version: FIRST_VERSION }));
}
