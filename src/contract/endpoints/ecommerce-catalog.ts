import * as z from 'zod/mini';
import { productSchema } from '@/lib/ecommerce/ecommerce-schemas';
import { bulkVersionsSchema } from '@/lib/versions/bulk-versions';
import {
  MAX_PRODUCT_DESCRIPTION_CHARS,
  catalogPageSchema,
  catalogProductAnswerSchema,
  productIdsInputSchema,
  productInputSchema,
  productsStatusInputSchema,
} from '@/apps/shop-admin/api/catalog-schemas';
import {
  catalogSortColumns,
  MAX_PRODUCT_IMAGE_CHARS,
  MAX_PRODUCT_IMAGES,
} from '@/lib/ecommerce/ecommerce-values';
import { catalogFilters } from '@/apps/shop-admin/catalog-search';
import { createListParams, flagParam } from '@/lib/list/list-search';
import { idNumberOrText, idPath } from '@/lib/api-fields/api-fields';
import type { EndpointErrorKeys } from '@/contract/error-keys';
import { orderWrites } from './ecommerce';
import { ability, type Endpoint, endpointGroup, pagedListRead } from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';

/** `GET /apps/ecommerce/catalog/products`: the route's list fields and filters, and `allData`. */
/** What `q` finds a product by. */
export const CATALOG_SEARCH_FIELDS = ['name', 'brand', 'sku'] as const;

export const catalogListParams = createListParams({
  sortColumns: catalogSortColumns,
  filters: { ...catalogFilters, allData: flagParam(false) },
});

/** The bulk writes' ids, as numbers or as their digits. */
const idsBody = z.array(idNumberOrText).check(z.minLength(1), z.maxLength(100));
export const productsStatusBody = z.extend(productsStatusInputSchema, {
  ids: idsBody,
  versions: bulkVersionsSchema,
});
export const productIdsBody = z.extend(productIdsInputSchema, {
  ids: idsBody,
  versions: bulkVersionsSchema,
});

const exampleProduct = {
  name: 'Sony WH-1000XM6',
  description:
    '<p>Quieter than ever, with a battery that lasts <strong>a week</strong> of commutes.</p>',
  category: 'audio',
  brand: 'Sony',
  sku: 'SON-XM6-BLK',
  price: 449,
  compareAtPrice: 499,
  stock: 25,
  hasFreeShipping: true,
  colors: [
    { name: 'black', stock: 20 },
    { name: 'silver', stock: 5 },
  ],
  status: 'draft',
  images: ['/ecommerce/products/audio-1.svg'],
};

const RULES = [
  'The SKU is trimmed and stored upper-case; no two products share one (409',
  '`ecommerce.catalog.errors.skuTaken` on `sku`). `compareAtPrice`, when set, is above the price',
  `(400 on \`compareAtPrice\`). \`images\`: 1 to ${MAX_PRODUCT_IMAGES}, the first is the cover; each a`,
  `JPEG, PNG or WebP data URL (the browser resizes uploads) or a path of the shop’s own pictures, at`,
  `most ${MAX_PRODUCT_IMAGE_CHARS} characters. Only a \`published\` product is in the shop: a draft or`,
  'an archived one leaves its list, its search and its cart at once, and its page answers 404.',
  'Price and stock changes show in the shop at the next read.',
  `\`description\` is rich text: HTML of at most ${MAX_PRODUCT_DESCRIPTION_CHARS} characters (400`,
  '`ecommerce.catalog.errors.descriptionTooLong`), stored sanitized (DOMPurify, the rules of the',
  'mail body: no script, event handler, style, form or frame; links open apart); a text with no',
  'tag is plain text and is stored as sent. `colors`: each colour once (400',
  '`ecommerce.catalog.errors.colorTwice`), each with its own stock; with any, the stored `stock`',
  'is their sum (the `stock` sent is then ignored), and each colour is sold up to its own stock;',
  'left out, a new product has none and an update keeps the product’s.',
].join(' ');

/** The product form’s own rules, and a SKU another product has. */
const productErrorKeys: EndpointErrorKeys = {
  400: {
    fields: {
      price: ['ecommerce.catalog.errors.priceMin', 'ecommerce.catalog.errors.priceMax'],
      compareAtPrice: [
        'ecommerce.catalog.errors.priceMin',
        'ecommerce.catalog.errors.priceMax',
        'ecommerce.catalog.errors.compareAtPrice',
      ],
      stock: ['ecommerce.catalog.errors.stockMin', 'ecommerce.catalog.errors.stockMax'],
      'colors.*.stock': ['ecommerce.catalog.errors.stockMin', 'ecommerce.catalog.errors.stockMax'],
      colors: ['ecommerce.catalog.errors.colorTwice'],
      sku: ['ecommerce.catalog.errors.skuFormat'],
      description: ['ecommerce.catalog.errors.descriptionTooLong'],
      images: ['ecommerce.catalog.errors.imageRequired', 'ecommerce.catalog.errors.imagesMax'],
      'images.*': [
        'ecommerce.catalog.errors.imageTooLarge',
        'ecommerce.catalog.errors.imageInvalid',
      ],
    },
  },
  409: fieldErrorKeys('sku', 'ecommerce.catalog.errors.skuTaken'),
};

export const catalogApi = {
  listCatalogProducts: {
    id: 'listCatalogProducts',
    path: '/apps/ecommerce/catalog/products',
    summary: 'One page of the catalogue, every status, with the count of every match',
    description: [
      '`q` matches the name, the brand and the SKU (case-insensitive); `category`, `status`',
      '(`published`, `draft`, `archived`) and `stock` (`in`: some left, `out`: none) filter;',
      'unknown values mean no filter. Without `sortColumn` the newest product comes first.',
      '`allData` (every match, sorted, unpaginated; for the CSV export) comes only with',
      '`allData=true`.',
    ].join(' '),
    example: { query: { q: 'sony', status: 'published', sortColumn: 'price', sort: 'desc' } },
    // `stock` (in or out of stock) and the sort by category (its name, not the record's slug) are
    // in the description: no record field says them.
    ...pagedListRead('Product', catalogListParams, catalogPageSchema, {
      items: 'products',
      search: CATALOG_SEARCH_FIELDS,
      filters: [
        { param: 'category', field: 'category', match: 'equals' },
        { param: 'status', field: 'status', match: 'any-case' },
      ],
      sortColumns: catalogSortColumns.filter((column) => column !== 'category'),
    }),
  },
  createProduct: {
    id: 'createProduct',
    method: 'post',
    path: '/apps/ecommerce/catalog/products',
    creates: true,
    summary: 'Add a product to the catalogue',
    description: `${RULES} A new product has no rating and no reviews.`,
    access: ability('create', 'Product'),
    ...orderWrites,
    body: productInputSchema,
    errors: [400, 409],
    errorKeys: productErrorKeys,
    answers: { 201: { description: 'The new product', schema: catalogProductAnswerSchema } },
    example: { body: exampleProduct },
  },
  updateProduct: {
    id: 'updateProduct',
    method: 'put',
    path: '/apps/ecommerce/catalog/products/{id}',
    summary: 'Change a product',
    description: `Every field of the form. ${RULES} Rating and reviews stay.`,
    access: ability('update', 'Product'),
    ...orderWrites,
    versioned: { current: productSchema },
    pathParams: idPath,
    body: productInputSchema,
    errors: [400, 404, 409],
    errorKeys: productErrorKeys,
    answers: { 200: { description: 'The product', schema: catalogProductAnswerSchema } },
    example: { path: { id: '2' }, body: { ...exampleProduct, colors: [], stock: 0 } },
  },
  updateProductsStatus: {
    id: 'updateProductsStatus',
    method: 'post',
    path: '/apps/ecommerce/catalog/products/status',
    summary: 'Publish, draft or archive several products (the list’s bulk actions)',
    description: 'All or nothing: 404 when one id is unknown.',
    access: ability('update', 'Product'),
    ...orderWrites,
    bulkVersioned: { current: productSchema },
    body: productsStatusBody,
    errors: [400, 404],
    answers: { 204: { description: 'Changed' } },
    example: { body: { ids: [2, 14], status: 'archived' } },
  },
  deleteProducts: {
    id: 'deleteProducts',
    method: 'post',
    path: '/apps/ecommerce/catalog/products/delete',
    summary: 'Delete products for good',
    description: [
      'All or nothing: 404 when one id is unknown; 409 `ecommerce.catalog.errors.inOrder` (with',
      '`params.name`, the first such product) when one is in an order, since an order keeps its',
      'products: archive it instead. A deleted product leaves the carts and wishlists.',
    ].join(' '),
    access: ability('delete', 'Product'),
    ...orderWrites,
    bulkVersioned: { current: productSchema },
    body: productIdsBody,
    errors: [400, 404, 409],
    errorKeys: { 409: { messages: ['ecommerce.catalog.errors.inOrder'] } },
    answers: { 204: { description: 'Deleted' } },
    // Products 2 and 14 are in none of the seeded orders.
    example: { body: { ids: [2, 14] } },
  },
} as const satisfies Record<string, Endpoint>;

export const catalogGroup = endpointGroup(
  'E-commerce catalogue',
  catalogApi,
  'The shop’s products as its managers see them: every status, add, edit, publish, archive, delete.',
);
