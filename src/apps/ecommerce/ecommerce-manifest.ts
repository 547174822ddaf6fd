import type { AppManifest, NavPage } from '@/components/layout/nav-types';

const page = (id: string, titleKey: string): NavPage => ({
  id: `ecommerce-${id}`,
  path: `/apps/ecommerce/${id}`,
  titleKey,
  subject: 'Ecommerce',
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
export const catalogPage: NavPage = { ...page('products', 'nav.products'), subject: 'Product' };
/** Every buyer's orders, for those who manage them (the buyer's own are `ordersPage`). */
export const ordersAdminPage: NavPage = {
  ...page('orders-admin', 'nav.ordersAdmin'),
  subject: 'Order',
};
/** The categories, for those who manage the catalogue. */
export const categoriesPage: NavPage = {
  ...page('categories', 'nav.categories'),
  subject: 'Product',
};
/** Who buys: for those who may read the users (their orders are the users' records). */
export const customersPage: NavPage = { ...page('customers', 'nav.customers'), subject: 'User' };
/** The product reviews, for those who moderate them. */
export const reviewsPage: NavPage = { ...page('reviews', 'nav.reviews'), subject: 'Review' };

export const ecommerceManifest: AppManifest = {
  id: 'ecommerce',
  path: shopPage.path,
  titleKey: 'nav.ecommerce',
  icon: 'IconShoppingCart',
  group: 'apps',
  subject: 'Ecommerce',
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
};

/** The shop's dashboard, beside the analytics one in the Dashboards group. */
export const ecommerceDashboardManifest: AppManifest = {
  id: 'ecommerce-dashboard',
  path: '/dashboards/ecommerce',
  titleKey: 'nav.ecommerceDashboard',
  icon: 'IconChartBar',
  group: 'dashboards',
  subject: 'Ecommerce',
};
