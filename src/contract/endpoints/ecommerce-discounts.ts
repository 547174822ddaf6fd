import {
  DISCOUNT_LIMITS,
  discountCodeAnswerSchema,
  discountCodeInputSchema,
  discountCodesPageSchema,
} from '@/apps/shop-admin/api/discount-schemas';
import { discountSortColumns } from '@/apps/shop-admin/discount-values';
import { discountFilters } from '@/apps/shop-admin/discounts-search';
import { createListParams } from '@/lib/list/list-search';
import { idPath } from '@/lib/api-fields/api-fields';
import type { EndpointErrorKeys } from '@/contract/error-keys';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  pagedListRead,
  type WriteFacts,
} from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';

/** What `q` finds a code by. */
export const DISCOUNT_SEARCH_FIELDS = ['code'] as const;

/** `GET /apps/ecommerce/discounts`: the route's list fields and the kind. */
export const discountsListParams = createListParams({
  sortColumns: discountSortColumns,
  filters: discountFilters,
});

/**
 * Why the cart (`POST /apps/ecommerce/cart/discount`) or an order (`POST /apps/ecommerce/orders`)
 * refuses a code, on its field: the contract's words for each, shared by both endpoints.
 */
export const discountRefusals = {
  unknown: 'ecommerce.errors.codeUnknown',
  inactive: 'ecommerce.errors.codeInactive',
  notStarted: 'ecommerce.errors.codeNotStarted',
  expired: 'ecommerce.errors.codeExpired',
  usedUp: 'ecommerce.errors.codeUsedUp',
  customerLimit: 'ecommerce.errors.codeCustomerLimit',
  minimum: 'ecommerce.errors.codeMinimum',
} as const;

/** Every refusal but the minimum: a code the cart cannot take at all. */
export const DISCOUNT_REFUSALS_TEXT = [
  'A code is refused with 400 on its field when it is unknown (`ecommerce.errors.codeUnknown`),',
  'switched off (`…codeInactive`), before its start day (`…codeNotStarted`, `params.date`),',
  'after its end day (`…codeExpired`, `params.date`; days are UTC, both included), used by as',
  'many orders as its `usageLimit` (`…codeUsedUp`), or by as many of the caller’s orders as its',
  '`perCustomerLimit` (`…codeCustomerLimit`, `params.count`).',
].join(' ');

const RULES = [
  `\`code\`: ${DISCOUNT_LIMITS.codeMin} to ${DISCOUNT_LIMITS.codeMax} letters, digits, \`-\` or \`_\`,`,
  'trimmed and stored upper-case; no two codes share one, case aside (409',
  '`ecommerce.discounts.errors.codeTaken` on `code`). `kind`: `percent` (`value` above 0, at most',
  `100: 400 \`ecommerce.discounts.errors.percentRange\`), \`amount\` (USD, above 0, at most`,
  `${DISCOUNT_LIMITS.amountMax}: \`…amountRange\`) or \`freeShipping\` (\`value\` is stored 0).`,
  `\`minSubtotal\`: 0 (none) to ${DISCOUNT_LIMITS.minSubtotalMax}. \`startsOn\`/\`endsOn\`: days`,
  '(`YYYY-MM-DD`, UTC, both included) or null, the end not before the start (400',
  '`…endBeforeStart` on `endsOn`). `usageLimit` (orders in all) and `perCustomerLimit` (orders',
  `of one buyer): 1 to ${DISCOUNT_LIMITS.usesMax}, or null for none. \`used\` counts the orders`,
  'placed with the code (each order placed with it on the cart, once); the API sets it, the',
  'body does not. Every change moves the code’s `version`, an order that uses it too.',
].join(' ');

/** The form's rules and a code another one has. */
const codeErrorKeys: EndpointErrorKeys = {
  400: {
    fields: {
      code: ['ecommerce.discounts.errors.codeLength', 'ecommerce.discounts.errors.codeFormat'],
      value: ['ecommerce.discounts.errors.percentRange', 'ecommerce.discounts.errors.amountRange'],
      minSubtotal: ['ecommerce.discounts.errors.minSubtotalMax'],
      endsOn: ['ecommerce.discounts.errors.endBeforeStart'],
      usageLimit: ['ecommerce.discounts.errors.usesMin', 'ecommerce.discounts.errors.usesMax'],
      perCustomerLimit: [
        'ecommerce.discounts.errors.usesMin',
        'ecommerce.discounts.errors.usesMax',
      ],
    },
  },
  409: fieldErrorKeys('code', 'ecommerce.discounts.errors.codeTaken'),
};

/** A code's writes: the back office's list, and the carts that hold it, refetch. */
const discountWrites = {
  changes: { resources: ['ecommerce'], readers: 'Product' },
  audit: { app: 'ecommerce', tables: ['discountCodes'] },
} as const satisfies WriteFacts;

const exampleCode = {
  code: 'SPRING15',
  kind: 'percent',
  value: 15,
  minSubtotal: 50,
  startsOn: '2026-11-01',
  endsOn: '2026-12-31',
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
};

export const discountsApi = {
  listDiscountCodes: {
    id: 'listDiscountCodes',
    path: '/apps/ecommerce/discounts',
    summary: 'One page of the shop’s discount codes, with the count of every match',
    description: [
      '`q` matches the code (case-insensitive); `kind` (`percent`, `amount`, `freeShipping`)',
      'filters; unknown values mean no filter. Without `sortColumn` the newest code comes first.',
    ].join(' '),
    example: { query: { q: 'save', sortColumn: 'used', sort: 'desc' } },
    ...pagedListRead('Product', discountsListParams, discountCodesPageSchema, {
      items: 'codes',
      search: DISCOUNT_SEARCH_FIELDS,
      filters: [{ param: 'kind', field: 'kind', match: 'any-case' }],
      sortColumns: discountSortColumns,
    }),
  },
  getDiscountCode: {
    id: 'getDiscountCode',
    method: 'get',
    path: '/apps/ecommerce/discounts/{id}',
    summary: 'One discount code, with its usage',
    description: '404 for an unknown id.',
    access: ability('read', 'Product'),
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The code', schema: discountCodeAnswerSchema } },
    example: { path: { id: '1' } },
  },
  createDiscountCode: {
    id: 'createDiscountCode',
    method: 'post',
    path: '/apps/ecommerce/discounts',
    creates: true,
    summary: 'Add a discount code',
    description: `${RULES} A new code has been used by no order.`,
    access: ability('create', 'Product'),
    ...discountWrites,
    body: discountCodeInputSchema,
    errors: [400, 409],
    errorKeys: codeErrorKeys,
    answers: { 201: { description: 'The new code', schema: discountCodeAnswerSchema } },
    example: { body: exampleCode },
  },
  updateDiscountCode: {
    id: 'updateDiscountCode',
    method: 'put',
    path: '/apps/ecommerce/discounts/{id}',
    summary: 'Change a discount code',
    description: [
      `Every field of the form. ${RULES} The orders placed with it keep its old figures; a cart`,
      'holding it takes the new ones at its next read. A code renamed is a new word: carts that',
      'hold the old one no longer match it, and `used` counts on.',
    ].join(' '),
    access: ability('update', 'Product'),
    ...discountWrites,
    versioned: { current: discountCodeAnswerSchema },
    pathParams: idPath,
    body: discountCodeInputSchema,
    errors: [400, 404, 409],
    errorKeys: codeErrorKeys,
    answers: { 200: { description: 'The code', schema: discountCodeAnswerSchema } },
    example: { path: { id: '1' }, body: { ...exampleCode, code: 'SAVE10', value: 12 } },
  },
  deleteDiscountCode: {
    id: 'deleteDiscountCode',
    path: '/apps/ecommerce/discounts/{id}',
    summary: 'Delete a discount code for good',
    description: [
      'The orders placed with it keep its word and their figures; a cart that holds it takes',
      'nothing off, and its order is refused with `ecommerce.errors.codeUnknown` until the code is',
      'taken off. To stop a code for a while, switch `active` off instead.',
    ].join(' '),
    ...deleteOne('Product', discountCodeAnswerSchema, { pathParams: idPath }),
    ...discountWrites,
    errors: [404],
    answers: { 204: { description: 'Deleted' } },
    example: { path: { id: '3' } },
  },
} as const satisfies Record<string, Endpoint>;

export const discountsGroup = endpointGroup(
  'E-commerce discount codes',
  discountsApi,
  `The codes buyers type at the cart, as the catalogue’s managers (\`Product\`) run them: kinds, minimum, days, limits, usage. ${DISCOUNT_REFUSALS_TEXT}`,
);
