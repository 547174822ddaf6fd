import { createFileRoute } from '@tanstack/react-router';
import { productQueryOptions } from '@/apps/shop/api/get-product';
import { categoriesQueryOptions } from '@/lib/ecommerce/list-categories';
import { productReviewsQueryOptions } from '@/apps/shop/api/list-product-reviews';
import { ProductNotFound } from '@/apps/shop/components/product-not-found';
import { shopPage } from '@/apps/shop/shop-manifest';
import { ProductPage } from '@/apps/shop/pages/product-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { ensureOrNotFound, idParam } from '@/lib/router/detail-route';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/ecommerce/products/$productId')({
  params: idParam('productId'),
  beforeLoad: ({ context }) => requireAbility(context, shopPage),
  loader: ({ context, params }) => {
    prefetchQuery(context.queryClient, categoriesQueryOptions());
    prefetchQuery(context.queryClient, productReviewsQueryOptions(params.productId, 1));
    return ensureOrNotFound(context.queryClient, productQueryOptions(params.productId), {
      otherErrors: 'page',
      crumb: ({ product }) => product.name,
    });
  },
  component: ProductPage,
  notFoundComponent: ProductNotFound,
});
