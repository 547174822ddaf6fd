import type { RequestHandler } from 'msw';
import { accountHandlers } from './handlers/account';
import { auditLogHandlers } from './handlers/audit-log';
import { authHandlers } from './handlers/auth';
import { bookmarkHandlers } from './handlers/bookmarks';
import { calendarHandlers } from './handlers/calendar';
import { clockHandlers } from './handlers/clock';
import { chatControlHandlers, chatHandlers } from './handlers/chat';
import { emailHandlers } from './handlers/email';
import { eventControlHandlers, eventHandlers } from './handlers/events';
import { dashboardHandlers } from './handlers/dashboard';
import { dataTableHandlers } from './handlers/data-tables';
import { ecommerceHandlers } from './handlers/ecommerce';
import { catalogHandlers } from './handlers/ecommerce-catalog';
import { managedOrdersHandlers } from './handlers/ecommerce-managed-orders';
import { categoryHandlers } from './handlers/ecommerce-categories';
import { customerHandlers } from './handlers/ecommerce-customers';
import { reviewHandlers } from './handlers/ecommerce-reviews';
import { discountHandlers } from './handlers/ecommerce-discounts';
import { returnHandlers } from './handlers/ecommerce-returns';
import { invoiceHandlers } from './handlers/invoices';
import { kanbanHandlers } from './handlers/kanban';
import { latencyAndFailuresHandlers, mockControlHandlers } from './handlers/mock-control';
import { notificationHandlers } from './handlers/notifications';
import { permissionHandlers } from './handlers/permissions';
import { recordSearchHandlers } from './handlers/record-search';
import { referenceHandlers } from './handlers/reference';
import { requestBodyHandlers } from './handlers/request-body';
import { roleHandlers } from './handlers/roles';
import { todoHandlers } from './handlers/todo';
import { unknownPathHandlers } from './handlers/unknown-path';
import { invitationHandlers, userHandlers } from './handlers/users';
import { keepAllHandlers } from './lib/all-handlers';

/**
 * Every handler of the mock API, shared by the three hosts. The body's cap and media type come
 * first (they hold for every call, before its token), then the control API and the
 * latency/failure step right after it, so both apply to any handler added below; a new app's
 * handlers go before the last one, which answers the API calls nobody served.
 */
export const handlers: RequestHandler[] = [
  ...requestBodyHandlers,
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
  ...invitationHandlers,
  ...calendarHandlers,
  ...chatHandlers,
  ...kanbanHandlers,
  ...emailHandlers,
  ...ecommerceHandlers,
  ...catalogHandlers,
  ...managedOrdersHandlers,
  ...returnHandlers,
  ...categoryHandlers,
  ...customerHandlers,
  ...reviewHandlers,
  ...discountHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...eventHandlers,
  ...dataTableHandlers,
  ...auditLogHandlers,
  // Last: it answers the API calls no handler above served.
  ...unknownPathHandlers,
];
keepAllHandlers(handlers);
