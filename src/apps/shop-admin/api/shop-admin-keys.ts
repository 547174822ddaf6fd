import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import type { CatalogSearch } from '../catalog-search';
import type { CustomersSearch } from '../customers-search';
import type { DiscountsSearch } from '../discounts-search';
import type { ManagedOrdersSearch } from '../managed-orders-search';
import type { ReviewsSearch } from '../reviews-search';

/** The back office's lists with their search, under the keys both e-commerce apps share. */
export const shopAdminKeys = {
  catalogList: (search: CatalogSearch) => [...ecommerceKeys.catalogLists(), search] as const,
  managedOrderList: (search: ManagedOrdersSearch) =>
    [...ecommerceKeys.managedOrders(), 'list', search] as const,
  customerList: (search: CustomersSearch) => [...ecommerceKeys.customerLists(), search] as const,
  reviewList: (search: ReviewsSearch) => [...ecommerceKeys.reviewLists(), search] as const,
  /** The discount codes' lists: a code's write refetches them (and the carts, under `all`). */
  discountLists: () => [...ecommerceKeys.all, 'discounts'] as const,
  discountList: (search: DiscountsSearch) => [...shopAdminKeys.discountLists(), search] as const,
};
