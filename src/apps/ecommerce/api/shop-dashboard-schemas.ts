import * as z from 'zod/mini';
import { orderStatuses } from '@/lib/ecommerce/ecommerce-values';

const money = z.number().check(z.minimum(0));
const count = z.number().check(z.int(), z.minimum(0));

/** `GET /apps/ecommerce/dashboard`: the shop's figures, computed by the mock from its orders. */
export const shopDashboardSchema = z.object({
  /** The day the figures are for (ISO date, UTC). */
  today: z.iso.date(),
  /** The last 30 days (cancelled orders left out) and the 30 before, to compare. */
  revenue: money,
  previousRevenue: money,
  orders: count,
  previousOrders: count,
  averageOrder: money,
  /** Revenue and orders of each of the last six months, oldest first (`2026-06`). */
  byMonth: z.array(z.object({ month: z.string(), revenue: money, orders: count })),
  /** Orders of the last 30 days by status. */
  byStatus: z.array(z.object({ status: z.enum(orderStatuses), orders: count })),
  /** Best sellers of the last 30 days by revenue. */
  topProducts: z.array(
    z.object({ productId: z.number(), name: z.string(), units: count, revenue: money }),
  ),
  /** In-stock products running low (stock at most LOW_STOCK), lowest first. */
  lowStock: z.array(z.object({ productId: z.number(), name: z.string(), stock: count })),
  recentOrders: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      customer: z.string(),
      total: money,
      status: z.enum(orderStatuses),
    }),
  ),
});
export type ShopDashboard = z.infer<typeof shopDashboardSchema>;
