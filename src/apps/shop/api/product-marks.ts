import type { QueryClient } from '@tanstack/react-query';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import type { ProductAnswer, ProductsPage, ProductView } from '@/lib/ecommerce/ecommerce-schemas';

export type Mark = 'isInCart' | 'isInWishlist';

const marked = <Product extends ProductView>(
  product: Product,
  id: number,
  mark: Mark,
  value: boolean,
) => (product.id === id && product[mark] !== value ? { ...product, [mark]: value } : product);

/** A cached shop page with one product's mark set. */
export function pageWithMark(
  data: ProductsPage,
  id: number,
  mark: Mark,
  value: boolean,
): ProductsPage {
  if (!data.products.some((product) => product.id === id)) return data;
  return { ...data, products: data.products.map((product) => marked(product, id, mark, value)) };
}

/** A cached product page (the product and its related ones) with one product's mark set. */
export function detailWithMark(
  data: ProductAnswer,
  id: number,
  mark: Mark,
  value: boolean,
): ProductAnswer {
  return {
    product: marked(data.product, id, mark, value),
    related: data.related.map((product) => marked(product, id, mark, value)),
  };
}

type MarkVariables = { product: ProductView };

/**
 * The optimistic change of a product's mark in every cached shop page and product page, and a
 * rollback that puts back only that product's mark (other writes in flight keep theirs).
 */
export function markUpdates<Variables extends MarkVariables>(
  queryClient: QueryClient,
  mark: Mark,
  value: (variables: Variables) => boolean,
) {
  const before = (variables: Variables) => variables.product[mark];
  return [
    optimisticUpdate<Variables, ProductsPage>(queryClient, {
      queryKey: ecommerceKeys.productLists(),
      update: (data, variables) => pageWithMark(data, variables.product.id, mark, value(variables)),
      rollback: (current, variables) =>
        pageWithMark(current, variables.product.id, mark, before(variables)),
    }),
    optimisticUpdate<Variables, ProductAnswer>(queryClient, {
      queryKey: ecommerceKeys.details(),
      update: (data, variables) =>
        detailWithMark(data, variables.product.id, mark, value(variables)),
      rollback: (current, variables) =>
        detailWithMark(current, variables.product.id, mark, before(variables)),
    }),
  ];
}
