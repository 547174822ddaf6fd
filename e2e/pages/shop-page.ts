import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '../fixtures';
import { listPageOf } from '../helpers';

/** The English texts of the shop (`ecommerce.*` and `nav.*` in public/locales/en.json). */
export const shopTexts = {
  heading: 'Shop',
  search: 'Search products',
  sort: 'Sort products',
  view: 'Display',
  grid: 'Grid',
  list: 'List',
  clearFilters: 'Clear filters',
  noProducts: 'No products found',
  addToCart: 'Add to cart',
  viewInCart: 'View in cart',
  addNamed: (name: string) => `Add ${name} to cart`,
  viewNamed: (name: string) => `View ${name} in cart`,
  wishlistNamed: (name: string) => `Keep ${name} in the wishlist`,
  notFound: 'Product not found',
  backToShop: 'Back to the shop',
  related: 'Related products',
  quantity: 'Quantity',
  addedToCart: 'Added to the cart.',
  simulatedFailure: 'The server failed to answer (a failure simulated by the mock API).',
  sortLabels: {
    featured: 'Featured',
    'price-asc': 'Price: low to high',
    'price-desc': 'Price: high to low',
    rating: 'Best rated',
    newest: 'Newest',
  },
} as const;

export type ProductsAnswer = {
  products: { id: number; name: string; price: number; brand: string; category: string }[];
  total: number;
};

const isProductsList = (response: Response) =>
  new URL(response.url()).pathname === '/apps/ecommerce/products' &&
  response.request().method() === 'GET';

/**
 * Page object of the shop (src/apps/ecommerce/): products are articles named by their heading,
 * filters are the labelled checkboxes, radios and switches of the Filters panel. Waits are on
 * the answers the page waits for; the assertions stay in the test.
 */
export class ShopPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: shopTexts.heading, level: 1 });
  }

  get filters(): Locator {
    return this.page.getByRole('region', { name: 'Filters' });
  }

  /** "246 products found": the status the list writes once the server has answered. */
  get total(): Locator {
    return this.page.getByRole('status').filter({ hasText: /\bproducts? found$/ });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: shopTexts.search });
  }

  get sort(): Locator {
    return this.page.getByRole('combobox', { name: shopTexts.sort });
  }

  get cards(): Locator {
    return this.page.getByRole('article');
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The names of the products shown, in order. */
  async names(): Promise<string[]> {
    return this.cards.getByRole('heading', { level: 2 }).allInnerTexts();
  }

  /** The next products answer (the page's list call after a change, not a page fetched ahead). */
  nextList(): Promise<ProductsAnswer> {
    return this.page
      .waitForResponse(
        (response) =>
          isProductsList(response) && listPageOf(response.url()) === listPageOf(this.page.url()),
      )
      .then((response) => response.json() as Promise<ProductsAnswer>);
  }

  /** Resolves once the shop shows its products (or says none match). */
  async waitForProducts() {
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
    await expect(this.total).toHaveText(/\d/, { timeout: 15_000 });
  }

  /** Ticks a filter checkbox (category or brand) by its label. */
  async toggleFilter(label: string) {
    await this.filters.getByRole('checkbox', { name: label, exact: true }).click();
  }

  async chooseSort(label: string) {
    await this.sort.selectOption({ label });
  }

  /** The view's toggle button ("Grid", "List"): pressed (`aria-pressed`) when it is the view. */
  viewButton(view: 'Grid' | 'List'): Locator {
    return this.page
      .getByRole('group', { name: shopTexts.view })
      .getByRole('button', { name: view, exact: true });
  }

  async chooseView(view: 'Grid' | 'List') {
    await this.viewButton(view).click();
    await expect(this.viewButton(view)).toHaveAttribute('aria-pressed', 'true');
  }
}
