/**
 * The shop's enums as plain arrays (no zod): the route's search schema needs them in the entry
 * chunk, the record schemas do not.
 */
/**
 * A category's key: lower-case words joined by `-` (`smart-home`). Products and the shop's URL
 * hold it; it never changes, so a rename shows everywhere the name is read. Categories are data
 * (`GET /apps/ecommerce/categories`), not a list here.
 */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Brand names are proper names: the same in every language. */
export const productBrands = [
  'Anker',
  'Apple',
  'Bose',
  'Canon',
  'Dell',
  'Dyson',
  'Garmin',
  'Google',
  'Lenovo',
  'Logitech',
  'Microsoft',
  'Nikon',
  'Nintendo',
  'Philips',
  'Samsung',
  'Sony',
] as const;
export type ProductBrand = (typeof productBrands)[number];

/** `featured` is the shop's own order; the others are what their names say. */
export const productSorts = ['featured', 'price-asc', 'price-desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof productSorts)[number];

export const shopViews = ['grid', 'list'] as const;
export type ShopView = (typeof shopViews)[number];

/** Products per page the shop offers; the first is the default. */
export const shopPageSizes = [12, 24, 48] as const;
export const SHOP_DEFAULT_PER_PAGE = 12;

/** "n stars and up" filters. */
export const ratingFilters = [4, 3, 2, 1] as const;

/** Price presets of the filter panel: [min, max], max undefined for "and up". */
export const pricePresets = [
  [0, 50],
  [50, 200],
  [200, 500],
  [500, 1000],
  [1000, undefined],
] as const;

/** The price slider's range. */
export const PRICE_SLIDER_MAX = 3000;

/** The most of one product a cart line may hold (and never more than the stock). */
export const MAX_LINE_QTY = 10;

/**
 * An order's life: pending until paid, then shipped (with a tracking number), then delivered;
 * cancelled before it ships, refunded (all of it) once paid. The steps: `order-lifecycle.ts`.
 */
export const orderStatuses = [
  'pending',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** What a shop manager does to an order; each is allowed from some statuses only. */
export const orderActions = ['pay', 'ship', 'deliver', 'cancel', 'refund'] as const;
export type OrderAction = (typeof orderActions)[number];

/** What an order's timeline records: its placing, then each step. */
export const orderEvents = ['placed', ...orderActions] as const;
export type OrderEvent = (typeof orderEvents)[number];

/** Columns the managers' Orders list sorts by (its headers). */
export const managedOrderSortColumns = [
  'number',
  'createdAt',
  'customer',
  'total',
  'status',
] as const;
export type ManagedOrderSortColumn = (typeof managedOrderSortColumns)[number];

/** Card (checked, never charged) or cash on delivery. */
export const paymentMethods = ['card', 'cod'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** Where the shop delivers (ISO 3166 codes; names come from Intl.DisplayNames). */
export const shippingCountries = ['US', 'CA', 'GB', 'FR', 'DE', 'PT', 'BR', 'ES', 'IT'] as const;

/** Orders per page of the Orders list. */
export const ORDERS_PER_PAGE = 10;

/** A product with this many left or fewer is "running low" on the e-commerce dashboard. */
export const LOW_STOCK = 5;

/** A product's life in the catalogue: only a published one is in the shop. */
export const productStatuses = ['published', 'draft', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** The Products list's stock filter: some left, or none. */
export const stockFilters = ['in', 'out'] as const;
export type StockFilter = (typeof stockFilters)[number];

/** Columns the Products list sorts by (its headers). */
export const catalogSortColumns = [
  'name',
  'category',
  'brand',
  'sku',
  'price',
  'stock',
  'status',
  'rating',
] as const;
export type CatalogSortColumn = (typeof catalogSortColumns)[number];

/** Pictures a product may have; the first is the cover. */
export const MAX_PRODUCT_IMAGES = 6;
/** The longest picture the API stores: a data URL the browser made (800 px JPEG), or a path. */
export const MAX_PRODUCT_IMAGE_CHARS = 300_000;
/** The side of an uploaded picture, resized in the browser. */
export const PRODUCT_IMAGE_SIZE = 800;

/** Columns the Customers list sorts by (its headers). */
export const customerSortColumns = [
  'fullName',
  'country',
  'orders',
  'totalSpent',
  'lastOrderAt',
] as const;
export type CustomerSortColumn = (typeof customerSortColumns)[number];

/** A review's moderation: only an approved one is shown in the shop and counts in the rating. */
export const reviewStatuses = ['approved', 'pending', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The Reviews list's rating filter: exactly that many stars. */
export const reviewRatings = ['1', '2', '3', '4', '5'] as const;

/** Columns the Reviews list sorts by (its headers). */
export const reviewSortColumns = [
  'productName',
  'authorName',
  'rating',
  'createdAt',
  'status',
] as const;
export type ReviewSortColumn = (typeof reviewSortColumns)[number];
