import type { AppManifest, NavPage } from '@/components/layout/nav-types';
import type { ShellFeature } from '@/lib/features/feature-ids';
import { ecommercePage } from '@/lib/ecommerce/ecommerce-pages';

const page = (id: string, titleKey: string): NavPage => ({
  ...ecommercePage(id, titleKey),
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
/**
 * The E-commerce menu entry with the buyer's pages; the registry adds the back office's
 * (`shopAdminPages`) after them.
 */
export const ecommerceManifest: AppManifest = {
  id: 'ecommerce',
  path: shopPage.path,
  titleKey: 'nav.ecommerce',
  icon: 'IconShoppingCart',
  group: 'apps',
  subject: 'Ecommerce',
  feature: 'ecommerce',
  children: [shopPage, wishlistPage, cartPage, ordersPage],
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
    'requestOrderReturn',
  ],
};

/** The navbar's cart, on the buyer's pages (`NavbarCartSlot`). */
export const cartFeature: ShellFeature = {
  feature: 'cart',
  name: 'Navbar cart',
  operations: ['getCart'],
};
