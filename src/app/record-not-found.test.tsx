import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';

/**
 * Every record page, opened with an id that names nothing: it says so inside the layout, its
 * menus kept, never the root's whole-screen 404. An order's number (100241 for #100241) is its id,
 * so the highest seeded number plus one names no order; a malformed id is not found either.
 */
const unknownRecords = [
  ['an order, as its managers open it', '/apps/ecommerce/orders-admin/100999', 'Order not found'],
  [
    'an order, as its managers open it, malformed',
    '/apps/ecommerce/orders-admin/abc',
    'Order not found',
  ],
  ['an order, as its buyer opens it', '/apps/ecommerce/orders/100999', 'Order not found'],
  ['a customer', '/apps/ecommerce/customers/99999', 'Customer not found'],
  ['a product', '/apps/ecommerce/products/99999', 'Product not found'],
  ['an invoice', '/apps/invoices/preview/99999', 'Invoice not found'],
  ['an invoice to edit', '/apps/invoices/edit/99999', 'Invoice not found'],
  ['a user', '/apps/users/99999', 'User not found'],
] as const;

describe('a link that names no record', { timeout: 30_000 }, () => {
  it.each(unknownRecords)('%s: says so inside the layout', async (_name, path, title) => {
    await renderRoute(path, { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });
});
