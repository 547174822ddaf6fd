import { http, HttpResponse } from 'msw';
import type {
  Cart,
  CartRecord,
  Product,
  ProductAnswer,
  ProductsPage,
  ProductView,
  Wishlist,
  WishlistRecord,
} from '@/lib/ecommerce/ecommerce-schemas';
import type { ShopDashboard } from '@/apps/shop-admin/api/shop-dashboard-schemas';
import {
  orderStatuses,
  LOW_STOCK,
  MAX_LINE_QTY,
  ORDERS_PER_PAGE,
} from '@/lib/ecommerce/ecommerce-values';
import type { Address, Addresses, Order, OrdersPage } from '@/lib/ecommerce/order-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  cartAddBody,
  ecommerceApi,
  ordersQuery,
  productsQuery,
  productsRepeatedParams,
  wishlistAddBody,
  type ProductsQuery,
} from '@/contract/endpoints/ecommerce';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import { nextOrderId, orderNumber } from '@/mocks/seed/orders-seed';
import { categoryExists } from './ecommerce-categories';
import type { CategoryRecord } from '@/lib/ecommerce/category-schemas';
import { raiseNotification } from '@/mocks/lib/notifications';
import { sendOrderConfirmation } from '@/mocks/lib/order-mail';
import type { Database } from '@/mocks/db/tables';
import {
  canDo,
  createUserAbility,
  requireAbility,
  withAbility,
  type AuthContext,
} from '@/mocks/lib/auth-guard';
import { errorKeys, throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { cents } from '@/lib/ecommerce/money';
import {
  computeTotals,
  discountOf,
  FREE_SHIPPING_FROM,
  SHIPPING_FEE,
  TAX_RATE,
} from '@/mocks/lib/shop-totals';
import {
  countUse,
  discountRefusal,
  findDiscountCode,
  ruleOf,
  usableRule,
} from '@/mocks/lib/discount-codes';
import { changeStock, colorOf, stockOf } from '@/mocks/lib/product-stock';
import { parseBody, pathId } from '@/mocks/lib/validation';
import { clockIso, clockNow, clockToday } from '@/mocks/lib/clock';
import { idempotent } from '@/mocks/lib/idempotency';
import { FIRST_VERSION } from '@/lib/versions/versions';

export { FREE_SHIPPING_FROM, SHIPPING_FEE, TAX_RATE };

function productById(db: Database): Map<number, Product> {
  return new Map(db.products.map((product) => [product.id, product]));
}

function findProduct(db: Database, id: number): Product {
  const product = db.products.find((candidate) => candidate.id === id);
  if (!product) throwNotFound();
  return product;
}

/** Only a published product is in the shop; drafts and archived ones are the catalogue's. */
const inShop = (product: Product) => product.status === 'published';

/** The shop's products: the published ones. */
const shopProducts = (db: Database) => db.products.filter(inShop);

/** A product a buyer may put in a cart or a wishlist, or a 400 on `productId`. */
function buyableProduct(db: Database, id: number): Product {
  const product = db.products.find((candidate) => candidate.id === id);
  if (!product || !inShop(product)) {
    throwHttpError(400, errorKeys.validationFailed, {
      productId: ['ecommerce.errors.productUnknown'],
    });
  }
  return product;
}

/** The caller's cart, created empty on first use (never another user's). */
function cartOf(ctx: AuthContext): CartRecord {
  const { db } = ctx.session;
  let cart = db.carts.find((candidate) => candidate.userId === ctx.user.id);
  if (!cart) {
    cart = { id: nextId(db.carts), userId: ctx.user.id, lines: [], discountCode: null };
    db.carts.push(cart);
  }
  return cart;
}

function wishlistOf(ctx: AuthContext): WishlistRecord {
  const { db } = ctx.session;
  let wishlist = db.wishlists.find((candidate) => candidate.userId === ctx.user.id);
  if (!wishlist) {
    wishlist = { id: nextId(db.wishlists), userId: ctx.user.id, productIds: [] };
    db.wishlists.push(wishlist);
  }
  return wishlist;
}

/** A product with the caller's cart and wishlist marks. */
function viewer(ctx: AuthContext): (product: Product) => ProductView {
  const { db } = ctx.session;
  const cart = db.carts.find((candidate) => candidate.userId === ctx.user.id);
  const wishlist = db.wishlists.find((candidate) => candidate.userId === ctx.user.id);
  const inCart = new Set(cart?.lines.map((line) => line.productId));
  const inWishlist = new Set(wishlist?.productIds);
  return (product) => ({
    ...product,
    isInCart: inCart.has(product.id),
    isInWishlist: inWishlist.has(product.id),
  });
}

/** The cart as the API answers it: every figure computed here, never by the client. */
export function cartAnswer(ctx: AuthContext): Cart {
  const cart = cartOf(ctx);
  const products = productById(ctx.session.db);
  const view = viewer(ctx);
  const lines = cart.lines.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    return [
      {
        ...view(product),
        qty: line.qty,
        color: line.color,
        lineTotal: cents(product.price * line.qty),
      },
    ];
  });
  return {
    products: lines,
    ...computeTotals(
      lines,
      cart.discountCode,
      usableRule(ctx.session.db, cart.discountCode, ctx.user.id, clockToday(ctx.session.clock)),
    ),
    currency: 'USD',
  };
}

function wishlistAnswer(ctx: AuthContext): Wishlist {
  const products = productById(ctx.session.db);
  const view = viewer(ctx);
  return {
    products: wishlistOf(ctx).productIds.flatMap((id) => {
      const product = products.get(id);
      return product ? [view(product)] : [];
    }),
  };
}

/**
 * How many of a product one line may hold: the stock of its colour (of the product without
 * colours), and never more than MAX_LINE_QTY.
 */
const lineLimit = (product: Product, color: string | null) =>
  Math.min(stockOf(product, color), MAX_LINE_QTY);

const matchesText = (product: Product, q: string, categoryNames: ReadonlyMap<string, string>) => {
  const needle = q.toLocaleLowerCase('en');
  return (
    product.name.toLocaleLowerCase('en').includes(needle) ||
    product.brand.toLocaleLowerCase('en').includes(needle) ||
    (categoryNames.get(product.category) ?? '').toLocaleLowerCase('en').includes(needle)
  );
};

/**
 * The products matching every filter of the search (the shop's server-side filtering); `q`
 * matches the category's name as the shop shows it now.
 */
export function filterProducts(
  products: readonly Product[],
  search: ProductsQuery,
  categories: readonly CategoryRecord[] = [],
): Product[] {
  const categoryNames = new Map(categories.map((category) => [category.slug, category.name]));
  const inCategories = search.categories && new Set<string>(search.categories);
  const brands = search.brands && new Set<string>(search.brands);
  return products.filter(
    (product) =>
      (!search.q || matchesText(product, search.q, categoryNames)) &&
      (!inCategories || inCategories.has(product.category)) &&
      (!brands || brands.has(product.brand)) &&
      (search.minPrice === undefined || product.price >= search.minPrice) &&
      (search.maxPrice === undefined || product.price <= search.maxPrice) &&
      (search.rating === undefined || product.rating >= search.rating) &&
      (!search.freeShipping || product.hasFreeShipping) &&
      (!search.inStock || product.stock > 0),
  );
}

const sorters: Record<NonNullable<ProductsQuery['sortBy']>, (a: Product, b: Product) => number> = {
  featured: (a, b) => a.featuredRank - b.featuredRank,
  'price-asc': (a, b) => a.price - b.price || a.id - b.id,
  'price-desc': (a, b) => b.price - a.price || a.id - b.id,
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || a.id - b.id,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id - b.id,
};

/** The caller's orders, newest first (never another user's). */
function ordersOf(ctx: AuthContext): Order[] {
  return ctx.session.db.orders
    .filter((order) => order.userId === ctx.user.id)
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

const addressKey = (address: Address) =>
  JSON.stringify([
    address.fullName,
    address.line1,
    address.city,
    address.postalCode,
    address.country,
  ]);

/** The distinct addresses of the caller's orders, most recently used first. */
export function savedAddresses(ctx: AuthContext): Address[] {
  return distinctAddresses(ordersOf(ctx));
}

/** The distinct addresses of `orders` (newest first), in their order. */
export function distinctAddresses(orders: readonly Order[]): Address[] {
  const seen = new Map<string, Address>();
  for (const order of orders) {
    const key = addressKey(order.address);
    if (!seen.has(key)) seen.set(key, order.address);
  }
  return [...seen.values()];
}

const DAY_MS = 86_400_000;

/** What the orders brought in: their totals less what was refunded. */
const sum = (orders: readonly Order[]) =>
  cents(orders.reduce((total, o) => total + o.total - o.refunded, 0));

/**
 * The e-commerce dashboard's figures over the given orders (every user's for those who may read
 * the directory, the caller's own otherwise) and the whole catalogue's stock.
 */
export function shopDashboard(db: Database, scope: readonly Order[], now: number): ShopDashboard {
  const end = now;
  const latest = new Date(now).toISOString();
  const since = (days: number) => new Date(end - days * DAY_MS).toISOString();
  // Cancelled and wholly refunded orders sold nothing: they count under their status only.
  const live = scope.filter((order) => order.status !== 'cancelled' && order.status !== 'refunded');
  const last30 = live.filter((order) => order.createdAt > since(30));
  const before30 = live.filter(
    (order) => order.createdAt > since(60) && order.createdAt <= since(30),
  );
  const endDate = new Date(end);
  const months = Array.from({ length: 6 }, (_, index) => {
    const date = new Date(Date.UTC(endDate.getUTCFullYear(), endDate.getUTCMonth() - 5 + index, 1));
    return date.toISOString().slice(0, 7);
  });
  const byMonth = months.map((month) => {
    const inMonth = live.filter((order) => order.createdAt.startsWith(month));
    return { month, revenue: sum(inMonth), orders: inMonth.length };
  });
  const recent30 = scope.filter((order) => order.createdAt > since(30));
  const byStatus = orderStatuses.map((status) => ({
    status,
    orders: recent30.filter((order) => order.status === status).length,
  }));
  const sales = new Map<
    number,
    { productId: number; name: string; units: number; revenue: number }
  >();
  for (const order of last30) {
    for (const line of order.lines) {
      const kept = line.qty - line.refundedQty;
      if (kept === 0) continue;
      const entry = sales.get(line.productId) ?? {
        productId: line.productId,
        name: line.name,
        units: 0,
        revenue: 0,
      };
      entry.units += kept;
      entry.revenue = cents(entry.revenue + line.price * kept);
      sales.set(line.productId, entry);
    }
  }
  const revenue = sum(last30);
  return {
    today: latest.slice(0, 10),
    revenue,
    previousRevenue: sum(before30),
    orders: last30.length,
    previousOrders: before30.length,
    averageOrder: last30.length === 0 ? 0 : cents(revenue / last30.length),
    byMonth,
    byStatus,
    topProducts: [...sales.values()]
      .toSorted((a, b) => b.revenue - a.revenue || a.productId - b.productId)
      .slice(0, 5),
    lowStock: db.products
      .filter((product) => product.stock > 0 && product.stock <= LOW_STOCK)
      .toSorted((a, b) => a.stock - b.stock || a.id - b.id)
      .slice(0, 6)
      .map((product) => ({ productId: product.id, name: product.name, stock: product.stock })),
    recentOrders: scope
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .slice(0, 6)
      .map((order) => ({
        id: order.id,
        number: order.number,
        createdAt: order.createdAt,
        customer: order.address.fullName,
        total: order.total,
        status: order.status,
      })),
  };
}

/** Everyone whose rules let them manage orders (admins, shop managers): told of a new order. */
export function orderManagerIds(db: Database): number[] {
  return db.users
    .filter((user) => createUserAbility(db, user).can('update', 'Order'))
    .map((user) => user.id);
}

export const ecommerceHandlers = [
  http.get(
    mockPath(ecommerceApi.listProducts),
    withAbility('read', 'Ecommerce', async ({ request, ctx }) => {
      const params = new URL(request.url).searchParams;
      const parsed = productsQuery.parse(fromSearchParams(params, productsRepeatedParams));
      // Unknown categories (a deleted one, a mistyped link) are dropped: none left, no filter.
      const known = parsed.categories?.filter((slug) => categoryExists(ctx.session.db, slug));
      const search = { ...parsed, categories: known?.length ? known : undefined };
      const matches = filterProducts(
        shopProducts(ctx.session.db),
        search,
        ctx.session.db.categories,
      ).toSorted(sorters[search.sortBy ?? 'featured']);
      const { perPage } = search;
      const start = ((search.page ?? 1) - 1) * perPage;
      const body: ProductsPage = {
        products: matches.slice(start, start + perPage).map(viewer(ctx)),
        total: matches.length,
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(ecommerceApi.getProduct),
    withAbility('read', 'Ecommerce', async ({ params, ctx }) => {
      const { db } = ctx.session;
      const product = findProduct(db, pathId(params));
      // A draft or an archived product is not there for buyers; the catalogue's managers may look.
      if (!inShop(product) && !canDo(ctx, 'read', 'Product')) throwNotFound();
      const view = viewer(ctx);
      const related = shopProducts(db)
        .filter((other) => other.category === product.category && other.id !== product.id)
        .toSorted((a, b) => a.featuredRank - b.featuredRank)
        .slice(0, 4)
        .map(view);
      const body: ProductAnswer = { product: view(product), related };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(ecommerceApi.getCart),
    withAbility('read', 'Ecommerce', async ({ ctx }) => HttpResponse.json(cartAnswer(ctx))),
  ),

  http.post(
    mockPath(ecommerceApi.addToCart),
    withAbility(
      'create',
      'Ecommerce',
      idempotent(async ({ request, ctx }) => {
        const input = await parseBody(request, cartAddBody);
        const cart = cartOf(ctx);
        requireAbility(ctx, 'create', 'Ecommerce', cart);
        const product = buyableProduct(ctx.session.db, input.productId);
        const line = cart.lines.find((candidate) => candidate.productId === product.id);
        const qty = (line?.qty ?? 0) + (input.qty ?? 1);
        // A line already in the cart keeps its colour; a new one takes the colour asked for.
        const color = line ? line.color : colorOf(product, input.color);
        const limit = lineLimit(product, color);
        if (limit === 0 && product.colors.length > 0 && product.stock > 0) {
          // That colour is sold out, others are not: said by the colour, which is what to change.
          throwHttpError(409, 'ecommerce.errors.colorOutOfStock', {
            color: ['ecommerce.errors.colorOutOfStock'],
          });
        }
        if (qty > limit) {
          throwHttpError(
            409,
            limit === 0 ? 'ecommerce.errors.outOfStock' : 'ecommerce.errors.qtyOverStock',
            {
              qty: [limit === 0 ? 'ecommerce.errors.outOfStock' : 'ecommerce.errors.qtyOverStock'],
            },
            { count: limit },
          );
        }
        if (line) line.qty = qty;
        else cart.lines.push({ productId: product.id, qty, color });
        return HttpResponse.json(cartAnswer(ctx));
      }),
    ),
  ),

  http.post(
    mockPath(ecommerceApi.applyDiscount),
    withAbility('update', 'Ecommerce', async ({ request, ctx }) => {
      const { code } = await parseBody(request, ecommerceApi.applyDiscount.body);
      const cart = cartOf(ctx);
      requireAbility(ctx, 'update', 'Ecommerce', cart);
      const { db } = ctx.session;
      const record = findDiscountCode(db, code);
      const refusal = discountRefusal(db, record, ctx.user.id, clockToday(ctx.session.clock));
      if (refusal || !record) {
        throwHttpError(
          400,
          errorKeys.validationFailed,
          { code: [refusal?.key ?? 'ecommerce.errors.codeUnknown'] },
          refusal?.params,
        );
      }
      const rule = ruleOf(record);
      const name = record.code;
      const subtotal = cartAnswer(ctx).subtotal;
      if (discountOf(rule, subtotal) === null) {
        throwHttpError(
          400,
          errorKeys.validationFailed,
          { code: ['ecommerce.errors.codeMinimum'] },
          { amount: rule.minSubtotal ?? 0 },
        );
      }
      cart.discountCode = name;
      return HttpResponse.json(cartAnswer(ctx));
    }),
  ),

  http.delete(
    mockPath(ecommerceApi.removeDiscount),
    withAbility('update', 'Ecommerce', async ({ ctx }) => {
      const cart = cartOf(ctx);
      requireAbility(ctx, 'update', 'Ecommerce', cart);
      cart.discountCode = null;
      return HttpResponse.json(cartAnswer(ctx));
    }),
  ),

  http.patch(
    mockPath(ecommerceApi.updateCartLine),
    withAbility('update', 'Ecommerce', async ({ request, params, ctx }) => {
      const productId = pathId(params);
      const { qty } = await parseBody(request, ecommerceApi.updateCartLine.body);
      const cart = cartOf(ctx);
      requireAbility(ctx, 'update', 'Ecommerce', cart);
      const line = cart.lines.find((candidate) => candidate.productId === productId);
      if (!line) throwNotFound();
      const limit = lineLimit(findProduct(ctx.session.db, productId), line.color);
      if (qty > limit) {
        throwHttpError(
          400,
          errorKeys.validationFailed,
          { qty: ['ecommerce.errors.qtyOverStock'] },
          { count: limit },
        );
      }
      line.qty = qty;
      return HttpResponse.json(cartAnswer(ctx));
    }),
  ),

  http.delete(
    mockPath(ecommerceApi.removeCartLine),
    withAbility('delete', 'Ecommerce', async ({ params, ctx }) => {
      const productId = pathId(params);
      const cart = cartOf(ctx);
      requireAbility(ctx, 'delete', 'Ecommerce', cart);
      if (!cart.lines.some((line) => line.productId === productId)) throwNotFound();
      cart.lines = cart.lines.filter((line) => line.productId !== productId);
      return HttpResponse.json(cartAnswer(ctx));
    }),
  ),

  http.get(
    mockPath(ecommerceApi.getWishlist),
    withAbility('read', 'Ecommerce', async ({ ctx }) => HttpResponse.json(wishlistAnswer(ctx))),
  ),

  http.post(
    mockPath(ecommerceApi.addToWishlist),
    withAbility(
      'create',
      'Ecommerce',
      idempotent(async ({ request, ctx }) => {
        const { productId } = await parseBody(request, wishlistAddBody);
        const wishlist = wishlistOf(ctx);
        requireAbility(ctx, 'create', 'Ecommerce', wishlist);
        buyableProduct(ctx.session.db, productId);
        if (!wishlist.productIds.includes(productId)) wishlist.productIds.unshift(productId);
        return HttpResponse.json(wishlistAnswer(ctx));
      }),
    ),
  ),

  http.delete(
    mockPath(ecommerceApi.removeFromWishlist),
    withAbility('delete', 'Ecommerce', async ({ params, ctx }) => {
      const productId = pathId(params);
      const wishlist = wishlistOf(ctx);
      requireAbility(ctx, 'delete', 'Ecommerce', wishlist);
      if (!wishlist.productIds.includes(productId)) throwNotFound();
      wishlist.productIds = wishlist.productIds.filter((id) => id !== productId);
      return HttpResponse.json(wishlistAnswer(ctx));
    }),
  ),

  http.get(
    mockPath(ecommerceApi.getDashboard),
    withAbility('read', 'Dashboard', async ({ ctx }) => {
      requireAbility(ctx, 'read', 'Ecommerce');
      // Other buyers' orders (names, amounts) only for those who manage the orders or may see
      // the user directory.
      const { db } = ctx.session;
      const scope =
        canDo(ctx, 'read', 'Order') || canDo(ctx, 'read', 'User')
          ? db.orders
          : db.orders.filter((order) => order.userId === ctx.user.id);
      return HttpResponse.json(shopDashboard(db, scope, clockNow(ctx.session.clock)));
    }),
  ),

  http.get(
    mockPath(ecommerceApi.listOrders),
    withAbility('read', 'Ecommerce', async ({ request, ctx }) => {
      const { page } = ordersQuery.parse(fromSearchParams(new URL(request.url).searchParams));
      const orders = ordersOf(ctx);
      const start = (page - 1) * ORDERS_PER_PAGE;
      const body: OrdersPage = {
        orders: orders.slice(start, start + ORDERS_PER_PAGE),
        total: orders.length,
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(ecommerceApi.getOrder),
    withAbility('read', 'Ecommerce', async ({ params, ctx }) => {
      const id = pathId(params);
      // Another user's order is answered as if it did not exist.
      const order = ctx.session.db.orders.find(
        (candidate) => candidate.id === id && candidate.userId === ctx.user.id,
      );
      if (!order) throwNotFound();
      return HttpResponse.json(order);
    }),
  ),

  http.get(
    mockPath(ecommerceApi.listAddresses),
    withAbility('read', 'Ecommerce', async ({ ctx }) => {
      const body: Addresses = { addresses: savedAddresses(ctx) };
      return HttpResponse.json(body);
    }),
  ),

  http.post(
    mockPath(ecommerceApi.placeOrder),
    withAbility(
      'create',
      'Ecommerce',
      idempotent(async ({ request, ctx }) => {
        const { address, payment } = await parseBody(request, ecommerceApi.placeOrder.body);
        const { db } = ctx.session;
        const cart = cartOf(ctx);
        requireAbility(ctx, 'create', 'Ecommerce', cart);
        const answer = cartAnswer(ctx);
        if (answer.products.length === 0) {
          throwHttpError(400, errorKeys.validationFailed, { cart: ['ecommerce.errors.cartEmpty'] });
        }
        // The code is checked again: it may have ended, been used up or switched off meanwhile.
        const code =
          cart.discountCode === null ? undefined : findDiscountCode(db, cart.discountCode);
        if (cart.discountCode !== null) {
          const refusal = discountRefusal(db, code, ctx.user.id, clockToday(ctx.session.clock));
          if (refusal) {
            // The reason is the message too: the checkout has no code field to show it by.
            throwHttpError(400, refusal.key, { discountCode: [refusal.key] }, refusal.params);
          }
        }
        const products = productById(db);
        for (const line of answer.products) {
          const product = products.get(line.id);
          const limit = product ? stockOf(product, line.color) : 0;
          if (line.qty > limit) {
            throwHttpError(
              409,
              'ecommerce.errors.qtyOverStock',
              { [`lines.${line.id}`]: ['ecommerce.errors.qtyOverStock'] },
              { count: limit },
            );
          }
        }
        for (const line of answer.products) {
          const product = products.get(line.id);
          if (product) changeStock(product, line.color, -line.qty);
        }
        const id = nextOrderId(db.orders);
        const { products: lines, currency, ...totals } = answer;
        const order: Order = {
          id,
          number: orderNumber(id),
          userId: ctx.user.id,
          createdAt: clockIso(ctx.session.clock),
          status: 'pending',
          lines: lines.map((line) => ({
            productId: line.id,
            name: line.name,
            image: line.image,
            price: line.price,
            qty: line.qty,
            color: line.color,
            lineTotal: line.lineTotal,
            refundedQty: 0,
          })),
          ...totals,
          currency,
          address,
          payment:
            payment.method === 'card'
              ? { method: 'card', last4: payment.card.number.replaceAll(' ', '').slice(-4) }
              : { method: 'cod', last4: null },
          trackingNumber: null,
          carrier: null,
          refunded: 0,
          timeline: [
            {
              event: 'placed',
              at: clockIso(ctx.session.clock),
              by: { id: ctx.user.id, fullName: ctx.user.fullName },
              trackingNumber: null,
              amount: null,
            },
          ],
          returns: [],
          version: FIRST_VERSION,
        };
        db.orders.push(order);
        if (code) countUse(code);
        cart.lines = [];
        cart.discountCode = null;
        // The buyer's confirmation, in their saved language (English when none is saved).
        sendOrderConfirmation(ctx.session, { user: ctx.user, order, language: 'en' });
        raiseNotification(ctx.session, orderManagerIds(db), {
          kind: 'orderPlaced',
          params: { number: order.number },
          record: { type: 'order', id: order.id },
          // Those who manage orders read it on their order page (the buyer's is the buyer's own).
          link: `/apps/ecommerce/orders-admin/${order.id}`,
        });
        return HttpResponse.json(order, { status: 201 });
      }),
    ),
  ),
];
