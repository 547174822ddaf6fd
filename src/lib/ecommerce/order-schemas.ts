import * as z from 'zod/mini';
import { orderEvents, orderStatuses, paymentMethods, shippingCountries } from './ecommerce-values';
import { TRACKING_NUMBER_PATTERN } from './order-lifecycle';
import { orderReturnSchema, RETURN_REFUSAL_MAX, returnEvents, whoSchema } from './order-returns';
import { carriers } from './carriers';
import { versionSchema } from '@/lib/versions/versions';

const id = z.number().check(z.int(), z.positive());
const money = z.number().check(z.minimum(0));

const text = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'));

/** A delivery address: typed in the checkout or taken from the user's earlier orders. */
export const addressSchema = z.object({
  fullName: text(80),
  line1: text(120),
  city: text(60),
  postalCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'ecommerce.errors.postalCode'),
    ),
  country: z.enum(shippingCountries, 'validation.required'),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.regex(/^\+?[0-9 ()-]{6,20}$/, 'ecommerce.errors.phone'),
    ),
});
export type Address = z.infer<typeof addressSchema>;

/** The Luhn checksum every card number passes (nothing is charged: the mock only checks it). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM/YY` not before the current month. */
export function expiryIsValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const cardSchema = z.object({
  name: text(80),
  number: z.string().check(
    z.minLength(1, 'validation.required'),
    z.refine(
      (value) => /^[0-9 ]{12,23}$/.test(value) && passesLuhn(value.replaceAll(' ', '')),
      'ecommerce.errors.cardNumber',
    ),
  ),
  expiry: z.string().check(
    z.minLength(1, 'validation.required'),
    z.refine((value) => expiryIsValid(value), 'ecommerce.errors.cardExpiry'),
  ),
  cvc: z
    .string()
    .check(z.minLength(1, 'validation.required'), z.regex(/^\d{3,4}$/, 'ecommerce.errors.cardCvc')),
});
export type Card = z.infer<typeof cardSchema>;

export const paymentSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), card: cardSchema }),
  z.object({ method: z.literal('cod') }),
]);
export type Payment = z.infer<typeof paymentSchema>;

/** `POST /apps/ecommerce/orders`: the caller's cart becomes an order. */
export const placeOrderSchema = z.object({ address: addressSchema, payment: paymentSchema });
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

export const orderLineSchema = z.object({
  productId: id,
  name: z.string(),
  image: z.string(),
  price: money,
  qty: z.number().check(z.int(), z.positive()),
  color: z.nullable(z.string()),
  lineTotal: money,
  /** How many of the line were refunded (their stock returned). */
  refundedQty: z.number().check(z.int(), z.minimum(0)),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One step of an order's life: what, when, who; the tracking number or the amount refunded. */
export const orderTimelineEntrySchema = z.object({
  event: z.enum([...orderEvents, ...returnEvents]),
  at: z.iso.datetime({ offset: true }),
  by: whoSchema,
  trackingNumber: z.nullable(z.string()),
  /** The carrier of a `ship` step (none on the others). */
  carrier: z.optional(z.enum(carriers)),
  amount: z.nullable(money),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** An order as the mock stores it and the API answers it (every figure computed by the server). */
export const orderSchema = z.object({
  id,
  /** What the buyer is shown: `#100042`. */
  number: z.string(),
  userId: id,
  createdAt: z.iso.datetime({ offset: true }),
  status: z.enum(orderStatuses),
  lines: z.array(orderLineSchema),
  count: z.number().check(z.int(), z.minimum(0)),
  subtotal: money,
  discountCode: z.nullable(z.string()),
  discount: money,
  shipping: money,
  tax: money,
  total: money,
  currency: z.literal('USD'),
  address: addressSchema,
  payment: z.object({
    method: z.enum(paymentMethods),
    /** The card's last four digits; null for cash on delivery. */
    last4: z.nullable(z.string()),
  }),
  /** Set when it ships. */
  trackingNumber: z.nullable(z.string()),
  /** Who carries it: set when it ships, with its tracking number. */
  carrier: z.nullable(z.enum(carriers)),
  /** What was given back, by line or whole (0 until a refund). */
  refunded: money,
  /** Oldest first: placed, then each step. */
  timeline: z.array(orderTimelineEntrySchema),
  /** The buyer's return requests, oldest first; at most one open (order-returns.ts). */
  returns: z.array(orderReturnSchema),
  /** One more at each step: what a step names to be refused if someone took one meanwhile. */
  version: versionSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** `GET /apps/ecommerce/orders`: one page of the caller's orders, newest first. */
export const ordersPageSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().check(z.int(), z.minimum(0)),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** `GET /apps/ecommerce/addresses`: the addresses of the caller's earlier orders, newest first. */
export const addressesSchema = z.object({ addresses: z.array(addressSchema) });
export type Addresses = z.infer<typeof addressesSchema>;

/** The buyer of an order, as its managers see them. */
export const orderCustomerSchema = z.object({ id, fullName: z.string(), email: z.string() });

/** An order as its managers see it: the buyer's name and address too. */
export const managedOrderSchema = z.extend(orderSchema, { customer: orderCustomerSchema });
export type ManagedOrder = z.infer<typeof managedOrderSchema>;

/** `GET /apps/ecommerce/admin/orders`: one page of every buyer's orders. */
export const managedOrdersPageSchema = z.object({
  orders: z.array(managedOrderSchema),
  total: z.number().check(z.int(), z.minimum(0)),
  allData: z.optional(z.array(managedOrderSchema)),
});
export type ManagedOrdersPage = z.infer<typeof managedOrdersPageSchema>;

/**
 * The ship step: the carrier and its tracking number, which must also have that carrier's shape
 * (`shipFormSchema` and the API check it, said by the number's field).
 */
export const shipOrderSchema = z.object({
  carrier: z.enum(carriers, 'validation.required'),
  trackingNumber: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.regex(TRACKING_NUMBER_PATTERN, 'ecommerce.orders.errors.trackingNumber'),
    ),
});
export type ShipOrder = z.infer<typeof shipOrderSchema>;

/** A line to refund: its index in the order's lines and how many of it. */
export const refundLineSchema = z.object({
  line: z.number().check(z.int(), z.minimum(0)),
  qty: z.number().check(z.int(), z.positive('ecommerce.orders.errors.refundQty')),
});

/** The refund form: the lines and quantities to give back; none at all is a whole refund. */
export const refundOrderSchema = z.object({
  lines: z.optional(
    z.array(refundLineSchema).check(z.minLength(1, 'ecommerce.orders.errors.refundNothing')),
  ),
});
export type RefundOrder = z.infer<typeof refundOrderSchema>;

/** A manager's refusal of a return request: why, which the buyer reads. */
export const refuseReturnSchema = z.object({ reason: text(RETURN_REFUSAL_MAX) });
export type RefuseReturn = z.infer<typeof refuseReturnSchema>;

/** `POST /apps/ecommerce/admin/orders/{id}/steps`: one step of the order's life. */
export const orderStepSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pay') }),
  z.extend(shipOrderSchema, { action: z.literal('ship') }),
  z.object({ action: z.literal('deliver') }),
  z.object({ action: z.literal('cancel') }),
  z.extend(refundOrderSchema, { action: z.literal('refund') }),
  z.object({ action: z.literal('acceptReturn') }),
  z.extend(refuseReturnSchema, { action: z.literal('refuseReturn') }),
]);
export type OrderStep = z.infer<typeof orderStepSchema>;
