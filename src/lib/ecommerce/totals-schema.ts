import * as z from 'zod/mini';

/** An amount in USD: never below zero. */
export const money = z.number().check(z.minimum(0));

/**
 * The figures a cart and an order share, every one computed by the server: the items (the sum of
 * the quantities, the navbar's badge for a cart), the subtotal, the discount code and what it
 * took off, shipping, tax and the total, in USD.
 */
export const totalsShape = {
  count: z.number().check(z.int(), z.minimum(0)),
  subtotal: money,
  discountCode: z.nullable(z.string()),
  discount: money,
  shipping: money,
  tax: money,
  total: money,
  currency: z.literal('USD'),
};
