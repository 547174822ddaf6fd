import { versionSchema } from '@/lib/versions/versions';
import * as z from 'zod/mini';
import { MAX_LINE_QTY, productBrands, productStatuses } from './ecommerce-values';
import { categorySlugSchema } from './category-schemas';

const id = z.number().check(z.int(), z.positive());
const money = z.number().check(z.minimum(0));

// Here, not in ecommerce-values.ts: no route's search reads them, so they stay out of the entry.
/** The colours a product may come in (names are i18n keys under `ecommerce.colors.`). */
export const productColors = ['black', 'blue', 'green', 'pink', 'red', 'silver', 'white'] as const;
export type ProductColor = (typeof productColors)[number];

/** A colour the product comes in, with its own stock (the product's stock is their sum). */
export const productOptionSchema = z.object({
  name: z.enum(productColors),
  stock: z.number().check(z.int(), z.minimum(0)),
});
export type ProductOption = z.infer<typeof productOptionSchema>;

/** A product as the mock stores it (api-contract.md, Product). */
export const productSchema = z.object({
  id,
  /** Its version (docs/api.md, "Versions"): one more at each change. */
  version: versionSchema,
  name: z.string(),
  slug: z.string(),
  brand: z.enum(productBrands),
  /** The category's slug (`GET /apps/ecommerce/categories` names it). */
  category: categorySlugSchema,
  /**
   * Rich text: HTML the API sanitized (render it sanitized again); a description with no tag
   * (older products) is plain text.
   */
  description: z.string(),
  /** The stock-keeping unit: unique in the catalogue, upper case. */
  sku: z.string(),
  price: money,
  /** The price before a reduction, shown struck through; null: no reduction. */
  compareAtPrice: z.nullable(money),
  /** Only a published product is in the shop (list, search, page, cart). */
  status: z.enum(productStatuses),
  /**
   * The main picture: a path of the app's own assets (`/ecommerce/products/...svg`) or a picture
   * uploaded from the Products page (a JPEG data URL).
   */
  image: z.string(),
  /** The gallery, the main picture first. */
  images: z.array(z.string()),
  /** 0 to 5, one decimal. */
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  reviews: z.number().check(z.int(), z.minimum(0)),
  hasFreeShipping: z.boolean(),
  /** What can be sold; with colours, the sum of theirs. */
  stock: z.number().check(z.int(), z.minimum(0)),
  /** The colours a buyer chooses from, each with its stock; empty: no choice. */
  colors: z.array(productOptionSchema),
  /** When it was added to the shop (ISO): the `newest` sort. */
  createdAt: z.iso.datetime({ offset: true }),
  /** The shop's own order (`featured` sort): lower first. */
  featuredRank: z.number().check(z.int()),
});
export type Product = z.infer<typeof productSchema>;

/** A product as the list and detail answers give it: with the caller's cart and wishlist marks. */
export const productViewSchema = z.extend(productSchema, {
  isInCart: z.boolean(),
  isInWishlist: z.boolean(),
});
export type ProductView = z.infer<typeof productViewSchema>;

/** `GET /apps/ecommerce/products`: one page and the count of every match. */
export const productsPageSchema = z.object({
  products: z.array(productViewSchema),
  total: z.number().check(z.int(), z.minimum(0)),
});
export type ProductsPage = z.infer<typeof productsPageSchema>;

/** `GET /apps/ecommerce/products/{id}`: the product and a few of the same category. */
export const productAnswerSchema = z.object({
  product: productViewSchema,
  related: z.array(productViewSchema),
});
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/** A stored cart: one per user. */
export const cartRecordSchema = z.object({
  id,
  userId: id,
  lines: z.array(
    z.object({
      productId: id,
      qty: z.number().check(z.int(), z.positive()),
      color: z.nullable(z.string()),
    }),
  ),
  discountCode: z.nullable(z.string()),
});
export type CartRecord = z.infer<typeof cartRecordSchema>;

/** A stored wishlist: one per user, newest first. */
export const wishlistRecordSchema = z.object({
  id,
  userId: id,
  productIds: z.array(id),
});
export type WishlistRecord = z.infer<typeof wishlistRecordSchema>;

export const cartLineSchema = z.extend(productViewSchema, {
  qty: z.number().check(z.int(), z.positive()),
  color: z.nullable(z.string()),
  lineTotal: money,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The caller's cart, every figure computed by the server (USD). */
export const cartSchema = z.object({
  products: z.array(cartLineSchema),
  /** Items in the cart (the sum of the quantities): the navbar badge. */
  count: z.number().check(z.int(), z.minimum(0)),
  subtotal: money,
  discountCode: z.nullable(z.string()),
  discount: money,
  shipping: money,
  tax: money,
  total: money,
  currency: z.literal('USD'),
});
export type Cart = z.infer<typeof cartSchema>;

export const wishlistSchema = z.object({ products: z.array(productViewSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;

const qty = z
  .number()
  .check(
    z.int('validation.number'),
    z.minimum(1, 'ecommerce.errors.qtyMin'),
    z.maximum(MAX_LINE_QTY, 'ecommerce.errors.qtyMax'),
  );

/** `POST /apps/ecommerce/cart`: adds `qty` (default 1) to the product's line. */
export const cartAddSchema = z.object({
  productId: id,
  qty: z.optional(qty),
  color: z.optional(z.nullable(z.string().check(z.maxLength(40)))),
});
export type CartAdd = z.infer<typeof cartAddSchema>;

/** `PATCH /apps/ecommerce/cart/{id}`: the line's new quantity. */
export const cartQtySchema = z.object({ qty });
export type CartQty = z.infer<typeof cartQtySchema>;

/** `POST /apps/ecommerce/cart/discount`. */
export const discountInputSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(32, 'ecommerce.errors.codeUnknown'),
    ),
});
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** `POST /apps/ecommerce/wishlist`. */
export const wishlistAddSchema = z.object({ productId: id });
export type WishlistAdd = z.infer<typeof wishlistAddSchema>;
