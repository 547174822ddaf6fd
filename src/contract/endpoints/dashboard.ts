import { overviewSchema } from '@/apps/dashboards/api/dashboard-schemas';
import { ability, type Endpoint, endpointGroup } from '@/contract/endpoint';
import { LOW_STOCK } from '@/lib/ecommerce/ecommerce-values';

export const dashboardApi = {
  overview: {
    id: 'getDashboardOverview',
    method: 'get',
    path: '/api/dashboard/overview',
    summary: 'The signed-in account’s home: its figures, computed from the session’s data',
    description: [
      '`today` is the mock clock’s day (UTC). A section is `null` when the user may not read its',
      'source: `users` (`User`), `invoices` (`Invoice`), `tasks` (`Todo`), `events` (`Calendar`),',
      '`orders` (`Ecommerce`, for those who may not `read` `Order`: a buyer’s own purchases),',
      '`shop` (`Order`: the shop’s work in their place). Each section follows the rules of its list: `tasks` counts the',
      'user’s own tasks (assigned to them and readable: the todo list’s “My tasks”), `orders` the',
      'user’s own orders (the orders list), `events` the user’s own events and those they are',
      'invited to (a guest by their full name; the calendar itself shows every event to its',
      'readers), `users` and `invoices` the whole tables. Amounts are summed in cents and rounded to 2',
      'decimals; `invoices.byStatus` lists all six invoice statuses, in the specification’s order,',
      'zeros included. `tasks` leaves out deleted tasks; `overdue` is open and due before today,',
      '`important` counts completed tasks too; `tasks.next` is the 5 open tasks due soonest.',
      '`events.today` holds the events that overlap today (UTC; `end` is exclusive), sorted by',
      'start; `upcoming` counts those starting in the 7 days after today, `next` lists the first 5',
      'of them. `orders.inProgress` counts pending, paid and shipped orders, `spent` sums the totals',
      'of all but the cancelled, `recent` is the 4 newest. `shop` counts every buyer’s orders:',
      '`toShip` the paid ones, `toPay` the pending ones, `waiting` the 5 oldest of those with their',
      'buyer’s name (the ones to handle next); `lowStock` the products in stock with at most',
      `${LOW_STOCK} left; \`reviewsToModerate\` the pending reviews (null without \`read\` on \`Review\`).`,
    ].join(' '),
    access: ability('read', 'Dashboard'),
    answers: { 200: { description: 'The figures', schema: overviewSchema } },
  },
} as const satisfies Record<string, Endpoint>;

export const dashboardGroup = endpointGroup(
  'Dashboards',
  dashboardApi,
  'The dashboards’ figures, computed from the session’s data.',
);
