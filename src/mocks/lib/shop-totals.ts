/** The shop's prices, shared by the cart, the checkout and the seeded orders (USD). */
import { cents } from '@/lib/ecommerce/money';

/** Flat shipping when any line lacks free shipping and the order is under the threshold. */
export const SHIPPING_FEE = 9.99;
export const FREE_SHIPPING_FROM = 500;
export const TAX_RATE = 0.08;

export type DiscountCode = {
  /** Percent off the subtotal. */
  percent?: number;
  /** Amount off the subtotal. */
  amount?: number;
  freeShipping?: boolean;
  /** The subtotal the code needs. */
  minSubtotal?: number;
};

/** What the discount code takes off, or null when the cart does not meet its condition. */
export function discountOf(code: DiscountCode, subtotal: number): number | null {
  if (code.minSubtotal !== undefined && subtotal < code.minSubtotal) return null;
  if (code.percent !== undefined) return cents((subtotal * code.percent) / 100);
  if (code.amount !== undefined) return Math.min(code.amount, subtotal);
  return 0;
}

export type TotalsLine = { lineTotal: number; qty: number; hasFreeShipping: boolean };

export type Totals = {
  count: number;
  subtotal: number;
  discountCode: string | null;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
};

/**
 * Every figure of a cart or an order, computed here and never by the client. `code` is what
 * `discountCode` takes off (src/mocks/lib/discount-codes.ts), or undefined when the cart has no
 * code or cannot take it now: it then takes nothing off.
 */
export function computeTotals(
  lines: readonly TotalsLine[],
  discountCode: string | null,
  code?: DiscountCode,
): Totals {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const taken = code ? discountOf(code, subtotal) : null;
  const discount = taken ?? 0;
  const afterDiscount = cents(subtotal - discount);
  const shipping =
    lines.length === 0 ||
    // A free-shipping code with a minimum frees it only from that subtotal.
    (taken !== null && code?.freeShipping === true) ||
    afterDiscount >= FREE_SHIPPING_FROM ||
    lines.every((line) => line.hasFreeShipping)
      ? 0
      : SHIPPING_FEE;
  const tax = cents(afterDiscount * TAX_RATE);
  return {
    count: lines.reduce((sum, line) => sum + line.qty, 0),
    subtotal,
    discountCode,
    discount,
    shipping,
    tax,
    total: cents(afterDiscount + shipping + tax),
  };
}
