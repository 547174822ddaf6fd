import * as z from 'zod/mini';
import type { Order } from './order-schemas';

/**
 * Returns: the buyer of a delivered order asks to give some of it back, within
 * `RETURN_WINDOW_DAYS` of its delivery (by the server's clock), one open request at a time; a
 * manager accepts it (the returned lines are refunded, each its share of what was paid) or
 * refuses it with a reason. The request is kept with the order (`order.returns`, oldest first).
 */
export const RETURN_WINDOW_DAYS = 30;
/** The longest comment a buyer may add to a request. */
export const RETURN_COMMENT_MAX = 500;
/** The longest reason a manager gives for a refusal. */
export const RETURN_REFUSAL_MAX = 300;

/** Why the buyer gives it back: a fixed list, each worded by the screens. */
export const returnReasons = [
  'damaged',
  'wrongItem',
  'notAsDescribed',
  'noLongerNeeded',
  'other',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

/** A request is open (`requested`) until a manager accepts or refuses it. */
export const returnStatuses = ['requested', 'accepted', 'refused'] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

const lineIndex = z.number().check(z.int(), z.minimum(0));
const who = z.object({ id: z.number().check(z.int(), z.positive()), fullName: z.string() });

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

/** A manager's refusal: why, which the buyer reads. */
export const refuseReturnSchema = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(RETURN_REFUSAL_MAX, 'validation.tooLong'),
    ),
});
export type RefuseReturn = z.infer<typeof refuseReturnSchema>;

/** A return request as the order keeps it: only the lines given back (`qty` from 1). */
export const orderReturnSchema = z.object({
  status: z.enum(returnStatuses),
  lines: z.array(z.object({ line: lineIndex, qty: z.number().check(z.int(), z.positive()) })),
  reason: z.enum(returnReasons),
  comment: z.nullable(z.string()),
  requestedAt: z.iso.datetime({ offset: true }),
  /** When and by whom it was accepted or refused; null while open. */
  decidedAt: z.nullable(z.iso.datetime({ offset: true })),
  decidedBy: z.nullable(who),
  /** The manager's reason, for a refused one. */
  refusal: z.nullable(z.string()),
  /** What accepting it refunded. */
  amount: z.nullable(z.number().check(z.minimum(0))),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

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
