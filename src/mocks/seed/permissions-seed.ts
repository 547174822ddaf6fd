import { FIRST_VERSION } from '@/lib/versions/versions';
import type { Permission } from '@/apps/permissions/api/permission-schemas';
import type { SeedContext } from './seed-context';

/** Realistic permission names; the core ones come first, the product ships them. */
const permissionNames = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
  'Approve Invoices',
  'Issue Refunds',
  'Export Reports',
  'View Audit Log',
  'Manage API Keys',
  'Configure Integrations',
  'Edit Company Profile',
  'Publish Articles',
  'Review Drafts',
  'Moderate Comments',
  'Manage Media Library',
  'Schedule Posts',
  'Manage Kanban Boards',
  'Assign Tasks',
  'Close Projects',
  'Manage Calendars',
  'Book Meeting Rooms',
  'Send Newsletters',
  'Manage Mailing Lists',
  'Answer Support Tickets',
  'Escalate Tickets',
  'Manage Product Catalog',
  'Adjust Prices',
  'Process Orders',
  'Manage Inventory',
  'View Sales Dashboard',
  'Manage Discounts',
  'Reset User Passwords',
  'Impersonate Users',
  'Manage Data Retention',
  'Download Backups',
] as const;

const CORE_COUNT = 9;
const otherRoles = ['client', 'author', 'editor', 'maintainer', 'subscriber'] as const;

/**
 * About forty permissions created over the 18 months before the reference date, newest first.
 * The admin holds most of them; each also goes to zero to three other roles.
 */
export function seedPermissions(ctx: SeedContext): Permission[] {
  const { random } = ctx;
  const rows = permissionNames.map((name, index) => {
    const others = random.pickMany(otherRoles, random.int(0, 3));
    const withAdmin = index < CORE_COUNT || others.length === 0 || random.bool(0.6);
    const assignedTo = [
      ...(withAdmin ? ['admin'] : []),
      ...otherRoles.filter((role) => others.includes(role)),
    ];
    return {
      name,
      assignedTo,
      createdDate: random.dateAround(-540, 0),
      isCore: index < CORE_COUNT,
    };
  });
  return rows
    .toSorted((a, b) => b.createdDate.localeCompare(a.createdDate))
    .map((row, index) => ({ id: index + 1, ...row, version: FIRST_VERSION }));
}
