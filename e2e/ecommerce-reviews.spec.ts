import { expect, test } from './fixtures';
import { pageLoad, signInElsewhere } from './helpers';
import { ProductReviews, ReviewsPage, reviewsTexts } from './pages/reviews-page';

/** A product of the client's seeded orders, with one approved review (src/mocks/seed). */
const PRODUCT_ID = 153;

test.describe('E-commerce reviews', () => {
  test('a buyer reviews a product they ordered, a manager approves it, the shop shows it', async ({
    page,
    browser,
    isolate,
    consoleGuard,
    loginAs,
  }) => {
    const review = {
      rating: 4,
      title: 'Quiet and fast',
      text: 'Games load in seconds. <b>Not bold</b>: shown as typed.',
    };
    await loginAs('client');
    const product = new ProductReviews(page);
    await product.open(PRODUCT_ID, 'client');
    const rating = page
      .getByRole('main')
      .getByText(/^\(\d+ reviews?\)$/)
      .first();
    const countBefore = Number((await rating.textContent())?.match(/\d+/)?.[0]);
    await expect(product.form).toBeVisible();

    const sent = await product.write(review);
    expect(sent.status(), 'POST /apps/ecommerce/reviews').toBe(201);
    await expect(page.getByText(reviewsTexts.sent)).toBeVisible();
    // The buyer's own, marked as awaiting moderation; no form any more.
    await expect(product.section.getByText(reviewsTexts.awaiting)).toBeVisible(pageLoad);
    await expect(product.form).toBeHidden();
    // The stars chosen are the stars saved.
    await expect(
      product.review(review.title).getByText(reviewsTexts.rated(review.rating)),
    ).toHaveCount(1);

    // A manager, in a browser of their own on the same mock data, approves it.
    const manager = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
    const reviews = new ReviewsPage(manager);
    await reviews.open('admin', `?status=pending&q=${encodeURIComponent(review.title)}`);
    await expect(reviews.table.rows).toHaveCount(1);
    const approved = await reviews.approve(review.title);
    expect(approved.status(), 'POST /apps/ecommerce/reviews/status').toBe(204);
    // It shows Approved at once, then leaves the pending list when the list refetches: only the
    // second is a state that lasts (the first may be gone before it is looked at).
    await expect(reviews.table.rows).toHaveCount(0);
    await manager.context().close();

    // The buyer's page shows it among the approved ones, as text, and the count went up.
    await page.reload();
    const shown = product.review(review.title);
    await expect(shown).toBeVisible(pageLoad);
    await expect(shown.getByText(review.text)).toBeVisible();
    await expect(shown.locator('b')).toHaveCount(0);
    await expect(
      page.getByRole('main').getByText(reviewsTexts.count(countBefore + 1)),
    ).toBeVisible();
  });
});
