// Plain values, no schema: the route tree imports the list's search schema, which reads these.

/** What a code takes off: a percentage of the subtotal, an amount of it, or the shipping. */
export const discountKinds = ['percent', 'amount', 'freeShipping'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** The columns the Discount codes list sorts by (the API's `sortColumn`). */
export const discountSortColumns = [
  'code',
  'kind',
  'value',
  'minSubtotal',
  'startsOn',
  'endsOn',
  'used',
  'active',
] as const;
export type DiscountSortColumn = (typeof discountSortColumns)[number];
