import { createFileRoute, notFound } from '@tanstack/react-router';
import { productQueryOptions } from '@/apps/ecommerce/api/get-product';
import { ProductNotFound } from '@/apps/ecommerce/components/product-not-found';
import { shopPage } from '@/apps/ecommerce/ecommerce-manifest';
import { ProductPage } from '@/apps/ecommerce/pages/product-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { httpStatus } from '@/lib/http/api-error';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/products/$productId')({
  params: {
    parse: ({ productId }) => {
      const id = Number(productId);
      // `/apps/ecommerce/products/abc` is a product that does not exist, not an application error.
      if (!/^\d{1,9}$/.test(productId) || id < 1) throw notFound();
      return { productId: id };
    },
    stringify: ({ productId }) => ({ productId: String(productId) }),
  },
  beforeLoad: ({ context }) => requireAbility(context, shopPage),
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(productQueryOptions(params.productId));
    } catch (error) {
      if (httpStatus(error) === 404) throw notFound();
      // Anything else is said on the page, with Retry.
    }
  },
  component: ProductPage,
  notFoundComponent: ProductNotFound,
});
