import * as z from 'zod/mini';
import {
  categoriesOrderSchema,
  categoriesSchema,
  categoryAnswerSchema,
  categorySchema,
  categoryInputSchema,
  categorySlugSchema,
} from '@/lib/ecommerce/category-schemas';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  type WriteFacts,
} from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';

/** A category's slug in the path; anything else names no category (404). */
export const categorySlugPath = z.object({ slug: categorySlugSchema });

const NAME_RULE = [
  'The name is trimmed, 1 to 40 characters, and no other category has it, case aside (409',
  '`ecommerce.categoryAdmin.errors.nameTaken` on `name`).',
].join(' ');

/** Every write of a category. */
const categoryWrites = {
  changes: { resources: ['ecommerce'], readers: 'Ecommerce' },
  audit: { app: 'ecommerce', tables: ['categories'] },
} as const satisfies WriteFacts;

export const categoriesApi = {
  listCategories: {
    id: 'listCategories',
    method: 'get',
    path: '/apps/ecommerce/categories',
    summary: 'Every category, in the shop’s order, with its product count',
    description: [
      'The shop’s filters, the product form and the Categories page read the names here:',
      'products hold a category’s `slug`, which never changes, so a rename shows everywhere at',
      'once. `productCount` counts every product in the category for those who may read the',
      'catalogue (`read Product`), and only the published ones for the others (the shop).',
    ].join(' '),
    access: ability('read', 'Ecommerce'),
    answers: { 200: { description: 'The categories', schema: categoriesSchema } },
    example: {},
  },
  createCategory: {
    id: 'createCategory',
    method: 'post',
    path: '/apps/ecommerce/categories',
    creates: true,
    summary: 'Add a category, last in the order',
    description: `${NAME_RULE} Its slug is made from the name (\`Smart home\` → \`smart-home\`), with \`-2\`, \`-3\`… when taken.`,
    access: ability('create', 'Product'),
    ...categoryWrites,
    body: categoryInputSchema,
    errors: [400, 409],
    errorKeys: {
      409: fieldErrorKeys('name', 'ecommerce.categoryAdmin.errors.nameTaken'),
    },
    answers: { 201: { description: 'The new category', schema: categoryAnswerSchema } },
    example: { body: { name: 'Drones' } },
  },
  renameCategory: {
    id: 'renameCategory',
    method: 'put',
    path: '/apps/ecommerce/categories/{slug}',
    summary: 'Rename a category',
    description: `${NAME_RULE} The slug stays, so its products stay in it.`,
    access: ability('update', 'Product'),
    versioned: { current: categorySchema },
    ...categoryWrites,
    pathParams: categorySlugPath,
    body: categoryInputSchema,
    errors: [400, 404, 409],
    errorKeys: {
      409: fieldErrorKeys('name', 'ecommerce.categoryAdmin.errors.nameTaken'),
    },
    answers: { 200: { description: 'The category', schema: categoryAnswerSchema } },
    example: { path: { slug: 'audio' }, body: { name: 'Sound' } },
  },
  reorderCategories: {
    id: 'reorderCategories',
    method: 'post',
    path: '/apps/ecommerce/categories/order',
    summary: 'Put the categories in a new order',
    description: [
      '`slugs` is every category’s slug, each once, in the new order; a list that is not exactly',
      'the current categories (one added or deleted meanwhile) is refused with 409',
      '`ecommerce.categoryAdmin.errors.orderStale`, and nothing changes.',
    ].join(' '),
    access: ability('update', 'Product'),
    ...categoryWrites,
    body: categoriesOrderSchema,
    errors: [400, 409],
    errorKeys: { 409: { messages: ['ecommerce.categoryAdmin.errors.orderStale'] } },
    answers: { 204: { description: 'Reordered' } },
    example: {
      body: {
        slugs: [
          'laptops',
          'phones',
          'audio',
          'cameras',
          'wearables',
          'gaming',
          'home',
          'accessories',
        ],
      },
    },
  },
  deleteCategory: {
    id: 'deleteCategory',
    path: '/apps/ecommerce/categories/{slug}',
    summary: 'Delete an empty category',
    description: [
      'Only a category no product is in, whatever its status: otherwise 409',
      '`ecommerce.categoryAdmin.errors.notEmpty` with `params.count`, the products in it (move',
      'or delete them first).',
    ].join(' '),
    ...deleteOne('Product', categorySchema, { pathParams: categorySlugPath }),
    ...categoryWrites,
    errors: [404, 409],
    errorKeys: { 409: { messages: ['ecommerce.categoryAdmin.errors.notEmpty'] } },
    answers: { 204: { description: 'Deleted' } },
  },
} as const satisfies Record<string, Endpoint>;

export const categoriesGroup = endpointGroup(
  'E-commerce categories',
  categoriesApi,
  'The shop’s categories: read by the shop and the catalogue, managed by those who manage the catalogue.',
);
