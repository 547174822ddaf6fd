import { FIRST_VERSION } from '@/lib/versions/versions';
import type { CategoryRecord } from '@/lib/ecommerce/category-schemas';

/**
 * The shop's first categories, in its order. Their names are data (an admin renames them), so
 * they are stored in one language, as a shop's own content is.
 */
export const seededCategories = [
  ['phones', 'Phones'],
  ['laptops', 'Laptops'],
  ['audio', 'Audio'],
  ['cameras', 'Cameras'],
  ['wearables', 'Wearables'],
  ['gaming', 'Gaming'],
  ['home', 'Smart home'],
  ['accessories', 'Accessories'],
] as const;
export type SeededCategory = (typeof seededCategories)[number][0];

export function seedCategories(): CategoryRecord[] {
  return seededCategories.map(([slug, name]) => ({ slug, name, version: FIRST_VERSION }));
}
