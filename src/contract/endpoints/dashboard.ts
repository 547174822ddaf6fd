// Relative imports with `.ts`: see ../endpoint.ts.
import { overviewSchema } from '../../apps/dashboards/api/dashboard-schemas.ts';
import { ability, type Endpoint, endpointGroup } from '../endpoint.ts';

export const dashboardApi = {
  overview: {
    id: 'getDashboardOverview',
    method: 'get',
    path: '/api/dashboard/overview',
    summary: 'The dashboard’s figures, computed from the session’s data',
    description: [
      '`today` is the mock clock’s day (UTC). A section is `null` when the user may not read its',
      'source: `users` (`User`), `invoices` (`Invoice`), `tasks` (`Todo`), `events` (`Calendar`).',
      'Amounts are summed in cents and rounded to 2 decimals; `invoices.byStatus` lists all six',
      'invoice statuses, in the specification’s order, zeros included. `tasks` leaves out deleted',
      'tasks; `overdue` is open and due before today, `important` counts completed tasks too.',
      '`events.today` holds the events that overlap today (UTC; `end` is exclusive), sorted by',
      'start; `upcoming` counts those starting in the 7 days after today.',
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
