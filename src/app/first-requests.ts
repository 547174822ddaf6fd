import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { emailsQueryOptions } from '@/apps/email/api/list-emails';
import { emailSearchSchema, viewOf } from '@/apps/email/email-search';
import { chatsAndContactsQueryOptions } from '@/apps/chat/api/list-chats-and-contacts';
import { boardsQueryOptions } from '@/apps/kanban/api/list-kanban-boards';
import { kanbanTasksQueryOptions } from '@/apps/kanban/api/list-kanban-tasks';
import { eventsQueryOptions } from '@/apps/calendar/api/list-events';
import { selectedCalendars } from '@/apps/calendar/calendar-filter';
import { calendarSearchSchema } from '@/apps/calendar/calendar-search';
import { tasksQueryOptions } from '@/apps/todo/api/list-todo-tasks';
import { listSearchOf, todoSearchSchema } from '@/apps/todo/todo-search';
import { invoicesQueryOptions } from '@/apps/invoices/api/list-invoices';
import { invoicesSearchSchema } from '@/apps/invoices/invoices-search';
import { dataTableRowsQueryOptions } from '@/apps/data-tables/api/list-data-table-rows';
import { dataTablesSearchSchema } from '@/apps/data-tables/data-tables-search';
import { productsQueryOptions } from '@/apps/shop/api/list-products';
import { productsSearchOf, shopSearchSchema } from '@/apps/shop/shop-search';
import { shopDashboardQueryOptions } from '@/apps/shop-admin/api/get-shop-dashboard';
import { overviewQueryOptions } from '@/apps/dashboards/api/get-dashboard-overview';
import { permissionsQueryOptions } from '@/apps/permissions/api/list-permissions';
import { permissionsSearchSchema } from '@/apps/permissions/permissions-search';
import { rolesQueryOptions } from '@/apps/roles/api/list-roles';
import { usersQueryOptions } from '@/apps/users/api/list-users';
import { usersSearchSchema } from '@/apps/users/users-search';
import { apiBaseUrl } from '@/lib/http/http';

/** A query as a route's loader asks for it: its key and the function that fetches it. */
export type FirstQuery = {
  queryKey: QueryKey;
  queryFn?: unknown;
};

/**
 * The queries a page's loader asks for first when it is opened by its plain URL (no search: each
 * search schema's defaults), by the page's file under src/routes. The build runs each query's own
 * function with a recording `fetch` to learn its request (build/first-requests.ts), and index.html's
 * early script starts those requests with the page's code (src/lib/early/early-requests.ts), so the
 * URL is built once, by the app's own fetcher; `first-requests.test.ts` checks that each page asks
 * for them first. Left out: the home (`/` redirects by the user's abilities), a record's page
 * (its id is in the path), my account (no loader), the shop's filters (only where the sidebar is a
 * column: the viewport decides) and every page whose first query depends on more than its URL.
 */
export const firstQueries: ReadonlyMap<string, () => FirstQuery[]> = new Map<
  string,
  () => FirstQuery[]
>([
  ['_authenticated/dashboards/analytics', () => [overviewQueryOptions()]],
  ['_authenticated/dashboards/ecommerce', () => [shopDashboardQueryOptions()]],
  [
    '_authenticated/apps/email/index',
    () => [emailsQueryOptions(viewOf(emailSearchSchema.parse({})))],
  ],
  ['_authenticated/apps/chat/index', () => [chatsAndContactsQueryOptions()]],
  ['_authenticated/apps/kanban/index', () => [boardsQueryOptions(), kanbanTasksQueryOptions()]],
  [
    '_authenticated/apps/calendar/index',
    () => [eventsQueryOptions(selectedCalendars(calendarSearchSchema.parse({}).calendars))],
  ],
  [
    '_authenticated/apps/todo/index',
    () => [tasksQueryOptions(listSearchOf(todoSearchSchema.parse({})))],
  ],
  ['_authenticated/apps/users/index', () => [usersQueryOptions(usersSearchSchema.parse({}))]],
  [
    '_authenticated/apps/invoices/index',
    () => [invoicesQueryOptions(invoicesSearchSchema.parse({}))],
  ],
  [
    '_authenticated/tables/data-table/index',
    () => [dataTableRowsQueryOptions(dataTablesSearchSchema.parse({}))],
  ],
  [
    '_authenticated/apps/permissions/index',
    () => [permissionsQueryOptions(permissionsSearchSchema.parse({}))],
  ],
  ['_authenticated/apps/roles/index', () => [rolesQueryOptions()]],
  [
    '_authenticated/apps/ecommerce/shop',
    () => [productsQueryOptions(productsSearchOf(shopSearchSchema.parse({})))],
  ],
]);

/** What a query function is given; the build's and the test's calls pass this. */
export function queryContext(queryKey: QueryKey, signal: AbortSignal) {
  return { queryKey, signal, meta: undefined } as unknown as QueryFunctionContext;
}

/** Where the app's client sends its calls (the build's: `http://localhost` in Node). */
export const apiBase = () => apiBaseUrl();
