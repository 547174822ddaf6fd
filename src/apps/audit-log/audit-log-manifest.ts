import { IconHistory } from '@tabler/icons-react';
import type { AppManifest } from '@/components/layout/nav-types';

/** The audit log: the admin reads every entry, the client its own (the rules' condition). */
export const auditLogManifest: AppManifest = {
  id: 'audit-log',
  path: '/audit-log',
  titleKey: 'nav.auditLog',
  icon: IconHistory,
  group: 'settings',
  subject: 'AuditLog',
};
