import { cents } from './money';
import type { Order } from './order-schemas';

type RefundedOrder = Pick<Order, 'lines' | 'subtotal' | 'total' | 'refunded'>;

/**
 * What one item of a line refunds: its share of what the buyer paid, the discount, the tax and
 * the shipping included (its price × the order's total ÷ its subtotal). SAVE10 on a $2,784.98
 * cart taxed to $2,707.00: an $854.99 item refunds $831.05.
 */
export function refundPerItem(order: RefundedOrder, price: number): number {
  return order.subtotal > 0 ? cents((price * order.total) / order.subtotal) : 0;
}

/**
 * What giving back `quantities` (how many, by line index) refunds: each item its share of what
 * was paid, never more than is left; the last items left refund exactly the rest, so the
 * refunds of an order add up to its total to the cent. The mock and the refund dialog use it.
 */
export function refundAmount(
  order: RefundedOrder,
  quantities: ReadonlyMap<number, number>,
): number {
  const left = cents(order.total - order.refunded);
  const everything = order.lines.every(
    (line, index) => (quantities.get(index) ?? 0) === line.qty - line.refundedQty,
  );
  if (everything) return left;
  let paid = 0;
  for (const [index, qty] of quantities) paid += (order.lines[index]?.price ?? 0) * qty;
  const share = order.subtotal > 0 ? (paid * order.total) / order.subtotal : 0;
  return cents(Math.min(share, left));
}
