import { customerDetailSchema, customersPageSchema } from '@/apps/shop-admin/api/customer-schemas';
import { customerSortColumns } from '@/lib/ecommerce/ecommerce-values';
import { customerFilters } from '@/apps/shop-admin/customers-search';
import { createListParams, flagParam } from '@/lib/list/list-search';
import { idPath } from '@/lib/api-fields/api-fields';
import { ability, type Endpoint, endpointGroup, pagedListRead } from '@/contract/endpoint';

/** `GET /apps/ecommerce/customers`: the route's list fields and country, and `allData`. */
/** What `q` finds a customer by. */
export const CUSTOMER_SEARCH_FIELDS = ['fullName', 'email'] as const;

export const customersListParams = createListParams({
  sortColumns: customerSortColumns,
  filters: { ...customerFilters, allData: flagParam(false) },
});

const WHO = [
  'A customer is a user who has placed an order or has the `client` role. `orders` counts every',
  'order, `totalSpent` those not cancelled, less what was refunded (USD), `lastOrderAt` is the',
  'newest order’s date (null when none).',
].join(' ');

export const customersApi = {
  listCustomers: {
    id: 'listCustomers',
    path: '/apps/ecommerce/customers',
    summary: 'One page of the shop’s customers, with their orders’ figures',
    description: [
      WHO,
      '`q` matches the name and the email (case-insensitive); `country` is a country’s name,',
      'exactly (case aside); `countries` lists every customer’s country, for the filter. Without',
      '`sortColumn` the customer who ordered last comes first. `allData` (every match, sorted,',
      'unpaginated; for the CSV export) comes only with `allData=true`.',
    ].join(' '),
    example: { query: { sortColumn: 'totalSpent', sort: 'desc' } },
    ...pagedListRead('Order', customersListParams, customersPageSchema, {
      items: 'customers',
      search: CUSTOMER_SEARCH_FIELDS,
      filters: [{ param: 'country', field: 'country', match: 'any-case' }],
      sortColumns: customerSortColumns,
    }),
  },
  getCustomer: {
    id: 'getCustomer',
    method: 'get',
    path: '/apps/ecommerce/customers/{id}',
    summary: 'A customer’s profile, orders, addresses and wishlist',
    description: `${WHO} 404 for a user who is not a customer, or no user.`,
    access: ability('read', 'Order'),
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The customer', schema: customerDetailSchema } },
    example: { path: { id: '2' } },
  },
} as const satisfies Record<string, Endpoint>;

export const customersGroup = endpointGroup(
  'E-commerce customers',
  customersApi,
  'Who buys from the shop, from the users and their orders: for those who manage the orders (`read` `Order`). Reads only.',
);
