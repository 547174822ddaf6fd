import { managedOrderSortColumns } from '@/lib/ecommerce/ecommerce-values';
import {
  managedOrderSchema,
  managedOrdersPageSchema,
  orderStepSchema,
} from '@/lib/ecommerce/order-schemas';
import { managedOrderFilters } from '@/apps/shop-admin/managed-orders-search';
import { createListParams, flagParam } from '@/lib/list/list-search';
import { idPath } from '@/lib/api-fields/api-fields';
import { orderWrites } from './ecommerce';
import { ability, type Endpoint, endpointGroup, pagedListRead } from '@/contract/endpoint';

/** `GET /apps/ecommerce/admin/orders`: the route's list fields and filters, and `allData`. */
export const managedOrdersListParams = createListParams({
  sortColumns: managedOrderSortColumns,
  filters: { ...managedOrderFilters, allData: flagParam(false) },
});

const STEPS = [
  'The life of an order: `pay` (from `pending`), `ship` with a `carrier` and its `trackingNumber`',
  '(from `paid`; 6 to 30 letters, digits or dashes, stored upper-case; 400',
  '`ecommerce.orders.errors.trackingNumber`; the number must have the carrier’s shape, else 400',
  '`ecommerce.orders.errors.trackingCarrier` on `trackingNumber`: `ups` 1Z and 16 letters or',
  'digits, `fedex` 12, 15, 20 or 22 digits, `dhl` 10 or 11 digits or (J)JD and 18 digits, `usps`',
  '20 to 22 digits or two letters, 9 digits and US, `laposte` a digit, a letter and 11 digits or',
  'two letters, 9 digits and FR, `ctt` two letters, 9 digits and PT; the order keeps the',
  '`carrier`, which its screens turn into a link to the carrier’s tracking page),',
  '`deliver` (from `shipped`), `cancel` (from `pending` or `paid`) and `refund` (from `paid`,',
  '`shipped` or `delivered`). A step from any other status is a 409 that names the step:',
  '`ecommerce.orders.errors.cannotPay`, `…cannotShip`, `…cannotDeliver`, `…cannotCancel`,',
  '`…cannotRefund`. `refund` without',
  '`lines` gives back everything not yet refunded; with `lines` (`{ line, qty }`, `line` the',
  'index in the order’s lines) only those quantities, at the line’s price (400',
  '`ecommerce.orders.errors.refundQty` on `lines.<i>.qty` above what is left to refund of it, or',
  'on `lines.<i>.line` for no such line). Once every line is refunded the order is `refunded`;',
  'until then it keeps its status. `refunded` is the amount given back (the lines at their',
  'price; a whole refund gives back the total, shipping and tax included). Cancelling and',
  'refunding put the quantities back in stock. Each step is added to the order’s `timeline`',
  '(who, when, the tracking number or the amount), is recorded in the audit log, and raises',
  '`orderUpdated` for the buyer (their notifications, if they want that kind), who sees the new',
  'status and the timeline on their own order’s page. Each step moves the order’s `version`;',
  'a step sent with a stale `If-Match` is a 412 before its status is looked at.',
  '`acceptReturn` and `refuseReturn` (from `delivered`; refusing from `refunded` too) answer the',
  'buyer’s open return request (`POST /apps/ecommerce/orders/{id}/returns`): accepting refunds its',
  'lines as a refund by line does (the amount on the request and on the step), refusing keeps',
  'the `reason` (required, at most 300 characters; 400 `validation.required`,',
  '`validation.tooLong`) for the buyer. 409 `ecommerce.returns.errors.noneOpen` without an open',
  'request, `ecommerce.returns.errors.cannotAccept` when the order is not delivered or some of',
  'its lines were refunded since it was asked. The buyer’s `orderUpdated` names the step.',
].join(' ');

export const managedOrdersApi = {
  listManagedOrders: {
    id: 'listManagedOrders',
    path: '/apps/ecommerce/admin/orders',
    summary: 'One page of every buyer’s orders, with the count of every match',
    description: [
      '`q` matches the order’s number and the buyer’s name (case-insensitive); `status`,',
      '`payment` (`card`, `cod`), `from`/`to` (days, UTC, both included), `customer` (part of',
      'the buyer’s name or email), `minTotal`/`maxTotal` and `returns` (`open`: the orders with a',
      'return request to answer) filter; unknown values mean no',
      'filter. Without `sortColumn` the newest order comes first. `allData` (every match,',
      'sorted, unpaginated; for the CSV export) comes only with `allData=true`.',
    ].join(' '),
    example: { query: { status: 'paid', sortColumn: 'total', sort: 'desc' } },
    // `customer` (part of the name or the email) is in the description: it reads two fields.
    ...pagedListRead('Order', managedOrdersListParams, managedOrdersPageSchema, {
      items: 'orders',
      search: ['number', 'customer.fullName'],
      filters: [
        { param: 'status', field: 'status', match: 'any-case' },
        { param: 'payment', field: 'payment.method', match: 'any-case' },
        { param: 'from', field: 'createdAt', match: 'from' },
        { param: 'to', field: 'createdAt', match: 'to' },
        { param: 'minTotal', field: 'total', match: 'from' },
        { param: 'maxTotal', field: 'total', match: 'to' },
      ],
      sortColumns: {
        ...Object.fromEntries(managedOrderSortColumns.map((column) => [column, column])),
        customer: 'customer.fullName',
      },
    }),
  },
  getManagedOrder: {
    id: 'getManagedOrder',
    method: 'get',
    path: '/apps/ecommerce/admin/orders/{id}',
    summary: 'One order, any buyer’s: lines, address, payment, timeline and buyer',
    description:
      'The id is the order’s number without its `#` (`100241` for `#100241`); 404 for a malformed or unknown one.',
    access: ability('read', 'Order'),
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The order', schema: managedOrderSchema } },
    example: { path: { id: '100012' } },
  },
  takeOrderStep: {
    id: 'takeOrderStep',
    method: 'post',
    path: '/apps/ecommerce/admin/orders/{id}/steps',
    summary:
      'Take the next step of an order’s life: pay, ship, deliver, cancel, refund, or answer a return',
    description: STEPS,
    access: ability('update', 'Order'),
    ...orderWrites,
    versioned: { current: managedOrderSchema },
    pathParams: idPath,
    body: orderStepSchema,
    errors: [400, 404, 409],
    errorKeys: {
      400: {
        fields: {
          trackingNumber: [
            'ecommerce.orders.errors.trackingNumber',
            'ecommerce.orders.errors.trackingCarrier',
          ],
          lines: ['ecommerce.orders.errors.refundNothing'],
          'lines.*.line': ['ecommerce.orders.errors.refundQty'],
          'lines.*.qty': ['ecommerce.orders.errors.refundQty'],
          reason: ['validation.required', 'validation.tooLong'],
        },
      },
      409: {
        messages: [
          'ecommerce.orders.errors.cannotPay',
          'ecommerce.orders.errors.cannotShip',
          'ecommerce.orders.errors.cannotDeliver',
          'ecommerce.orders.errors.cannotCancel',
          'ecommerce.orders.errors.cannotRefund',
          'ecommerce.returns.errors.cannotAccept',
          'ecommerce.returns.errors.noneOpen',
        ],
      },
    },
    answers: { 200: { description: 'The order after the step', schema: managedOrderSchema } },
    // The seed's newest order is pending, so paying it succeeds.
    example: { path: { id: '100240' }, body: { action: 'pay' } },
  },
} as const satisfies Record<string, Endpoint>;

export const managedOrdersGroup = endpointGroup(
  'E-commerce orders',
  managedOrdersApi,
  'Every buyer’s orders as the shop’s managers see them, and the steps of their life.',
);
