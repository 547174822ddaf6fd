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
import { session } from '@/lib/session/session';
import { dashboardsManifest } from '@/apps/dashboards/dashboards-manifest';
import { ecommerceDashboardManifest } from '@/apps/shop-admin/shop-admin-manifest';
import { emailManifest } from '@/apps/email/email-manifest';
import { chatManifest } from '@/apps/chat/chat-manifest';
import { kanbanManifest } from '@/apps/kanban/kanban-manifest';
import { calendarManifest } from '@/apps/calendar/calendar-manifest';
import { todoManifest } from '@/apps/todo/todo-manifest';
import { usersManifest } from '@/apps/users/users-manifest';
import { invoicesManifest } from '@/apps/invoices/invoices-manifest';
import { dataTablesManifest } from '@/apps/data-tables/data-tables-manifest';
import { permissionsManifest } from '@/apps/permissions/permissions-manifest';
import { rolesManifest } from '@/apps/roles/roles-manifest';
import { shopPage } from '@/apps/shop/shop-manifest';
import type { NavPage } from '@/components/layout/nav-types';

/** A query as a route's loader asks for it: its key and the function that fetches it. */
export type FirstQuery = {
  queryKey: QueryKey;
  queryFn?: unknown;
};

/**
 * A page the early script may start: the manifest its route's guard checks (`requireAbility`:
 * its feature, subject and action; first-requests.test.ts checks it is the route's) and the
 * queries its loader asks for first.
 */
export type FirstPage = {
  page: Pick<NavPage, 'feature' | 'subject' | 'action'>;
  queries: () => FirstQuery[];
};

/**
 * The queries a page's loader asks for first when it is opened by its plain URL (no search: each
 * search schema's defaults), by the page's file under src/routes, with the page its route guards.
 * The build runs each query's own function with a recording `fetch` to learn its request
 * (build/first-requests.ts), and index.html's early script starts those requests with the page's
 * code (src/lib/early/early-requests.ts) when the guard would let the page open, so the URL is
 * built once, by the app's own fetcher; `first-requests.test.ts` checks that each page asks for
 * them first. Left out: the home (`/` redirects by the user's abilities), a record's page (its id
 * is in the path), my account (no loader), the shop's filters (only where the sidebar is a
 * column: the viewport decides) and every page whose first query depends on more than its URL.
 */
export const firstQueries: ReadonlyMap<string, FirstPage> = new Map<string, FirstPage>([
  [
    '_authenticated/dashboards/analytics',
    { page: dashboardsManifest, queries: () => [overviewQueryOptions()] },
  ],
  [
    '_authenticated/dashboards/ecommerce',
    { page: ecommerceDashboardManifest, queries: () => [shopDashboardQueryOptions()] },
  ],
  [
    '_authenticated/apps/email/index',
    {
      page: emailManifest,
      queries: () => [emailsQueryOptions(viewOf(emailSearchSchema.parse({})))],
    },
  ],
  [
    '_authenticated/apps/chat/index',
    { page: chatManifest, queries: () => [chatsAndContactsQueryOptions()] },
  ],
  [
    '_authenticated/apps/kanban/index',
    { page: kanbanManifest, queries: () => [boardsQueryOptions(), kanbanTasksQueryOptions()] },
  ],
  [
    '_authenticated/apps/calendar/index',
    {
      page: calendarManifest,
      queries: () => [
        eventsQueryOptions(selectedCalendars(calendarSearchSchema.parse({}).calendars)),
      ],
    },
  ],
  [
    '_authenticated/apps/todo/index',
    {
      page: todoManifest,
      queries: () => [tasksQueryOptions(listSearchOf(todoSearchSchema.parse({})))],
    },
  ],
  [
    '_authenticated/apps/users/index',
    { page: usersManifest, queries: () => [usersQueryOptions(usersSearchSchema.parse({}))] },
  ],
  [
    '_authenticated/apps/invoices/index',
    {
      page: invoicesManifest,
      queries: () => [invoicesQueryOptions(invoicesSearchSchema.parse({}))],
    },
  ],
  [
    '_authenticated/tables/data-table/index',
    {
      page: dataTablesManifest,
      queries: () => [dataTableRowsQueryOptions(dataTablesSearchSchema.parse({}))],
    },
  ],
  [
    '_authenticated/apps/permissions/index',
    {
      page: permissionsManifest,
      queries: () => [permissionsQueryOptions(permissionsSearchSchema.parse({}))],
    },
  ],
  [
    '_authenticated/apps/roles/index',
    { page: rolesManifest, queries: () => [rolesQueryOptions()] },
  ],
  [
    '_authenticated/apps/ecommerce/shop',
    {
      page: shopPage,
      queries: () => [productsQueryOptions(productsSearchOf(shopSearchSchema.parse({})))],
    },
  ],
]);

/** What a query function is given; the build's and the test's calls pass this. */
export function queryContext(queryKey: QueryKey, signal: AbortSignal) {
  return { queryKey, signal, meta: undefined } as unknown as QueryFunctionContext;
}

/** Where the app's client sends its calls (the build's: `http://localhost` in Node). */
export const apiBase = () => apiBaseUrl();

/**
 * Runs `record` signed in, as the pages' queries run: the app's client sends nothing while signed
 * out (src/lib/http/http.ts). The build records the requests and sends none, so a stand-in
 * session does, its tokens never leaving the process; a session already there (a test's) is
 * used as it is.
 */
export async function whileSignedIn<T>(record: () => Promise<T>): Promise<T> {
  if (session.get()) return record();
  session.start({
    accessToken: 'recorded',
    refreshToken: 'recorded',
    userData: { id: 0, fullName: '', username: '', email: '', avatar: '', role: '', ability: [] },
  });
  try {
    return await record();
  } finally {
    session.end('signedOut');
  }
}
