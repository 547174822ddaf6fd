import * as z from 'zod/mini';
import { choice } from '@/lib/validation/choice';
import {
  CATEGORY_SLUG_PATTERN,
  MAX_PRODUCT_IMAGE_CHARS,
  MAX_PRODUCT_IMAGES,
  productBrands,
  productStatuses,
} from '@/lib/ecommerce/ecommerce-values';
import { productColors, productSchema } from '@/lib/ecommerce/ecommerce-schemas';

/** A product description's longest HTML (formatting included): the form and the API say so. */
export const MAX_PRODUCT_DESCRIPTION_CHARS = 8000;

/** `GET /apps/ecommerce/catalog/products`: one page of the catalogue, every status. */
export const catalogPageSchema = z.object({
  products: z.array(productSchema),
  total: z.number().check(z.int(), z.minimum(0)),
  /** Every match, unpaginated: only with `allData=true` (the CSV export). */
  allData: z.optional(z.array(productSchema)),
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;

/** The answer of a create or an update. */
export const catalogProductAnswerSchema = z.object({ product: productSchema });

const amount = z
  .number({ error: () => 'validation.required' })
  .check(
    z.minimum(0, 'ecommerce.catalog.errors.priceMin'),
    z.maximum(1_000_000, 'ecommerce.catalog.errors.priceMax'),
  );

/** A picture: a JPEG/PNG/WebP data URL the browser made, or a path of the shop's own assets. */
const image = z
  .string()
  .check(
    z.maxLength(MAX_PRODUCT_IMAGE_CHARS, 'ecommerce.catalog.errors.imageTooLarge'),
    z.regex(
      /^(data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+|\/ecommerce\/products\/[a-z0-9-]+\.svg)$/,
      'ecommerce.catalog.errors.imageInvalid',
    ),
  );

const stockAmount = z
  .number({ error: () => 'validation.required' })
  .check(
    z.int('validation.number'),
    z.minimum(0, 'ecommerce.catalog.errors.stockMin'),
    z.maximum(100_000, 'ecommerce.catalog.errors.stockMax'),
  );

/** One colour of the form: its name and its own stock. */
const productOptionInput = z.object({ name: choice(productColors), stock: stockAmount });

/**
 * The product form, and the body of the create and the update; messages are i18n keys. The API
 * also upper-cases the SKU and checks that no other product has it (409).
 */
export const productInputSchema = z
  .object({
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.maxLength(120, 'validation.tooLong'),
      ),
    /** Rich text (HTML, which the API sanitizes before storing it) or plain text. */
    description: z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_PRODUCT_DESCRIPTION_CHARS, 'ecommerce.catalog.errors.descriptionTooLong'),
      ),
    /** A category's slug; the API answers 400 on `category` when no category has it. */
    category: z
      .string({ error: () => 'validation.required' })
      .check(
        z.minLength(1, 'validation.required'),
        z.regex(CATEGORY_SLUG_PATTERN, 'validation.invalidOption'),
      ),
    brand: choice(productBrands),
    sku: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.required'),
        z.regex(/^[A-Za-z0-9-]{3,32}$/, 'ecommerce.catalog.errors.skuFormat'),
      ),
    price: amount,
    compareAtPrice: z.nullable(amount),
    stock: stockAmount,
    hasFreeShipping: z.boolean(),
    /**
     * The colours, each with its stock; with any, the API stores their sum as the stock. Left
     * out: none for a new product, the ones it has for an update.
     */
    colors: z.optional(
      z.array(productOptionInput).check(
        z.maxLength(productColors.length, 'validation.invalidOption'),
        z.refine(
          (options) => new Set(options.map((option) => option.name)).size === options.length,
          'ecommerce.catalog.errors.colorTwice',
        ),
      ),
    ),
    status: choice(productStatuses),
    images: z
      .array(image)
      .check(
        z.minLength(1, 'ecommerce.catalog.errors.imageRequired'),
        z.maxLength(MAX_PRODUCT_IMAGES, 'ecommerce.catalog.errors.imagesMax'),
      ),
  })
  .check(
    z.refine((values) => values.compareAtPrice === null || values.compareAtPrice > values.price, {
      message: 'ecommerce.catalog.errors.compareAtPrice',
      path: ['compareAtPrice'],
    }),
  );
export type ProductInput = z.infer<typeof productInputSchema>;

const ids = z
  .array(z.number().check(z.int(), z.positive()))
  .check(z.minLength(1), z.maxLength(100));

/** `POST /apps/ecommerce/catalog/products/status`: publish, unpublish or archive several. */
export const productsStatusInputSchema = z.object({ ids, status: z.enum(productStatuses) });
/** With the versions the list showed, paired with the ids (docs/api.md, "Versions"). */
export type ProductsStatusInput = z.infer<typeof productsStatusInputSchema> & {
  versions?: number[];
};

/** `POST /apps/ecommerce/catalog/products/delete`: all or nothing. */
export const productIdsInputSchema = z.object({ ids });
