// @vitest-environment node
import { isBuyerPage } from './navbar-cart-slot';

describe('the navbar cart', () => {
  it("shows on the buyer's pages", () => {
    const buyers = [
      '/apps/ecommerce/shop',
      '/apps/ecommerce/products/42',
      '/apps/ecommerce/wishlist',
      '/apps/ecommerce/cart',
      '/apps/ecommerce/checkout',
      '/apps/ecommerce/orders',
      '/apps/ecommerce/orders/7',
    ];
    expect(buyers.filter((path) => !isBuyerPage(path))).toEqual([]);
  });

  it("leaves out the managers' pages and the rest of the app", () => {
    const others = [
      '/apps/ecommerce/products',
      '/apps/ecommerce/products/',
      '/apps/ecommerce/categories',
      '/apps/ecommerce/customers/3',
      '/apps/ecommerce/orders-admin',
      '/apps/ecommerce/orders-admin/7',
      '/apps/ecommerce/reviews',
      '/dashboards/ecommerce',
      '/apps/users',
    ];
    expect(others.filter(isBuyerPage)).toEqual([]);
  });
});
