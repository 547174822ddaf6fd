import { expect, test } from './fixtures';
import { pageLoad } from './helpers';
import { CatalogPage, catalogTexts } from './pages/catalog-page';
import { CategoriesPage } from './pages/categories-page';
import { CustomersPage } from './pages/customers-page';
import { ShopPage } from './pages/shop-page';

test.describe('E-commerce categories and customers', () => {
  test('an admin moves and renames a category, sees it in the Products filter and the shop, then opens a customer', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    const categories = new CategoriesPage(page);
    await categories.open('admin');

    // Laptops moves above Phones with the keyboard; the server keeps the new order.
    const moved = await categories.keyboardMove('Laptops', ['ArrowUp']);
    expect(moved.status(), 'POST /apps/ecommerce/categories/order').toBe(204);
    expect((await categories.names()).slice(0, 2)).toEqual(['Laptops', 'Phones']);
    const [order] = await mockApi.requests({
      method: 'POST',
      path: '/apps/ecommerce/categories/order',
    });
    expect(order?.body).toMatchObject({
      slugs: [
        'laptops',
        'phones',
        'audio',
        'cameras',
        'wearables',
        'gaming',
        'home',
        'accessories',
      ],
    });

    const renamed = await categories.rename('Audio', 'Sound & Music');
    expect(renamed.status(), 'PUT /apps/ecommerce/categories/audio').toBe(200);
    await expect(categories.list.getByText('Sound & Music', { exact: true })).toBeVisible();

    // The Products page reads the new name: in its filter and in the rows it filters.
    // In-app navigation (the menu), not page loads: the page keeps its cache, as a user's does.
    const catalog = new CatalogPage(page);
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(catalog.table.rows.first()).toBeVisible(pageLoad);
    await catalog.table.filter(catalogTexts.fields.category, 'Sound & Music');
    await expect(page).toHaveURL(/category=audio/);
    await catalog.table.settled();
    await expect(catalog.table.rows.first()).toContainText('Sound & Music');

    // The shop's category filter too, in the new order.
    await page.getByRole('link', { name: 'Shop', exact: true }).click();
    const shop = new ShopPage(page);
    await shop.waitForProducts();
    const shopCategories = shop.filters.getByRole('group', { name: 'Categories' });
    await expect(shopCategories.getByRole('checkbox').first()).toHaveAccessibleName('Laptops');
    await expect(shopCategories.getByRole('checkbox', { name: 'Sound & Music' })).toBeVisible();

    // A customer, from the list to their page with their orders.
    const customers = new CustomersPage(page);
    await page.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(customers.table.rows.first()).toBeVisible(pageLoad);
    await customers.table.search('Jane Doe');
    await expect(customers.table.rows).toHaveCount(1, pageLoad);
    await customers.openCustomer('Jane Doe');
    await expect(customers.ordersTable.getByRole('rowheader').first()).toHaveText(/^#\d+$/);
    // Each order's number is a link with the app's look (the browser's own underlined blue was
    // shown here): underlined only under the pointer.
    const orderLink = customers.ordersTable.getByRole('rowheader').first().getByRole('link');
    await expect(orderLink).toHaveCSS('text-decoration-line', 'none');
  });
});
