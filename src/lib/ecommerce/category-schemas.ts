import * as z from 'zod/mini';
import { versionSchema } from '@/lib/versions/versions';
import { CATEGORY_SLUG_PATTERN } from './ecommerce-values';

/** The longest category name (the form, the API). */
export const CATEGORY_NAME_MAX = 40;

export const categorySlugSchema = z
  .string()
  .check(z.maxLength(48), z.regex(CATEGORY_SLUG_PATTERN, 'validation.invalidOption'));

/** A category as the mock stores it; the table's order is the shop's order. */
export const categoryRecordSchema = z.object({
  slug: categorySlugSchema,
  name: z.string(),
  /** One more at each rename (docs/api.md, "Versions"); its place and its count are the list's. */
  version: versionSchema,
});
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

/** A category as the API answers it, with the products in it the caller may see. */
export const categorySchema = z.extend(categoryRecordSchema, {
  productCount: z.number().check(z.int(), z.minimum(0)),
});
export type Category = z.infer<typeof categorySchema>;

/** `GET /apps/ecommerce/categories`: every category, in the shop's order. */
export const categoriesSchema = z.object({ categories: z.array(categorySchema) });
export type Categories = z.infer<typeof categoriesSchema>;

/** The answer of an add or a rename. */
export const categoryAnswerSchema = z.object({ category: categorySchema });

/** The add and rename form, and their body: a name no other category has (409 otherwise). */
export const categoryInputSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(CATEGORY_NAME_MAX, 'validation.tooLong'),
    ),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** `POST /apps/ecommerce/categories/order`: every category's slug, in the new order. */
export const categoriesOrderSchema = z.object({
  slugs: z.array(categorySlugSchema).check(z.minLength(1), z.maxLength(200)),
});
export type CategoriesOrder = z.infer<typeof categoriesOrderSchema>;

/** The slug a new category gets from its name (`Smart home` → `smart-home`), before de-duplication. */
export function slugOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug === '' ? 'category' : slug;
}
