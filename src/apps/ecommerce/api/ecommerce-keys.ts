import type { ProductsSearch } from '../shop-search';

export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  productLists: () => [...ecommerceKeys.all, 'products'] as const,
  productList: (search: ProductsSearch) => [...ecommerceKeys.productLists(), search] as const,
  details: () => [...ecommerceKeys.all, 'product'] as const,
  detail: (id: number) => [...ecommerceKeys.details(), id] as const,
  cart: () => [...ecommerceKeys.all, 'cart'] as const,
  wishlist: () => [...ecommerceKeys.all, 'wishlist'] as const,
  orderLists: () => [...ecommerceKeys.all, 'orders'] as const,
  orderList: (page: number) => [...ecommerceKeys.orderLists(), page] as const,
  order: (id: number) => [...ecommerceKeys.all, 'order', id] as const,
  addresses: () => [...ecommerceKeys.all, 'addresses'] as const,
  dashboard: () => [...ecommerceKeys.all, 'dashboard'] as const,
};
