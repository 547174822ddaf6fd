import type { AppManifest, NavPage } from '@/components/layout/nav-types';
import type { ShellFeature } from '@/lib/features/feature-ids';

const page = (id: string, titleKey: string): NavPage => ({
  id: `ecommerce-${id}`,
  path: `/apps/ecommerce/${id}`,
  titleKey,
  subject: 'Ecommerce',
  feature: 'ecommerce',
});

export const shopPage: NavPage = {
  ...page('shop', 'nav.shop'),
  recordPaths: ['/apps/ecommerce/products'],
};
export const wishlistPage = page('wishlist', 'nav.wishlist');
export const cartPage = page('cart', 'nav.cart');
export const checkoutPage = page('checkout', 'nav.checkout');
export const ordersPage = page('orders', 'nav.orders');
/** The catalogue, for those who manage it: the shop's products live under its path. */
export const catalogPage: NavPage = {
  ...page('products', 'nav.products'),
  subject: 'Product',
  feature: 'ecommerce-products',
  operations: [
    'listCatalogProducts',
    'createProduct',
    'updateProduct',
    'updateProductsStatus',
    'deleteProducts',
    'listCategories',
  ],
};
/** Every buyer's orders, for those who manage them (the buyer's own are `ordersPage`). */
export const ordersAdminPage: NavPage = {
  ...page('orders-admin', 'nav.ordersAdmin'),
  subject: 'Order',
  feature: 'ecommerce-orders-admin',
  operations: ['listManagedOrders', 'getManagedOrder', 'takeOrderStep'],
};
/** The categories, for those who manage the catalogue. */
export const categoriesPage: NavPage = {
  ...page('categories', 'nav.categories'),
  subject: 'Product',
  feature: 'ecommerce-categories',
  operations: [
    'listCategories',
    'createCategory',
    'renameCategory',
    'deleteCategory',
    'reorderCategories',
  ],
};
/** Who buys: for those who may read the users (their orders are the users' records). */
export const customersPage: NavPage = {
  ...page('customers', 'nav.customers'),
  subject: 'User',
  feature: 'ecommerce-customers',
  operations: ['listCustomers', 'getCustomer'],
};
/** The product reviews, for those who moderate them. */
export const reviewsPage: NavPage = {
  ...page('reviews', 'nav.reviews'),
  subject: 'Review',
  feature: 'ecommerce-reviews',
  operations: ['listReviews', 'moderateReviews'],
};

export const ecommerceManifest: AppManifest = {
  id: 'ecommerce',
  path: shopPage.path,
  titleKey: 'nav.ecommerce',
  icon: 'IconShoppingCart',
  group: 'apps',
  subject: 'Ecommerce',
  feature: 'ecommerce',
  children: [
    shopPage,
    wishlistPage,
    cartPage,
    ordersPage,
    catalogPage,
    categoriesPage,
    customersPage,
    ordersAdminPage,
    reviewsPage,
  ],
  // The buyer's pages: shop, product (its reviews too), wishlist, cart, checkout, their orders.
  operations: [
    'listProducts',
    'getProduct',
    'listCategories',
    'listProductReviews',
    'createReview',
    'getCart',
    'addToCart',
    'updateCartLine',
    'removeCartLine',
    'applyCartDiscount',
    'removeCartDiscount',
    'getWishlist',
    'addToWishlist',
    'removeFromWishlist',
    'listAddresses',
    'placeOrder',
    'listOrders',
    'getOrder',
  ],
};

/** The shop's dashboard, beside the analytics one in the Dashboards group. */
export const ecommerceDashboardManifest: AppManifest = {
  id: 'ecommerce-dashboard',
  path: '/dashboards/ecommerce',
  titleKey: 'nav.ecommerceDashboard',
  icon: 'IconChartBar',
  group: 'dashboards',
  subject: 'Ecommerce',
  feature: 'ecommerce-dashboard',
  operations: ['getShopDashboard'],
};

/** The navbar's cart, on the buyer's pages (`NavbarCartSlot`). */
export const cartFeature: ShellFeature = {
  feature: 'cart',
  name: 'Navbar cart',
  operations: ['getCart'],
};
