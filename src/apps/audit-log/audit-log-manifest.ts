import type { AppManifest } from '@/components/layout/nav-types';

/**
 * The audit log's page is the admin's (like the Mock API page, it needs `manage`); the API reads
 * with `read`, so a client reads the entries of its own actions (the rules' condition) there.
 */
export const auditLogManifest: AppManifest = {
  id: 'audit-log',
  path: '/audit-log',
  titleKey: 'nav.auditLog',
  icon: 'IconHistory',
  group: 'settings',
  subject: 'AuditLog',
  feature: 'audit-log',
  action: 'manage',
  // Also what the Activity tabs read (a user's page, the account), shown where the log is served.
  operations: ['listAuditLog'],
};
