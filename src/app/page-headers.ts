import type { PageHeaderKeys } from '@/lib/i18n/translation-parts';

/**
 * The pages whose first paint is drawn before the app has loaded (docs/performance.md, "The
 * frame"), by the page's file under src/routes, with the keys of the `PageHeader` the page renders
 * first. The build writes them into index.html's route table; the frame script there draws the
 * heading in the page's place from the language file it has already asked for, and the signed-in
 * layout keeps it there until the page's own has rendered (`FirstPageHeader`). Only pages whose
 * header is fixed text and the first thing in the page; a dashboard's day, which comes with its
 * data, is the header's `detail` line, under it. Not framed: kanban (its header shares its row
 * with the board's buttons) and my account (it reads its data as it renders, with no loader, so
 * its route's pending screen would take the heading's place for a moment: the flow below caught
 * it blinking out). `e2e/boot-frame.spec.ts` checks, page by page, that the frame's heading is
 * the page's, in its place.
 */
export const pageHeaders: ReadonlyMap<string, PageHeaderKeys> = new Map<string, PageHeaderKeys>([
  ['_authenticated/dashboards/analytics', ['dashboards.title', 'dashboards.subtitle']],
  [
    '_authenticated/dashboards/ecommerce',
    ['ecommerce.dashboard.title', 'ecommerce.dashboard.subtitle'],
  ],
  ['_authenticated/apps/email/index', ['email.title', 'email.subtitle']],
  ['_authenticated/apps/chat/index', ['chat.title', 'chat.subtitle']],
  ['_authenticated/apps/users/index', ['users.title', 'users.subtitle']],
  ['_authenticated/apps/invoices/index', ['invoices.title', 'invoices.subtitle']],
  ['_authenticated/tables/data-table/index', ['nav.dataTable', 'dataTables.subtitle']],
  ['_authenticated/apps/permissions/index', ['permissions.title', 'permissions.subtitle']],
  ['_authenticated/apps/roles/index', ['roles.title', 'roles.subtitle']],
  ['_authenticated/apps/ecommerce/shop', ['nav.shop', 'ecommerce.subtitle']],
  ['_authenticated/apps/ecommerce/products.index', ['nav.products', 'ecommerce.catalog.subtitle']],
  [
    '_authenticated/apps/ecommerce/customers.index',
    ['nav.customers', 'ecommerce.customers.subtitle'],
  ],
  [
    '_authenticated/apps/ecommerce/orders-admin.index',
    ['nav.ordersAdmin', 'ecommerce.orders.admin.subtitle'],
  ],
  ['_authenticated/apps/ecommerce/reviews', ['nav.reviews', 'ecommerce.reviews.subtitle']],
  ['_authenticated/apps/ecommerce/discounts', ['nav.discounts', 'ecommerce.discounts.subtitle']],
  ['_authenticated/apps/ecommerce/orders.index', ['nav.orders', 'ecommerce.orders.subtitle']],
  ['_authenticated/apps/ecommerce/cart', ['nav.cart', 'ecommerce.cart.subtitle']],
  ['_authenticated/apps/ecommerce/wishlist', ['nav.wishlist', 'ecommerce.wishlist.subtitle']],
  ['_authenticated/audit-log', ['auditLog.title', 'auditLog.subtitle']],
  ['_authenticated/notifications', ['notifications.title', 'notifications.subtitle']],
  ['_authenticated/access-control', ['accessControl.title', 'accessControl.subtitle']],
]);
