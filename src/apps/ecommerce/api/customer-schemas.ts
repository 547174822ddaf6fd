import * as z from 'zod/mini';
import { productSchema } from '@/lib/ecommerce/ecommerce-schemas';
import { addressSchema, orderSchema } from '@/lib/ecommerce/order-schemas';

const count = z.number().check(z.int(), z.minimum(0));

/**
 * A customer: a user who has ordered or has the client role, with what their orders add up to.
 * `totalSpent` leaves cancelled orders out; `lastOrderAt` is null for one who never ordered.
 */
export const customerSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  fullName: z.string(),
  email: z.string(),
  avatar: z.string(),
  country: z.string(),
  orders: count,
  totalSpent: z.number().check(z.minimum(0)),
  lastOrderAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type Customer = z.infer<typeof customerSchema>;

/** `GET /apps/ecommerce/customers`: one page, the count of every match, the countries to filter by. */
export const customersPageSchema = z.object({
  customers: z.array(customerSchema),
  total: count,
  /** Every customer's country, sorted: the country filter's options. */
  countries: z.array(z.string()),
  /** Every match, unpaginated: only with `allData=true` (the CSV export). */
  allData: z.optional(z.array(customerSchema)),
});
export type CustomersPage = z.infer<typeof customersPageSchema>;

/** `GET /apps/ecommerce/customers/{id}`: the profile, their orders, addresses and wishlist. */
export const customerDetailSchema = z.object({
  customer: z.extend(customerSchema, {
    username: z.string(),
    contact: z.string(),
    company: z.string(),
  }),
  /** Newest first. */
  orders: z.array(orderSchema),
  /** The distinct delivery addresses of their orders, most recently used first. */
  addresses: z.array(addressSchema),
  /** The products on their wishlist, as the catalogue has them now. */
  wishlist: z.array(productSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
