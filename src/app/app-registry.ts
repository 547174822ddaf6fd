// The manifests by relative path with `.ts`: src/app/features.ts reads this registry, and the
// build scripts load that with Vite's module runner, which resolves neither `@/` nor a path
// without its extension.
import { accessControlManifest } from '../apps/access-control/access-control-manifest.ts';
import { auditLogManifest } from '../apps/audit-log/audit-log-manifest.ts';
import { calendarManifest } from '../apps/calendar/calendar-manifest.ts';
import { chatManifest } from '../apps/chat/chat-manifest.ts';
import { dashboardsManifest } from '../apps/dashboards/dashboards-manifest.ts';
import { dataTablesManifest } from '../apps/data-tables/data-tables-manifest.ts';
import { emailManifest } from '../apps/email/email-manifest.ts';
import { ecommerceManifest } from '../apps/shop/shop-manifest.ts';
import {
  ecommerceDashboardManifest,
  shopAdminPages,
} from '../apps/shop-admin/shop-admin-manifest.ts';
import { invoicesManifest } from '../apps/invoices/invoices-manifest.ts';
import { kanbanManifest } from '../apps/kanban/kanban-manifest.ts';
import { mockApiManifest } from '../apps/mock-api/mock-api-manifest.ts';
import { permissionsManifest } from '../apps/permissions/permissions-manifest.ts';
import { rolesManifest } from '../apps/roles/roles-manifest.ts';
import { todoManifest } from '../apps/todo/todo-manifest.ts';
import { usersManifest } from '../apps/users/users-manifest.ts';
import type { AppManifest } from '@/components/layout/nav-types';

/** One menu entry for the shop: the storefront's pages, then the back office's. */
const ecommerceMenu: AppManifest = {
  ...ecommerceManifest,
  children: [...(ecommerceManifest.children ?? []), ...shopAdminPages],
};

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
  ecommerceMenu,
  usersManifest,
  invoicesManifest,
  rolesManifest,
  permissionsManifest,
  dataTablesManifest,
];
