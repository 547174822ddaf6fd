import type { OrderAction, OrderStatus } from './ecommerce-values';
import type { ReturnAction } from './order-returns';

/**
 * The statuses each step starts from: paid once pending; shipped once paid; delivered once
 * shipped; cancelled before it ships; refunded (whole or by line) once paid and until all of it
 * is refunded. The API refuses a step from any other status (409); the screens offer only these.
 */
const allowedFrom: ReadonlyMap<OrderAction | ReturnAction, readonly OrderStatus[]> = new Map([
  ['pay', ['pending']],
  ['ship', ['paid']],
  ['deliver', ['shipped']],
  ['cancel', ['pending', 'paid']],
  ['refund', ['paid', 'shipped', 'delivered']],
  // A return is asked of a delivered order; refusing one also closes it once all is refunded.
  ['acceptReturn', ['delivered']],
  ['refuseReturn', ['delivered', 'refunded']],
]);

export function canTakeStep(status: OrderStatus, action: OrderAction | ReturnAction): boolean {
  return allowedFrom.get(action)?.includes(status) ?? false;
}

/** The status a step leaves (a refund of some lines only keeps the order's status). */
export const statusAfter: ReadonlyMap<Exclude<OrderAction, 'refund'>, OrderStatus> = new Map([
  ['pay', 'paid'],
  ['ship', 'shipped'],
  ['deliver', 'delivered'],
  ['cancel', 'cancelled'],
]);

/** A tracking number: 6 to 30 letters, digits or dashes, stored upper-case. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{4,28}[A-Za-z0-9]$/;
