// The totals arithmetic, shared by the form (as the user types) and the mock API (what it
// stores): both must agree to the cent. Plain TypeScript, no zod.

/** Money is added up in cents so that totals never carry float noise. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** A number the arithmetic can use: NaN, infinities and negatives count as 0. */
const safe = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export interface InvoiceTotals {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/**
 * Subtotal is the sum of cost × qty; the discount (an amount) comes off it, then the tax (a
 * percentage of what is left) is added. Each step rounds to the cent. A discount larger than the
 * subtotal counts as the subtotal (the form says so; the API refuses it), so nothing is negative.
 */
export function invoiceTotals(
  items: readonly { cost: number; qty: number }[],
  discount = 0,
  taxRate = 0,
): InvoiceTotals {
  const subtotalCents = items.reduce(
    (sum, item) => sum + toCents(safe(item.cost)) * Math.round(safe(item.qty)),
    0,
  );
  const discountCents = Math.min(toCents(safe(discount)), subtotalCents);
  const taxCents = Math.round(((subtotalCents - discountCents) * safe(taxRate)) / 100);
  return {
    subtotal: fromCents(subtotalCents),
    discount: fromCents(discountCents),
    tax: fromCents(taxCents),
    total: fromCents(subtotalCents - discountCents + taxCents),
  };
}

/** What is left to pay once `paid` has been received, never below 0. */
export function balanceAfter(total: number, paid: number): number {
  return fromCents(Math.max(0, toCents(total) - toCents(paid)));
}
