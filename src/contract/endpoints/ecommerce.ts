import * as z from 'zod/mini';
import {
  cartAddSchema,
  cartQtySchema,
  cartSchema,
  discountInputSchema,
  productAnswerSchema,
  productsPageSchema,
  wishlistAddSchema,
  wishlistSchema,
} from '@/lib/ecommerce/ecommerce-schemas';
import {
  LOW_STOCK,
  MAX_LINE_QTY,
  ORDERS_PER_PAGE,
  productBrands,
  productSorts,
  SHOP_DEFAULT_PER_PAGE,
} from '@/lib/ecommerce/ecommerce-values';
import {
  addressesSchema,
  orderSchema,
  ordersPageSchema,
  placeOrderSchema,
} from '@/lib/ecommerce/order-schemas';
import { shopDashboardSchema } from '@/apps/shop-admin/api/shop-dashboard-schemas';
import { shopSearchSchema } from '@/apps/shop/shop-search';
import { MAX_API_PER_PAGE, filterParam } from '@/lib/list/list-search';
import { ability, type Endpoint, endpointGroup, type WriteFacts } from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';
import { anyCaseNames, idNumberOrText, idPath } from '@/lib/api-fields/api-fields';
import { DISCOUNT_REFUSALS_TEXT, discountRefusals } from './ecommerce-discounts';

/** Why an order is refused its cart's code: any reason but the minimum (below it the code stays). */
const placeOrderRefusals = Object.values(discountRefusals).filter(
  (key) => key !== discountRefusals.minimum,
);

/** A whole number from 1, as a number or as the digits a query string holds. */
const wholeNumber = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*\d{1,16}\s*$/)), z.transform(Number))]),
  z.number().check(z.int(), z.minimum(1)),
);

/**
 * `GET /apps/ecommerce/products`: the shop's search (the screen's URL schema) with what the API
 * reads more widely: any page size from 1 (capped at 100, like every list; the screen offers 12,
 * 24 and 48) and the enumerated filters in any case. The view (grid or list) is the screen's.
 */
export const productsQuery = z.extend(z.omit(shopSearchSchema, { view: true }), {
  brands: anyCaseNames(productBrands),
  sortBy: filterParam(productSorts),
  perPage: z.catch(
    z.prefault(
      z.pipe(
        wholeNumber,
        z.transform((value) => Math.min(value, MAX_API_PER_PAGE)),
      ),
      SHOP_DEFAULT_PER_PAGE,
    ),
    SHOP_DEFAULT_PER_PAGE,
  ),
});
export type ProductsQuery = z.output<typeof productsQuery>;

/** The parameters whose query-string form repeats the name (`brands=Sony&brands[]=Bose`). */
export const productsRepeatedParams = ['categories', 'brands'] as const;

/** `GET /apps/ecommerce/orders`: the page (1 for anything else). */
export const ordersQuery = z.object({ page: z.catch(z.prefault(wholeNumber, 1), 1) });

/** The product's id as a number or as its text (`"6"`), as the specification's client sends it. */
export const cartAddBody = z.extend(cartAddSchema, { productId: idNumberOrText });
export const wishlistAddBody = z.extend(wishlistAddSchema, { productId: idNumberOrText });

const OWN =
  'Every call acts on the caller’s own cart and wishlist (created empty on first use): another user’s lines are simply not there.';
const PATH_ID = 'The id is the product’s (digits; the text `"6"` as 6); 404 for a malformed one.';
const CART_TOTALS = [
  'Every figure is computed by the server (USD): shipping is 9.99 unless every line ships free,',
  'the subtotal after the discount reaches 500, or the code is a `freeShipping` one (FREESHIP);',
  'tax is 8 % of the subtotal after the discount. A code whose condition the cart no longer meets',
  '(its minimum; or it was switched off, ended, used up or deleted meanwhile) stays on the cart',
  'and takes nothing off.',
].join(' ');

/** The caller's own cart: the log compares the carts only, not the 3,000 orders. */
const cartWrites = {
  changes: { resources: ['ecommerce'], readers: 'own' },
  audit: { app: 'ecommerce', tables: ['carts'] },
} as const satisfies WriteFacts;

/** The caller's own wishlist. */
const wishlistWrites = {
  changes: { resources: ['ecommerce'], readers: 'own' },
  audit: { app: 'ecommerce', tables: ['wishlists'] },
} as const satisfies WriteFacts;

/**
 * A write of the shop's orders or products (an order, its steps, a product's changes): an order
 * empties the cart and takes the products' stock, and every shop screen shows them.
 */
export const orderWrites = {
  changes: { resources: ['ecommerce', 'dashboard'], readers: 'Ecommerce' },
  audit: { app: 'ecommerce', tables: ['orders', 'carts', 'products'] },
} as const satisfies WriteFacts;

export const ecommerceApi = {
  listProducts: {
    id: 'listProducts',
    method: 'get',
    path: '/apps/ecommerce/products',
    summary: 'One page of the shop’s products, with the count of every match',
    description: [
      '`q` matches the name, the brand and the category’s name (case-insensitive); `categories`',
      '(category slugs, `GET /apps/ecommerce/categories`) and `brands` repeat',
      '(`brands=Sony&brands=Bose`, or `brands[]=Sony` as axios sends arrays), any of them matches,',
      'unknown ones are ignored; `minPrice`/`maxPrice` bound the price, `rating` is a floor (4, 3,',
      '2, 1), `freeShipping` and `inStock` take `true` or `1`. `sortBy` defaults to `featured` (the',
      'shop’s own order). Category, brand and sort values are read in any case',
      `(\`Phones\`, \`sony\`). \`perPage\` is any whole number from 1 (default ${SHOP_DEFAULT_PER_PAGE},`,
      `larger than ${MAX_API_PER_PAGE} capped). A bad value falls back to its default, never to an`,
      'error. Each product carries the caller’s `isInCart` and `isInWishlist`.',
    ].join(' '),
    access: ability('read', 'Ecommerce'),
    query: productsQuery,
    answers: { 200: { description: 'The page', schema: productsPageSchema } },
    example: {
      query: { categories: ['phones', 'audio'], sortBy: 'price-asc', page: '1', perPage: '9' },
    },
  },
  getProduct: {
    id: 'getProduct',
    method: 'get',
    path: '/apps/ecommerce/products/{id}',
    summary: 'One product, and up to 4 of its category',
    description: `\`related\`: others of the category in the shop’s order. ${PATH_ID}`,
    access: ability('read', 'Ecommerce'),
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The product', schema: productAnswerSchema } },
    example: { path: { id: '2' } },
  },
  getCart: {
    id: 'getCart',
    method: 'get',
    path: '/apps/ecommerce/cart',
    summary: 'The caller’s cart',
    description: `The lines (the product, \`qty\`, \`color\`, \`lineTotal\`) and the totals. ${CART_TOTALS} ${OWN}`,
    access: ability('read', 'Ecommerce'),
    answers: { 200: { description: 'The cart', schema: cartSchema } },
  },
  addToCart: {
    id: 'addToCart',
    method: 'post',
    path: '/apps/ecommerce/cart',
    creates: true,
    summary: 'Add a product to the cart',
    description: [
      '`qty` (default 1) is added to the product’s line. A line holds at most the product’s stock',
      `and never more than ${MAX_LINE_QTY}: 409 on \`qty\` \`ecommerce.errors.qtyOverStock\``,
      '(`params.count`: the most allowed) or `ecommerce.errors.outOfStock`. 400',
      '`ecommerce.errors.productUnknown` on `productId` for an unknown product. `color` is one of',
      'the product’s colours (else its first; a line already in the cart keeps its own). A product',
      'with colours sells each up to that colour’s stock: 409 on `color`',
      '`ecommerce.errors.colorOutOfStock` when the colour has none left (others have), on `qty`',
      'as above when it has fewer. `productId` may be the text of the id (`"6"`).',
      '403 also when the cart is not the caller’s own.',
    ].join(' '),
    access: ability('create', 'Ecommerce'),
    ...cartWrites,
    body: cartAddBody,
    errors: [400, 409],
    errorKeys: {
      400: {
        fields: {
          productId: ['ecommerce.errors.productUnknown'],
          qty: ['ecommerce.errors.qtyMin', 'ecommerce.errors.qtyMax'],
        },
      },
      409: {
        messages: [
          'ecommerce.errors.colorOutOfStock',
          'ecommerce.errors.outOfStock',
          'ecommerce.errors.qtyOverStock',
        ],
        fields: {
          color: ['ecommerce.errors.colorOutOfStock'],
          qty: ['ecommerce.errors.outOfStock', 'ecommerce.errors.qtyOverStock'],
        },
      },
    },
    answers: { 200: { description: 'The cart', schema: cartSchema } },
    example: { body: { productId: 2, qty: 1 } },
  },
  applyDiscount: {
    id: 'applyCartDiscount',
    method: 'post',
    path: '/apps/ecommerce/cart/discount',
    summary: 'Put a discount code on the cart',
    description: [
      'The codes are the shop’s discount codes (`GET /apps/ecommerce/discounts`), matched case',
      'aside; the seed has SAVE10 (10 % off), WELCOME20 (20 off from a subtotal of 100) and',
      `FREESHIP (free shipping). ${DISCOUNT_REFUSALS_TEXT} 400 on \`code\``,
      '`ecommerce.errors.codeMinimum` (`params.amount`) when the subtotal is below its minimum.',
    ].join(' '),
    access: ability('update', 'Ecommerce'),
    ...cartWrites,
    body: discountInputSchema,
    errors: [400],
    errorKeys: {
      400: { fields: { code: Object.values(discountRefusals) } },
    },
    answers: { 200: { description: 'The cart, with the code', schema: cartSchema } },
    example: { body: { code: 'save10' } },
  },
  removeDiscount: {
    id: 'removeCartDiscount',
    method: 'delete',
    path: '/apps/ecommerce/cart/discount',
    summary: 'Take the discount code off the cart',
    access: ability('update', 'Ecommerce'),
    ...cartWrites,
    answers: { 200: { description: 'The cart, without a code', schema: cartSchema } },
  },
  updateCartLine: {
    id: 'updateCartLine',
    method: 'patch',
    path: '/apps/ecommerce/cart/{id}',
    summary: 'Change the quantity of a product’s line',
    description: [
      `\`qty\` from 1 to ${MAX_LINE_QTY}, at most the stock: 400 on \`qty\``,
      '(`ecommerce.errors.qtyMin`, `qtyMax`, `qtyOverStock` with `params.count`). 404 when the',
      `product is not in the caller’s cart. ${PATH_ID}`,
    ].join(' '),
    access: ability('update', 'Ecommerce'),
    ...cartWrites,
    pathParams: idPath,
    body: cartQtySchema,
    errors: [400, 404],
    errorKeys: {
      400: {
        fields: {
          qty: [
            'ecommerce.errors.qtyMin',
            'ecommerce.errors.qtyMax',
            'ecommerce.errors.qtyOverStock',
          ],
        },
      },
    },
    answers: { 200: { description: 'The cart', schema: cartSchema } },
  },
  removeCartLine: {
    id: 'removeCartLine',
    method: 'delete',
    path: '/apps/ecommerce/cart/{id}',
    summary: 'Take a product’s line out of the cart',
    description: `404 when the product is not in the caller’s cart. ${PATH_ID}`,
    access: ability('delete', 'Ecommerce'),
    ...cartWrites,
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The cart', schema: cartSchema } },
  },
  getWishlist: {
    id: 'getWishlist',
    method: 'get',
    path: '/apps/ecommerce/wishlist',
    summary: 'The caller’s wishlist, newest first',
    description: OWN,
    access: ability('read', 'Ecommerce'),
    answers: { 200: { description: 'The wishlist', schema: wishlistSchema } },
  },
  addToWishlist: {
    id: 'addToWishlist',
    method: 'post',
    path: '/apps/ecommerce/wishlist',
    creates: true,
    summary: 'Add a product to the wishlist',
    description: [
      'Adding one already there keeps one. 400 `ecommerce.errors.productUnknown` on `productId`.',
      '`productId` may be the text of the id (`"6"`).',
    ].join(' '),
    access: ability('create', 'Ecommerce'),
    ...wishlistWrites,
    body: wishlistAddBody,
    errors: [400],
    errorKeys: { 400: { fields: { productId: ['ecommerce.errors.productUnknown'] } } },
    answers: { 200: { description: 'The wishlist', schema: wishlistSchema } },
    example: { body: { productId: 2 } },
  },
  removeFromWishlist: {
    id: 'removeFromWishlist',
    method: 'delete',
    path: '/apps/ecommerce/wishlist/{id}',
    summary: 'Take a product off the wishlist',
    description: `404 when the product is not in the caller’s wishlist. ${PATH_ID}`,
    access: ability('delete', 'Ecommerce'),
    ...wishlistWrites,
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The wishlist', schema: wishlistSchema } },
  },
  getDashboard: {
    id: 'getShopDashboard',
    method: 'get',
    path: '/apps/ecommerce/dashboard',
    summary: 'The e-commerce dashboard’s figures',
    description: [
      'At the server’s clock: revenue and orders of the last 30 days (cancelled orders left out)',
      'and of the 30 before, `averageOrder`, `byMonth` (six months, oldest first), `byStatus`',
      '(the last 30 days), `topProducts` (5, by revenue over the last 30 days), `lowStock` (in',
      `stock with at most ${LOW_STOCK} left, lowest first, 6 at most), \`recentOrders\` (6). Over`,
      'every user’s orders for a caller who may `read` `Order` or `User`, over the caller’s own otherwise.',
      'Needs `read` on `Ecommerce` as well as on `Dashboard` (403 without either).',
    ].join(' '),
    access: ability('read', 'Dashboard'),
    answers: { 200: { description: 'The figures', schema: shopDashboardSchema } },
  },
  listOrders: {
    id: 'listOrders',
    method: 'get',
    path: '/apps/ecommerce/orders',
    summary: 'One page of the caller’s orders, newest first',
    description: `${ORDERS_PER_PAGE} a page; a bad \`page\` is 1. Never another user’s orders.`,
    access: ability('read', 'Ecommerce'),
    query: ordersQuery,
    answers: { 200: { description: 'The page', schema: ordersPageSchema } },
    example: { query: { page: '1' } },
  },
  getOrder: {
    id: 'getOrder',
    method: 'get',
    path: '/apps/ecommerce/orders/{id}',
    summary: 'One of the caller’s orders',
    description:
      'The id is the order’s number without its `#` (`100241` for `#100241`). 404 for an unknown or malformed id, and for another user’s order (answered as if it did not exist).',
    access: ability('read', 'Ecommerce'),
    pathParams: idPath,
    errors: [404],
    answers: { 200: { description: 'The order', schema: orderSchema } },
    example: { path: { id: '100025' } },
  },
  listAddresses: {
    id: 'listAddresses',
    method: 'get',
    path: '/apps/ecommerce/addresses',
    summary: 'The addresses of the caller’s orders (the checkout’s saved addresses)',
    description:
      'Distinct (by name, street, city, postal code and country), most recently used first.',
    access: ability('read', 'Ecommerce'),
    answers: { 200: { description: 'The addresses', schema: addressesSchema } },
  },
  placeOrder: {
    id: 'placeOrder',
    method: 'post',
    path: '/apps/ecommerce/orders',
    creates: true,
    summary: 'Turn the caller’s cart into an order',
    description: [
      'The order (status `pending`, until a manager records the payment) takes the cart’s lines',
      'and figures as they are; the cart is emptied (code included) and the stock taken. Nothing',
      'is charged: a card is only checked',
      '(Luhn, `MM/YY` not past) and only its last four digits kept. 400 with field errors',
      '(`address.postalCode` `ecommerce.errors.postalCode`, `payment.card.number`',
      '`ecommerce.errors.cardNumber`…), 400 on `cart` `ecommerce.errors.cartEmpty`; 409',
      '`ecommerce.errors.qtyOverStock` on `lines.{productId}` when a line is over the stock left',
      '(nothing is taken then). The cart’s discount code is checked again: one the cart can no',
      'longer take is refused with 400 on `discountCode`, its reason the message too, for the reasons',
      '`POST /apps/ecommerce/cart/discount` gives (its minimum aside: below it the code stays and',
      'takes nothing off); the order counts one use of its code (`used`, its `version` moves). No',
      'example: the seeded carts are empty, so an order needs a `POST /apps/ecommerce/cart` first.',
    ].join(' '),
    access: ability('create', 'Ecommerce'),
    ...orderWrites,
    // The code it uses counts the order.
    audit: { ...orderWrites.audit, tables: [...orderWrites.audit.tables, 'discountCodes'] },
    body: placeOrderSchema,
    errors: [400, 409],
    errorKeys: {
      400: {
        messages: placeOrderRefusals,
        fields: {
          cart: ['ecommerce.errors.cartEmpty'],
          discountCode: placeOrderRefusals,
          'address.postalCode': ['ecommerce.errors.postalCode'],
          'address.phone': ['ecommerce.errors.phone'],
          'payment.card.number': ['ecommerce.errors.cardNumber'],
          'payment.card.expiry': ['ecommerce.errors.cardExpiry'],
          'payment.card.cvc': ['ecommerce.errors.cardCvc'],
        },
      },
      409: fieldErrorKeys('lines.*', 'ecommerce.errors.qtyOverStock'),
    },
    answers: { 201: { description: 'The order', schema: orderSchema } },
  },
} as const satisfies Record<string, Endpoint>;

export const ecommerceGroup = endpointGroup(
  'E-commerce',
  ecommerceApi,
  'The shop: products, cart, wishlist, checkout, orders, the shop’s dashboard.',
);
