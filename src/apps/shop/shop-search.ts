import * as z from 'zod/mini';
import {
  CATEGORY_SLUG_PATTERN,
  productBrands,
  productSorts,
  ratingFilters,
  shopPageSizes,
  shopViews,
} from '@/lib/ecommerce/ecommerce-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/** A number from the router (a number) or from a query string (digits). */
const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(/^\s*\d{1,9}(\.\d{1,2})?\s*$/)), z.transform(Number)),
]);

const price = z.catch(
  z.optional(z.pipe(numeric, z.number().check(z.minimum(0), z.maximum(1_000_000)))),
  undefined,
);

/** A yes filter: `true` (router) or `true`/`1` (query string); anything else is no filter. */
const yes = z.catch(
  z.optional(
    z.pipe(
      z.union([z.literal(true), z.enum(['true', '1'])]),
      z.transform(() => true as const),
    ),
  ),
  undefined,
);

/** A list of known names (one or many), unknown ones dropped; an empty list is no filter. */
function namesParam<const Values extends readonly string[]>(values: Values) {
  return z.catch(
    z.optional(
      z.pipe(
        z.union([z.array(z.string()), z.string()]),
        z.transform((input): Values[number][] | undefined => {
          const names = Array.isArray(input) ? input : [input];
          const known = values.filter((value) => names.includes(value));
          return known.length > 0 ? known : undefined;
        }),
      ),
    ),
    undefined,
  );
}

/** Category slugs (one or many; categories are data, so any slug-shaped name), the rest dropped. */
const slugsParam = z.catch(
  z.optional(
    z.pipe(
      z.union([z.array(z.string()), z.string()]),
      z.transform((input): string[] | undefined => {
        const names = (Array.isArray(input) ? input : [input])
          .map((name) => name.toLowerCase())
          .filter((name) => name.length <= 48 && CATEGORY_SLUG_PATTERN.test(name));
        return names.length > 0 ? [...new Set(names)] : undefined;
      }),
    ),
  ),
  undefined,
);

/**
 * The shop's view in the URL, and the base of the query string of `GET /apps/ecommerce/products`
 * (src/contract/endpoints/ecommerce.ts reads more page sizes and any case). Every default is
 * "absent", so a plain shop has a plain link; anything malformed falls back to its default
 * instead of an error page.
 */
export const shopSearchSchema = builtOnFirstUse(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined),
    categories: slugsParam,
    brands: namesParam(productBrands),
    minPrice: price,
    maxPrice: price,
    rating: z.catch(z.optional(z.pipe(numeric, z.literal(ratingFilters))), undefined),
    freeShipping: yes,
    inStock: yes,
    sortBy: z.catch(z.optional(z.enum(productSorts)), undefined),
    page: z.catch(
      z.optional(z.pipe(numeric, z.number().check(z.int(), z.minimum(1), z.maximum(100_000)))),
      undefined,
    ),
    perPage: z.catch(z.optional(z.pipe(numeric, z.literal(shopPageSizes))), undefined),
    /** Grid or list: the screen's only; the API ignores it. */
    view: z.catch(z.optional(z.enum(shopViews)), undefined),
  }),
);
export type ShopSearch = z.infer<typeof shopSearchSchema>;

/** The search the products list depends on (the view is the screen's only). */
export type ProductsSearch = Omit<ShopSearch, 'view'>;

export function productsSearchOf({ view: _view, ...search }: ShopSearch): ProductsSearch {
  return search;
}

/**
 * How many of the filter panel's filters are set (the search box is not one of them): each
 * category and brand ticked, the price range, the rating, free shipping, in stock.
 */
export function countShopFilters(search: ShopSearch): number {
  return (
    (search.categories?.length ?? 0) +
    (search.brands?.length ?? 0) +
    [search.minPrice ?? search.maxPrice, search.rating, search.freeShipping, search.inStock].filter(
      (value) => value !== undefined,
    ).length
  );
}

/** Whether any filter or search narrows the list (the empty state offers to clear them). */
export function hasShopFilters(search: ShopSearch): boolean {
  return (
    search.q !== undefined ||
    search.categories !== undefined ||
    search.brands !== undefined ||
    search.minPrice !== undefined ||
    search.maxPrice !== undefined ||
    search.rating !== undefined ||
    search.freeShipping !== undefined ||
    search.inStock !== undefined
  );
}
