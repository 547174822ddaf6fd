import type { Locator, Page } from '@playwright/test';
import { expect, type Role } from '../fixtures';
import { nextWrite, openSignedIn, pageLoad } from '../helpers';
import { DataTablePage } from './data-table-page';

/** English texts of the reviews (`ecommerce.reviews.*` in public/locales/en.json). */
export const reviewsTexts = {
  heading: 'Reviews',
  table: 'Reviews',
  section: 'Customer reviews',
  form: 'Write a review',
  send: 'Send review',
  sent: 'Thank you! Your review will appear once it is approved.',
  yours: 'Your review',
  awaiting: 'Awaiting moderation',
  fields: { title: 'Title', text: 'Your review' },
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  rated: (rating: number) => `Rated ${rating.toFixed(1)} out of 5`,
  approve: (title: string) => `Approve “${title}”`,
  approved: 'Approved',
  count: (count: number) => (count === 1 ? '(1 review)' : `(${count} reviews)`),
} as const;

export type ReviewFields = { rating: number; title: string; text: string };

/** A product's page, as far as its reviews go: the buyer's form, their own, the approved list. */
export class ProductReviews {
  readonly section: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: reviewsTexts.section });
    this.form = this.section.getByRole('form', { name: reviewsTexts.form });
  }

  /** Opens the product's page signed in as `role` and waits for its reviews. */
  async open(productId: number, role: Role) {
    await openSignedIn(this.page, `/apps/ecommerce/products/${productId}`, role);
    await expect(this.section.getByRole('heading', { name: reviewsTexts.section })).toBeVisible(
      pageLoad,
    );
  }

  /** The approved review titled `title` in the list (an article named by its title). */
  review(title: string): Locator {
    return this.section.getByRole('article', { name: title });
  }

  /** Writes a review and returns the API's answer. */
  async write({ rating, title, text }: ReviewFields) {
    // The stars are radios drawn by their labels: chosen as a keyboard user does.
    const star = this.form.getByRole('radio', { name: reviewsTexts.stars(rating), exact: true });
    await star.focus();
    await star.press('Space');
    await expect(star).toBeChecked();
    await this.form.getByRole('textbox', { name: reviewsTexts.fields.title }).fill(title);
    await this.form.getByRole('textbox', { name: reviewsTexts.fields.text }).fill(text);
    const sent = nextWrite(this.page, /\/apps\/ecommerce\/reviews$/);
    await this.form.getByRole('button', { name: reviewsTexts.send }).click();
    return sent;
  }
}

/** The Reviews page (`/apps/ecommerce/reviews`, for those who moderate them): the shared data table. */
export class ReviewsPage {
  readonly table: DataTablePage;

  constructor(readonly page: Page) {
    this.table = new DataTablePage(page, reviewsTexts.table);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: reviewsTexts.heading, level: 1 });
  }

  /** Opens the page signed in as `role`, with `query` (filters) in the URL, and waits for rows. */
  async open(role: Role, query = '') {
    await openSignedIn(this.page, `/apps/ecommerce/reviews${query}`, role);
    await expect(this.heading).toBeVisible(pageLoad);
    await expect(this.table.rows.first()).toBeVisible(pageLoad);
  }

  /** Approves the review titled `title` by its row's button and returns the API's answer. */
  async approve(title: string) {
    const sent = nextWrite(this.page, /\/apps\/ecommerce\/reviews\/status$/);
    await this.table.table.getByRole('button', { name: reviewsTexts.approve(title) }).click();
    return sent;
  }
}
