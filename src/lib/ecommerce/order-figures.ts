import * as z from 'zod/mini';

/** An amount in USD: never below zero. */
export const money = z.number().check(z.minimum(0));

/**
 * A cart's figures, every one computed by the server, which an order keeps as they stood at the
 * checkout: how many items (the sum of the quantities), the subtotal, the code and what it takes
 * off, shipping, tax and the total.
 */
export const orderFigures = {
  count: z.number().check(z.int(), z.minimum(0)),
  subtotal: money,
  discountCode: z.nullable(z.string()),
  discount: money,
  shipping: money,
  tax: money,
  total: money,
  currency: z.literal('USD'),
};
