import type { Product } from '@/lib/ecommerce/ecommerce-schemas';
import type { Review } from '@/lib/ecommerce/review-schemas';

/** A product's `rating` (mean of the approved reviews' stars, one decimal; 0 when none) and `reviews`. */
export function reviewFigures(
  reviews: readonly Review[],
  productId: number,
): Pick<Product, 'rating' | 'reviews'> {
  const approved = reviews.filter(
    (review) => review.productId === productId && review.status === 'approved',
  );
  if (approved.length === 0) return { rating: 0, reviews: 0 };
  const sum = approved.reduce((total, review) => total + review.rating, 0);
  return { rating: Math.round((sum / approved.length) * 10) / 10, reviews: approved.length };
}

/** Sets the products' figures from their approved reviews: after a review is written or moderated. */
export function refreshProductFigures(
  db: { products: Product[]; reviews: Review[] },
  productIds: Iterable<number>,
) {
  for (const productId of new Set(productIds)) {
    const product = db.products.find((candidate) => candidate.id === productId);
    if (!product) continue;
    const figures = reviewFigures(db.reviews, productId);
    // A change the product's read shows is a new version of it.
    if (figures.rating === product.rating && figures.reviews === product.reviews) continue;
    Object.assign(product, figures);
    product.version += 1;
  }
}
