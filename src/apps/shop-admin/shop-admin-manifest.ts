import type { AppManifest, NavPage } from '@/components/layout/nav-types';
import { ecommercePage } from '@/lib/ecommerce/ecommerce-pages';

/** The catalogue, for those who manage it: the shop's products live under its path. */
export const catalogPage: NavPage = {
  ...ecommercePage('products', 'nav.products'),
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
  ...ecommercePage('orders-admin', 'nav.ordersAdmin'),
  subject: 'Order',
  feature: 'ecommerce-orders-admin',
  operations: ['listManagedOrders', 'getManagedOrder', 'takeOrderStep'],
};
/** The categories, for those who manage the catalogue. */
export const categoriesPage: NavPage = {
  ...ecommercePage('categories', 'nav.categories'),
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
/** Who buys: for those who manage the orders (the API's `read` on `Order`, as the orders' pages). */
export const customersPage: NavPage = {
  ...ecommercePage('customers', 'nav.customers'),
  subject: 'Order',
  feature: 'ecommerce-customers',
  operations: ['listCustomers', 'getCustomer'],
};
/** The product reviews, for those who moderate them. */
export const reviewsPage: NavPage = {
  ...ecommercePage('reviews', 'nav.reviews'),
  subject: 'Review',
  feature: 'ecommerce-reviews',
  operations: ['listReviews', 'moderateReviews'],
};
/** The discount codes the cart takes, for those who manage the catalogue (its prices). */
export const discountsPage: NavPage = {
  ...ecommercePage('discounts', 'nav.discounts'),
  subject: 'Product',
  feature: 'ecommerce-discounts',
  operations: [
    'listDiscountCodes',
    'getDiscountCode',
    'createDiscountCode',
    'updateDiscountCode',
    'deleteDiscountCode',
  ],
};

/** The back office's pages, in the E-commerce menu after the buyer's (src/app/app-registry.ts). */
export const shopAdminPages: readonly NavPage[] = [
  catalogPage,
  categoriesPage,
  customersPage,
  ordersAdminPage,
  reviewsPage,
  discountsPage,
];

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
