import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import type { OrdersSearch } from '../orders-search';
import type { ProductsSearch } from '../shop-search';

/** The storefront's lists with their search, under the keys both e-commerce apps share. */
export const shopKeys = {
  productList: (search: ProductsSearch) => [...ecommerceKeys.productLists(), search] as const,
  orderList: (search: OrdersSearch) => [...ecommerceKeys.orderLists(), search] as const,
};
