/**
 * The query keys both e-commerce apps share: the storefront's writes refetch what the back office
 * shows and the other way round, so both build their keys under `ecommerceKeys.all`. A list's
 * key with its search lives with the app that owns the search (`shopKeys`, `shopAdminKeys`).
 */
export const ecommerceKeys = {
  all: ['ecommerce'] as const,
  productLists: () => [...ecommerceKeys.all, 'products'] as const,
  details: () => [...ecommerceKeys.all, 'product'] as const,
  detail: (id: number) => [...ecommerceKeys.details(), id] as const,
  cart: () => [...ecommerceKeys.all, 'cart'] as const,
  wishlist: () => [...ecommerceKeys.all, 'wishlist'] as const,
  orderLists: () => [...ecommerceKeys.all, 'orders'] as const,
  order: (id: number) => [...ecommerceKeys.all, 'order', id] as const,
  addresses: () => [...ecommerceKeys.all, 'addresses'] as const,
  dashboard: () => [...ecommerceKeys.all, 'dashboard'] as const,
  /** The Products page's lists: the catalogue as its managers see it. */
  catalogLists: () => [...ecommerceKeys.all, 'catalog'] as const,
  /** Every buyer's orders, as their managers see them: the lists and each order. */
  managedOrders: () => [...ecommerceKeys.all, 'managed-orders'] as const,
  managedOrder: (id: number) => [...ecommerceKeys.managedOrders(), 'detail', id] as const,
  /** The categories, in the shop's order: the shop, the product form and the Categories page. */
  categories: () => [...ecommerceKeys.all, 'categories'] as const,
  customerLists: () => [...ecommerceKeys.all, 'customers'] as const,
  customer: (id: number) => [...ecommerceKeys.all, 'customer', id] as const,
  /** A product's approved reviews, a page at a time, with the caller's own. */
  productReviewsOf: (id: number) => [...ecommerceKeys.all, 'product-reviews', id] as const,
  productReviews: (id: number, page: number) =>
    [...ecommerceKeys.productReviewsOf(id), page] as const,
  /** Every review, as their moderators see them. */
  reviewLists: () => [...ecommerceKeys.all, 'reviews'] as const,
};

/** Every category write shares one mutation key: the categories refetch once, after the last. */
export const categoryWriteKey = [...ecommerceKeys.categories(), 'write'] as const;

/** Every cart write shares one mutation key: the cart and the marks refetch once, after the last. */
export const cartWriteKey = [...ecommerceKeys.cart(), 'write'] as const;

/** Every shop write changes the cart, the wishlist and the products' marks: all refetch. */
export const shopWriteInvalidates = [ecommerceKeys.all];

/** A catalogue write changes what the shop shows (lists, pages, carts, the dashboard): all refetch. */
export const catalogWriteInvalidates = [ecommerceKeys.all];
