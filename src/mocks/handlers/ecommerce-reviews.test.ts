// @vitest-environment node
import {
  productReviewsPageSchema,
  reviewSchema,
  reviewsPageSchema,
} from '@/lib/ecommerce/review-schemas';
import { getMockSession, MOCK_SESSION_COOKIE } from '@/mocks/db/sessions';
import { reviewFigures } from '@/mocks/lib/review-figures';
import { demoAccounts, shopManagerAccount } from '@/mocks/seed/auth-seed';
import { callApi, freshSession, type ErrorBody } from '@/mocks/testing/mock-api-client';
import { staleRecordsAnswer } from '@/mocks/testing/stale-answer';

type Account = 'admin' | 'client' | 'shop';
const accounts = { ...demoAccounts, shop: shopManagerAccount };

function session() {
  const name = freshSession();
  const db = () => getMockSession({ [MOCK_SESSION_COOKIE]: name }).db;
  async function call<Body = ErrorBody>(path: string, account: Account, body?: unknown) {
    const { email, password } = accounts[account];
    const login = await callApi<{ accessToken: string }>('/jwt/login', {
      body: { email, password },
      session: name,
    });
    expect(login.status).toBe(200);
    return callApi<Body>(path, { token: login.body.accessToken, session: name, body });
  }
  return { db, call };
}

/** A published product the client ordered, and one they did not. */
function clientProducts(db: ReturnType<ReturnType<typeof session>['db']>) {
  const ordered = new Set(
    db.orders
      .filter((order) => order.userId === demoAccounts.client.id)
      .flatMap((order) => order.lines.map((line) => line.productId)),
  );
  const published = db.products.filter((product) => product.status === 'published');
  const bought = published.find((product) => ordered.has(product.id));
  const other = published.find((product) => !ordered.has(product.id));
  if (!bought || !other) throw new Error('the seed gives the client no ordered product');
  return { bought, other };
}

const review = { rating: 5, title: 'Works well', text: 'Five stars <b>really</b>.' };

describe('the reviews API', () => {
  it('seeds reviews from which every product’s rating and count are derived', () => {
    const { db } = session();
    const { products, reviews } = db();
    expect(reviews.length).toBeGreaterThan(products.length * 2);
    expect(reviews.some((r) => r.status === 'pending')).toBe(true);
    expect(reviews.some((r) => r.status === 'hidden')).toBe(true);
    const authors = new Set(reviews.map((r) => r.authorId));
    expect(authors.has(demoAccounts.client.id)).toBe(false);
    for (const product of products) {
      expect(product).toMatchObject(reviewFigures(reviews, product.id));
    }
    const rated = products.filter((product) => product.reviews > 0);
    const mean = rated.reduce((sum, product) => sum + product.rating, 0) / rated.length;
    expect(mean).toBeGreaterThan(3);
    expect(mean).toBeLessThan(4.6);
  });

  it('lists a product’s approved reviews, newest first, paged, with the caller’s own', async () => {
    const { db, call } = session();
    const { bought, other } = clientProducts(db());
    const { status, body } = await call(`/apps/ecommerce/products/${bought.id}/reviews`, 'client');
    expect(status).toBe(200);
    const page = productReviewsPageSchema.parse(body);
    expect(page.total).toBe(bought.reviews);
    expect(page.reviews.every((r) => r.status === 'approved' && r.productId === bought.id)).toBe(
      true,
    );
    const dates = page.reviews.map((r) => r.createdAt);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(page).toMatchObject({ own: null, canReview: true });
    const second = await call(
      `/apps/ecommerce/products/${bought.id}/reviews?page=2&perPage=1`,
      'client',
    );
    expect(productReviewsPageSchema.parse(second.body).reviews[0]).toEqual(page.reviews[1]);
    const notBought = await call(`/apps/ecommerce/products/${other.id}/reviews`, 'client');
    expect(productReviewsPageSchema.parse(notBought.body).canReview).toBe(false);
    expect((await call('/apps/ecommerce/products/999999/reviews', 'client')).status).toBe(404);
  });

  it('lets a buyer write one pending review per product, validated by the form’s schema', async () => {
    const { db, call } = session();
    const { bought, other } = clientProducts(db());
    const path = '/apps/ecommerce/reviews';
    const invalid = await call(path, 'client', { productId: bought.id, rating: 0, title: ' ' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body?.errors ?? {}).toSorted()).toEqual(['rating', 'text', 'title']);
    const stranger = await call(path, 'client', { ...review, productId: other.id });
    expect(stranger).toMatchObject({
      status: 403,
      body: { message: 'ecommerce.reviews.errors.notBuyer' },
    });

    const before = { rating: bought.rating, reviews: bought.reviews };
    const created = await call(path, 'client', { ...review, productId: String(bought.id) });
    expect(created.status).toBe(201);
    expect(reviewSchema.parse(created.body)).toMatchObject({
      ...review,
      status: 'pending',
      authorId: demoAccounts.client.id,
      authorName: 'Jane Doe',
    });
    // Pending: the shop's figures do not move.
    expect(db().products.find((p) => p.id === bought.id)).toMatchObject(before);
    const page = await call(`/apps/ecommerce/products/${bought.id}/reviews`, 'client');
    expect(productReviewsPageSchema.parse(page.body)).toMatchObject({
      own: { status: 'pending', title: review.title },
      canReview: false,
      total: before.reviews,
    });

    const again = await call(path, 'client', { ...review, productId: bought.id });
    expect(again).toMatchObject({
      status: 409,
      body: { errors: { rating: ['ecommerce.reviews.errors.alreadyReviewed'] } },
    });
  });

  it('lists every review for their moderators: paging, sort, search, filters', async () => {
    const { db, call } = session();
    expect((await call('/apps/ecommerce/reviews', 'client')).status).toBe(403);
    const list = async (query: string) => {
      const { status, body } = await call(`/apps/ecommerce/reviews${query}`, 'shop');
      expect(status).toBe(200);
      return reviewsPageSchema.parse(body);
    };
    const all = await list('');
    expect(all.total).toBe(db().reviews.length);
    expect(all.reviews).toHaveLength(10);
    const pending = await list('?status=PENDING&rating=2&perPage=100');
    expect(pending.total).toBe(
      db().reviews.filter((r) => r.status === 'pending' && r.rating === 2).length,
    );
    expect(pending.reviews.every((r) => r.status === 'pending' && r.rating === 2)).toBe(true);
    const sorted = await list('?sortColumn=rating&sort=desc&perPage=50');
    const ratings = sorted.reviews.map((r) => r.rating);
    expect(ratings).toEqual(ratings.toSorted((a, b) => b - a));
    const [first] = all.reviews;
    if (!first) throw new Error('no review');
    const found = await list(`?q=${encodeURIComponent(first.authorName)}`);
    expect(found.reviews.every((r) => r.authorName === first.authorName || r.text)).toBe(true);
    expect(found.reviews.some((r) => r.id === first.id)).toBe(true);
    const page2 = await list('?page=2');
    expect(page2.reviews.some((r) => all.reviews.some((a) => a.id === r.id))).toBe(false);
  });

  it('approves and hides for Review managers only; the product’s figures follow; audited', async () => {
    const { db, call } = session();
    const pending = db().reviews.find((r) => r.status === 'pending');
    if (!pending) throw new Error('no pending review');
    const productId = pending.productId;
    const path = '/apps/ecommerce/reviews/status';
    expect((await call(path, 'client', { ids: [pending.id], status: 'approved' })).status).toBe(
      403,
    );
    const unknown = await call(path, 'shop', { ids: [pending.id, 999999], status: 'approved' });
    expect(unknown.status).toBe(404);
    expect(db().reviews.find((r) => r.id === pending.id)?.status).toBe('pending');

    const before = db().products.find((p) => p.id === productId)?.reviews ?? 0;
    expect((await call(path, 'shop', { ids: [pending.id], status: 'approved' })).status).toBe(204);
    const product = () => db().products.find((p) => p.id === productId);
    expect(product()?.reviews).toBe(before + 1);
    expect(product()).toMatchObject(reviewFigures(db().reviews, productId));
    const shown = await call(`/apps/ecommerce/products/${productId}/reviews?perPage=20`, 'client');
    expect(
      productReviewsPageSchema.parse(shown.body).reviews.some((r) => r.id === pending.id),
    ).toBe(true);

    expect((await call(path, 'admin', { ids: [pending.id], status: 'hidden' })).status).toBe(204);
    expect(product()?.reviews).toBe(before);
    const logged = db().auditLog.filter((entry) => entry.action === 'moderateReviews');
    expect(logged.map((entry) => entry.recordType)).toEqual(
      expect.arrayContaining(['reviews', 'products']),
    );
  });

  it('refuses a moderation when one review changed, listing exactly it; takes the current versions and none', async () => {
    const { db, call } = session();
    const [first, second, third] = db().reviews.filter((r) => r.status === 'pending');
    if (!first || !second || !third) throw new Error('too few pending reviews');
    const path = '/apps/ecommerce/reviews/status';
    const ids = [first.id, second.id, third.id];
    const reviewOf = (id: number) => db().reviews.find((r) => r.id === id);
    expect((await call(path, 'shop', { ids: [second.id], status: 'hidden' })).status).toBe(204);
    expect(reviewOf(second.id)?.version).toBe(2);

    const stale = await call<Record<string, unknown>>(path, 'admin', {
      ids,
      status: 'approved',
      versions: [1, 1, 1],
    });
    expect(stale).toEqual(
      staleRecordsAnswer([
        {
          id: second.id,
          current: reviewOf(second.id),
          changedBy: { id: shopManagerAccount.id, fullName: expect.any(String) },
        },
      ]),
    );
    expect(ids.map((id) => reviewOf(id)?.status)).toEqual(['pending', 'hidden', 'pending']);

    const current = await call(path, 'admin', { ids, status: 'approved', versions: [1, 2, 1] });
    expect(current.status).toBe(204);
    expect(ids.map((id) => [reviewOf(id)?.status, reviewOf(id)?.version])).toEqual([
      ['approved', 2],
      ['approved', 3],
      ['approved', 2],
    ]);
    expect((await call(path, 'admin', { ids, status: 'hidden' })).status).toBe(204);
    expect(ids.map((id) => reviewOf(id)?.version)).toEqual([3, 4, 3]);
  });
});
