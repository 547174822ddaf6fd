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

/** The seeded discount codes (upper case; the code typed is matched case aside). */
export const DISCOUNT_CODES: ReadonlyMap<string, DiscountCode> = new Map([
  ['SAVE10', { percent: 10 }],
  ['WELCOME20', { amount: 20, minSubtotal: 100 }],
  ['FREESHIP', { freeShipping: true }],
]);

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

/** Every figure of a cart or an order, computed here and never by the client. */
export function computeTotals(lines: readonly TotalsLine[], discountCode: string | null): Totals {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  const code = discountCode === null ? undefined : DISCOUNT_CODES.get(discountCode);
  const discount = (code && discountOf(code, subtotal)) ?? 0;
  const afterDiscount = cents(subtotal - discount);
  const shipping =
    lines.length === 0 ||
    code?.freeShipping === true ||
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
