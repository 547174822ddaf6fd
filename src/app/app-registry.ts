import { accessControlManifest } from '@/apps/access-control/access-control-manifest';
import { auditLogManifest } from '@/apps/audit-log/audit-log-manifest';
import { calendarManifest } from '@/apps/calendar/calendar-manifest';
import { chatManifest } from '@/apps/chat/chat-manifest';
import { dashboardsManifest } from '@/apps/dashboards/dashboards-manifest';
import { dataTablesManifest } from '@/apps/data-tables/data-tables-manifest';
import { emailManifest } from '@/apps/email/email-manifest';
import { ecommerceDashboardManifest, ecommerceManifest } from '@/apps/ecommerce/ecommerce-manifest';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { kanbanManifest } from '@/apps/kanban/kanban-manifest';
import { mockApiManifest } from '@/apps/mock-api/mock-api-manifest';
import { permissionsManifest } from '@/apps/permissions/permissions-manifest';
import { rolesManifest } from '@/apps/roles/roles-manifest';
import { todoManifest } from '@/apps/todo/todo-manifest';
import { usersManifest } from '@/apps/users/users-manifest';
import type { AppManifest } from '@/components/layout/nav-types';

/** Every app of the dashboard, in menu order. Adding an app starts here (docs/adding-an-app.md). */
export const appRegistry: readonly AppManifest[] = [
  dashboardsManifest,
  ecommerceDashboardManifest,
  accessControlManifest,
  mockApiManifest,
  auditLogManifest,
  todoManifest,
  calendarManifest,
  chatManifest,
  kanbanManifest,
  emailManifest,
  ecommerceManifest,
  usersManifest,
  invoicesManifest,
  rolesManifest,
  permissionsManifest,
  dataTablesManifest,
];
