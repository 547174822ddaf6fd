/** The shop's discount codes as the cart and the checkout take them (the `discountCodes` table). */
import type { DiscountCodeRecord } from '@/apps/shop-admin/api/discount-schemas';
import { discountRefusals } from '@/contract/endpoints/ecommerce-discounts';
import type { Database } from '@/mocks/db/tables';
import type { DiscountCode } from './shop-totals';
import { bumpVersion } from './versions';

/** The code a buyer typed, or the one a cart holds: matched case aside. */
export function findDiscountCode(db: Database, word: string): DiscountCodeRecord | undefined {
  const upper = word.toUpperCase();
  return db.discountCodes.find((code) => code.code === upper);
}

/** How many of a buyer's orders were placed with the code. */
export function ordersWithCode(db: Database, userId: number, word: string): number {
  let count = 0;
  for (const order of db.orders) {
    if (order.userId === userId && order.discountCode === word) count += 1;
  }
  return count;
}

export interface DiscountRefusal {
  key: (typeof discountRefusals)[keyof typeof discountRefusals];
  params?: Record<string, string | number>;
}

/**
 * Why the buyer cannot use the code now (its minimum aside: that is the cart's subtotal), or
 * null when they can. `today` is the mock's UTC day (`clockToday`); the days are included.
 */
export function discountRefusal(
  db: Database,
  code: DiscountCodeRecord | undefined,
  userId: number,
  today: string,
): DiscountRefusal | null {
  if (!code) return { key: discountRefusals.unknown };
  if (!code.active) return { key: discountRefusals.inactive };
  if (code.startsOn !== null && today < code.startsOn) {
    return { key: discountRefusals.notStarted, params: { date: code.startsOn } };
  }
  if (code.endsOn !== null && today > code.endsOn) {
    return { key: discountRefusals.expired, params: { date: code.endsOn } };
  }
  if (code.usageLimit !== null && code.used >= code.usageLimit) {
    return { key: discountRefusals.usedUp };
  }
  if (
    code.perCustomerLimit !== null &&
    ordersWithCode(db, userId, code.code) >= code.perCustomerLimit
  ) {
    return { key: discountRefusals.customerLimit, params: { count: code.perCustomerLimit } };
  }
  return null;
}

/** What a code takes off, as the totals read it. */
export function ruleOf(code: DiscountCodeRecord): DiscountCode {
  const minimum = code.minSubtotal > 0 ? { minSubtotal: code.minSubtotal } : {};
  switch (code.kind) {
    case 'percent':
      return { percent: code.value, ...minimum };
    case 'amount':
      return { amount: code.value, ...minimum };
    case 'freeShipping':
      return { freeShipping: true, ...minimum };
  }
}

/** The rule of the code a cart holds when the buyer may use it now, else undefined. */
export function usableRule(
  db: Database,
  word: string | null,
  userId: number,
  today: string,
): DiscountCode | undefined {
  if (word === null) return undefined;
  const code = findDiscountCode(db, word);
  if (!code || discountRefusal(db, code, userId, today)) return undefined;
  return ruleOf(code);
}

/** An order was placed with the code: one use more, and a new version. */
export function countUse(code: DiscountCodeRecord): void {
  code.used += 1;
  bumpVersion(code);
}
