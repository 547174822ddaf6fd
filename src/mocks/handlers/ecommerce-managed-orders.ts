import { http, HttpResponse } from 'msw';
import { canTakeStep, statusAfter } from '@/lib/ecommerce/order-lifecycle';
import { fitsCarrier, TRACKING_CARRIER_ERROR } from '@/lib/ecommerce/carrier-numbers';
import { refundAmount } from '@/lib/ecommerce/refund-amount';
import type {
  ManagedOrder,
  ManagedOrdersPage,
  Order,
  OrderStep,
  OrderTimelineEntry,
} from '@/lib/ecommerce/order-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  managedOrdersApi,
  managedOrdersListParams,
} from '@/contract/endpoints/ecommerce-managed-orders';
import { fromSearchParams } from '@/lib/list/list-search';
import type { Database } from '@/mocks/db/tables';
import { withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { clockIso } from '@/mocks/lib/clock';
import {
  errorKeys,
  throwHttpError,
  throwNotFound,
  type FieldErrors,
} from '@/mocks/lib/http-errors';
import { listPage, newestFirst } from '@/mocks/lib/list-operations';
import { raiseNotification } from '@/mocks/lib/notifications';
import { cents } from '@/lib/ecommerce/money';
import { parseBody, pathId } from '@/mocks/lib/validation';
import { changeStock } from '@/mocks/lib/product-stock';
import { assertCurrentVersion, bumpVersion } from '@/mocks/lib/versions';
import { openReturn } from '@/lib/ecommerce/order-return-rules';

/** The 409 of a step the order's status does not allow, one message per step. */
export const stepRefusedKeys: ReadonlyMap<OrderStep['action'], string> = new Map([
  ['pay', 'ecommerce.orders.errors.cannotPay'],
  ['ship', 'ecommerce.orders.errors.cannotShip'],
  ['deliver', 'ecommerce.orders.errors.cannotDeliver'],
  ['cancel', 'ecommerce.orders.errors.cannotCancel'],
  ['refund', 'ecommerce.orders.errors.cannotRefund'],
  ['acceptReturn', 'ecommerce.returns.errors.cannotAccept'],
  ['refuseReturn', 'ecommerce.returns.errors.noneOpen'],
]);
const REFUND_QTY = 'ecommerce.orders.errors.refundQty';

/** The order with its buyer, as its managers see it (a buyer no longer listed keeps the name). */
function managed(db: Database, order: Order): ManagedOrder {
  const buyer = db.users.find((user) => user.id === order.userId);
  return {
    ...order,
    customer: {
      id: order.userId,
      fullName: buyer?.fullName ?? order.address.fullName,
      email: buyer?.email ?? '',
    },
  };
}

function findOrder(db: Database, id: number): Order {
  const order = db.orders.find((candidate) => candidate.id === id);
  if (!order) throwNotFound();
  return order;
}

/** Puts quantities back in stock (a product deleted since keeps nothing). */
function restock(db: Database, order: Order, quantities: ReadonlyMap<number, number>) {
  for (const [index, qty] of quantities) {
    const line = order.lines[index];
    const product = line && db.products.find((candidate) => candidate.id === line.productId);
    if (product) changeStock(product, line.color, qty);
  }
}

/** The quantities a refund gives back by line index: what is asked, checked against what is left. */
function refundQuantities(order: Order, step: Extract<OrderStep, { action: 'refund' }>) {
  const quantities = new Map<number, number>();
  if (!step.lines) {
    order.lines.forEach((line, index) => {
      if (line.qty > line.refundedQty) quantities.set(index, line.qty - line.refundedQty);
    });
    return quantities;
  }
  const errors: FieldErrors = {};
  step.lines.forEach(({ line: index, qty }, position) => {
    const line = order.lines[index];
    if (!line) {
      errors[`lines.${position}.line`] = [REFUND_QTY];
      return;
    }
    const asked = (quantities.get(index) ?? 0) + qty;
    if (asked > line.qty - line.refundedQty) errors[`lines.${position}.qty`] = [REFUND_QTY];
    quantities.set(index, asked);
  });
  if (Object.keys(errors).length > 0) throwHttpError(400, errorKeys.validationFailed, errors);
  return quantities;
}

/** Gives back `quantities` (checked): their share of what was paid, their stock; the amount. */
function giveBack(db: Database, order: Order, quantities: ReadonlyMap<number, number>): number {
  const amount = refundAmount(order, quantities);
  for (const [index, qty] of quantities) {
    const line = order.lines[index];
    if (line) line.refundedQty += qty;
  }
  restock(db, order, quantities);
  order.refunded = cents(order.refunded + amount);
  if (order.lines.every((line) => line.refundedQty === line.qty)) order.status = 'refunded';
  return amount;
}

/**
 * Accepts or refuses the buyer's open request (409 without one). Accepting refunds its lines as
 * a refund by line does, unless some were refunded since it was asked (409).
 */
function decideReturn(
  ctx: AuthContext,
  order: Order,
  step: Extract<OrderStep, { action: 'acceptReturn' | 'refuseReturn' }>,
  entry: OrderTimelineEntry,
): void {
  const request = openReturn(order);
  if (!request) throwHttpError(409, 'ecommerce.returns.errors.noneOpen');
  if (step.action === 'acceptReturn') {
    const quantities = new Map(request.lines.map(({ line, qty }) => [line, qty]));
    const gone = request.lines.some(({ line, qty }) => {
      const ordered = order.lines[line];
      return !ordered || qty > ordered.qty - ordered.refundedQty;
    });
    if (gone) throwHttpError(409, 'ecommerce.returns.errors.cannotAccept');
    request.amount = giveBack(ctx.session.db, order, quantities);
    entry.amount = request.amount;
  } else {
    request.refusal = step.reason;
  }
  request.status = step.action === 'acceptReturn' ? 'accepted' : 'refused';
  request.decidedAt = entry.at;
  request.decidedBy = entry.by;
}

/** Applies one step to the order (its status already checked) and returns its timeline entry. */
function applyStep(ctx: AuthContext, order: Order, step: OrderStep): OrderTimelineEntry {
  const { db } = ctx.session;
  const entry: OrderTimelineEntry = {
    event: step.action,
    at: clockIso(ctx.session.clock),
    by: { id: ctx.user.id, fullName: ctx.user.fullName },
    trackingNumber: null,
    amount: null,
  };
  switch (step.action) {
    case 'ship': {
      const trackingNumber = step.trackingNumber.toUpperCase();
      order.trackingNumber = trackingNumber;
      order.carrier = step.carrier;
      entry.trackingNumber = trackingNumber;
      entry.carrier = step.carrier;
      break;
    }
    case 'cancel': {
      const left = new Map<number, number>();
      order.lines.forEach((line, index) => left.set(index, line.qty - line.refundedQty));
      restock(db, order, left);
      break;
    }
    case 'refund': {
      entry.amount = giveBack(db, order, refundQuantities(order, step));
      return entry;
    }
    case 'acceptReturn':
    case 'refuseReturn':
      decideReturn(ctx, order, step, entry);
      return entry;
    case 'pay':
    case 'deliver':
      break;
  }
  order.status = statusAfter.get(step.action) ?? order.status;
  return entry;
}

export const managedOrdersHandlers = [
  http.get(
    mockPath(managedOrdersApi.listManagedOrders),
    withAbility('read', 'Order', async ({ request, ctx }) => {
      const { allData: withAllData, ...params } = managedOrdersListParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const { db } = ctx.session;
      const { status, payment, from, to, minTotal, maxTotal, sortColumn, returns } = params;
      const needle = params.q.trim().toLowerCase();
      const customer = params.customer?.toLowerCase();
      const rows = db.orders
        .map((order) => managed(db, order))
        .filter(
          (order) =>
            (needle === '' ||
              order.number.toLowerCase().includes(needle) ||
              order.customer.fullName.toLowerCase().includes(needle)) &&
            (status === undefined || order.status === status) &&
            (payment === undefined || order.payment.method === payment) &&
            (from === undefined || order.createdAt.slice(0, 10) >= from) &&
            (to === undefined || order.createdAt.slice(0, 10) <= to) &&
            (customer === undefined ||
              order.customer.fullName.toLowerCase().includes(customer) ||
              order.customer.email.toLowerCase().includes(customer)) &&
            (minTotal === undefined || order.total >= minTotal) &&
            (maxTotal === undefined || order.total <= maxTotal) &&
            (returns === undefined || openReturn(order) !== undefined),
        );
      const { sorted, items, total } = listPage(
        rows,
        { ...params, sortColumn: sortColumn === 'customer' ? 'customer.fullName' : sortColumn },
        (unsorted) => unsorted.toSorted(newestFirst),
      );
      const body: ManagedOrdersPage = {
        orders: items,
        total,
        ...(withAllData ? { allData: sorted } : {}),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(managedOrdersApi.getManagedOrder),
    withAbility('read', 'Order', async ({ params, ctx }) => {
      const { db } = ctx.session;
      return HttpResponse.json(managed(db, findOrder(db, pathId(params))));
    }),
  ),

  http.post(
    mockPath(managedOrdersApi.takeOrderStep),
    withAbility('update', 'Order', async ({ request, params, ctx }) => {
      const { db } = ctx.session;
      const order = findOrder(db, pathId(params));
      const step = await parseBody(request, managedOrdersApi.takeOrderStep.body);
      if (step.action === 'ship' && !fitsCarrier(step.carrier, step.trackingNumber)) {
        throwHttpError(400, errorKeys.validationFailed, {
          trackingNumber: [TRACKING_CARRIER_ERROR],
        });
      }
      // A step someone took meanwhile is told first: it is why the status may refuse this one.
      assertCurrentVersion(request, ctx.session, {
        table: 'orders',
        row: order,
        current: () => managed(db, order),
      });
      if (!canTakeStep(order.status, step.action)) {
        throwHttpError(409, stepRefusedKeys.get(step.action) ?? errorKeys.validationFailed);
      }
      const entry = applyStep(ctx, order, step);
      order.timeline.push(entry);
      bumpVersion(order);
      raiseNotification(ctx.session, [order.userId], {
        kind: 'orderUpdated',
        params: { number: order.number, step: step.action },
        record: { type: 'order', id: order.id },
        link: `/apps/ecommerce/orders/${order.id}`,
      });
      return HttpResponse.json(managed(db, order));
    }),
  ),
];
