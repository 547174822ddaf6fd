import { FIRST_VERSION } from '@/lib/versions/versions';
import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import type { Review } from '@/lib/ecommerce/review-schemas';
import type { ReviewStatus } from '@/lib/ecommerce/ecommerce-values';
import { reviewFigures } from '@/mocks/lib/review-figures';
import { demoAccounts, shopManagerAccount } from './auth-seed';
import type { SeedContext } from './seed-context';
import { textRows } from './seed-tables';
import { seedProducts } from './products-seed';
import { DAY_MS, SEED_REFERENCE_DATE, pickWeighted } from './seed-random';
import { seedSharedUsers } from './users-seed';

/** Titles and texts by what the stars say: `low` (1-2), `mid` (3), `high` (4-5). */
const phrases = textRows(`
  high | Exactly what I wanted | Does everything the description promises and feels well made. Delivery was quick too.
  high | Great value | I compared a few before buying and this one is the best for the price. Happy with it.
  high | Love it | I use it every day and it has not let me down once. Would buy it again.
  high | Solid and reliable | Setup took minutes and it has worked perfectly since. Recommended.
  high | Better than expected | The quality surprised me. The packaging was careful and nothing was missing.
  mid  | Good, not perfect | It does the job, but the battery could last longer and the manual is thin.
  mid  | Fine for the price | Decent quality overall. A couple of small details could be better.
  mid  | Does the job | Nothing special, nothing wrong. It works as described.
  low  | Disappointed | It stopped working properly after two weeks. Support was slow to answer.
  low  | Not as described | Smaller than the pictures suggest and the finish feels cheap. I sent it back.
  low  | Would not buy again | Too many small problems. I expected more from this brand.
`);

const tierOf = (rating: number) => (rating >= 4 ? 'high' : rating === 3 ? 'mid' : 'low');

const STATUS_WEIGHTS = [
  ['approved', 80],
  ['pending', 12],
  ['hidden', 8],
] as const satisfies readonly (readonly [ReviewStatus, number])[];

/**
 * Two to six reviews per product by directory users (never the demo accounts or the shop manager,
 * so a flow starts with no review of theirs), their stars around a level drawn per product, dated
 * between the product's arrival and the reference date; most approved, some pending or hidden.
 */
export function seedReviews(ctx: SeedContext): Review[] {
  const products = seedProducts(ctx.forTable('products'));
  const taken = new Set<number>([
    demoAccounts.admin.id,
    demoAccounts.client.id,
    shopManagerAccount.id,
  ]);
  const authors = seedSharedUsers(ctx).filter((user) => !taken.has(user.id));
  const reference = Date.parse(SEED_REFERENCE_DATE);
  const reviews: Review[] = [];
  for (const product of products) {
    const level = ctx.random.float(2.6, 4.9, 1);
    const ageDays = Math.max(1, (reference - Date.parse(product.createdAt)) / DAY_MS);
    for (const author of ctx.random.pickMany(authors, ctx.random.int(2, 6))) {
      const rating = Math.min(5, Math.max(1, Math.round(level + ctx.random.float(-1.5, 1.5, 1))));
      const choices = phrases.filter(([tier]) => tier === tierOf(rating));
      const [, title = '', text = ''] = ctx.random.pick(choices);
      reviews.push({
        id: reviews.length + 1,
        productId: product.id,
        productName: product.name,
        authorId: author.id,
        authorName: author.fullName,
        rating,
        title,
        text,
        createdAt: ctx.random.dateAround(-ageDays, -0.05),
        status: pickWeighted(ctx.random, STATUS_WEIGHTS),
        version: FIRST_VERSION,
      });
    }
  }
  return reviews;
}

/** The catalogue with each product's rating and count from its seeded approved reviews. */
export function seedRatedProducts(ctx: SeedContext): Product[] {
  const reviews = seedReviews(ctx.forTable('reviews'));
  return seedProducts(ctx).map((product) => ({
    ...product,
    ...reviewFigures(reviews, product.id),
  }));
}
