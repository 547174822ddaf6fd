import * as z from 'zod/mini';
import { lineIndex, returnReasons, type OrderReturn } from './order-returns';
import type { Order } from './order-schemas';

/** How long after its delivery (by the server's clock) a return may be asked. */
export const RETURN_WINDOW_DAYS = 30;
/** The longest comment a buyer may add to a request. */
export const RETURN_COMMENT_MAX = 500;

/** One line of a request: its index in the order's lines and how many of it (0 keeps it). */
export const returnLineSchema = z.object({
  line: lineIndex,
  qty: z
    .number()
    .check(z.int('ecommerce.returns.errors.qty'), z.minimum(0, 'ecommerce.returns.errors.qty')),
});

/** `POST /apps/ecommerce/orders/{id}/returns`: the lines and quantities, a reason, a comment. */
export const requestReturnSchema = z.object({
  lines: z
    .array(returnLineSchema)
    .check(
      z.refine((lines) => lines.some((line) => line.qty > 0), 'ecommerce.returns.errors.nothing'),
    ),
  reason: z.enum(returnReasons, 'validation.required'),
  comment: z.optional(
    z.string().check(z.trim(), z.maxLength(RETURN_COMMENT_MAX, 'validation.tooLong')),
  ),
});
export type RequestReturn = z.infer<typeof requestReturnSchema>;

const DAY = 86_400_000;

type ReturnedOrder = Pick<Order, 'status' | 'lines' | 'timeline' | 'returns'>;

/** The last instant a return may be asked (ms): the delivery plus the window; null before it. */
export function returnDeadline(order: Pick<Order, 'timeline'>): number | null {
  const delivered = order.timeline.findLast((entry) => entry.event === 'deliver');
  return delivered ? Date.parse(delivered.at) + RETURN_WINDOW_DAYS * DAY : null;
}

/** The order's open request, if any: there is never more than one. */
export function openReturn(order: Pick<Order, 'returns'>): OrderReturn | undefined {
  return order.returns.find((request) => request.status === 'requested');
}

/**
 * Whether the buyer may ask for a return at `now` (ms, the server's clock): delivered, within
 * the window, none open, something not yet refunded.
 */
export function mayRequestReturn(order: ReturnedOrder, now: number): boolean {
  const deadline = returnDeadline(order);
  return (
    order.status === 'delivered' &&
    deadline !== null &&
    now <= deadline &&
    openReturn(order) === undefined &&
    order.lines.some((line) => line.qty > line.refundedQty)
  );
}
