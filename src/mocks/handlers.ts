import type { RequestHandler } from 'msw';
import { accountHandlers } from './handlers/account.ts';
import { auditLogHandlers } from './handlers/audit-log.ts';
import { authHandlers } from './handlers/auth.ts';
import { bookmarkHandlers } from './handlers/bookmarks.ts';
import { calendarHandlers } from './handlers/calendar.ts';
import { clockHandlers } from './handlers/clock.ts';
import { chatControlHandlers, chatHandlers } from './handlers/chat.ts';
import { emailHandlers } from './handlers/email.ts';
import { eventControlHandlers, eventHandlers } from './handlers/events.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';
import { dataTableHandlers } from './handlers/data-tables.ts';
import { ecommerceHandlers } from './handlers/ecommerce.ts';
import { catalogHandlers } from './handlers/ecommerce-catalog.ts';
import { managedOrdersHandlers } from './handlers/ecommerce-managed-orders.ts';
import { categoryHandlers } from './handlers/ecommerce-categories.ts';
import { customerHandlers } from './handlers/ecommerce-customers.ts';
import { reviewHandlers } from './handlers/ecommerce-reviews.ts';
import { invoiceHandlers } from './handlers/invoices.ts';
import { kanbanHandlers } from './handlers/kanban.ts';
import { latencyAndFailuresHandlers, mockControlHandlers } from './handlers/mock-control.ts';
import { notificationHandlers } from './handlers/notifications.ts';
import { permissionHandlers } from './handlers/permissions.ts';
import { recordSearchHandlers } from './handlers/record-search.ts';
import { referenceHandlers } from './handlers/reference.ts';
import { roleHandlers } from './handlers/roles.ts';
import { todoHandlers } from './handlers/todo.ts';
import { unknownPathHandlers } from './handlers/unknown-path.ts';
import { userHandlers } from './handlers/users.ts';

/**
 * Every handler of the mock API, shared by the three hosts. The control API comes first and the
 * latency/failure step right after it, so both apply to any handler added below; a new app's
 * handlers go before the last one, which answers the API calls nobody served.
 */
export const handlers: RequestHandler[] = [
  ...mockControlHandlers,
  ...chatControlHandlers,
  ...eventControlHandlers,
  ...latencyAndFailuresHandlers,
  ...referenceHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...bookmarkHandlers,
  ...recordSearchHandlers,
  ...clockHandlers,
  ...dashboardHandlers,
  ...roleHandlers,
  ...permissionHandlers,
  ...todoHandlers,
  ...userHandlers,
  ...calendarHandlers,
  ...chatHandlers,
  ...kanbanHandlers,
  ...emailHandlers,
  ...ecommerceHandlers,
  ...catalogHandlers,
  ...managedOrdersHandlers,
  ...categoryHandlers,
  ...customerHandlers,
  ...reviewHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...eventHandlers,
  ...dataTableHandlers,
  ...auditLogHandlers,
  // Last: it answers the API calls no handler above served.
  ...unknownPathHandlers,
];
