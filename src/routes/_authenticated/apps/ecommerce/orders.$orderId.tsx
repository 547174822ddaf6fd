import { createFileRoute, notFound } from '@tanstack/react-router';
import { orderQueryOptions } from '@/apps/ecommerce/api/get-order';
import { OrderNotFound } from '@/apps/ecommerce/components/product-not-found';
import { ordersPage } from '@/apps/ecommerce/ecommerce-manifest';
import { OrderPage } from '@/apps/ecommerce/pages/order-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { httpStatus } from '@/lib/http/api-error';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/orders/$orderId')({
  params: {
    parse: ({ orderId }) => {
      const id = Number(orderId);
      if (!/^\d{1,9}$/.test(orderId) || id < 1) throw notFound();
      return { orderId: id };
    },
    stringify: ({ orderId }) => ({ orderId: String(orderId) }),
  },
  beforeLoad: ({ context }) => requireAbility(context, ordersPage),
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(orderQueryOptions(params.orderId));
    } catch (error) {
      // Another user's order is a 404 too: it is not the caller's to see.
      if (httpStatus(error) === 404) throw notFound();
    }
  },
  component: OrderPage,
  notFoundComponent: OrderNotFound,
});
