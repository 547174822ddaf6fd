import { FIRST_VERSION } from '@/lib/versions/versions';
import type { Address, Order, OrderLine, OrderTimelineEntry } from '@/lib/ecommerce/order-schemas';
import type { OrderStatus } from '@/lib/ecommerce/ecommerce-values';
import type { Carrier } from '@/lib/ecommerce/carriers';
import { computeTotals } from '@/mocks/lib/shop-totals';
import type { SeedContext } from './seed-context';
import { seedProducts } from './products-seed';
import { SEED_REFERENCE_DATE } from './seed-random';
import { seedDemoUsers } from './auth-seed';
import { seedSharedUsers } from './users-seed';

const ORDER_COUNTS = { default: 240, large: 3000 } as const;
/** Buyers: the two demo accounts and the first directory users. */
const BUYERS = 40;
/** How far back the orders go (the e-commerce dashboard's range). */
export const ORDER_HISTORY_DAYS = 180;

const places: readonly (readonly [string, Address['country'], string])[] = [
  ['Springfield', 'US', '62704'],
  ['Toronto', 'CA', 'M5V 2T6'],
  ['London', 'GB', 'SW1A 1AA'],
  ['Lyon', 'FR', '69002'],
  ['Berlin', 'DE', '10115'],
  ['Porto', 'PT', '4000-123'],
  ['Curitiba', 'BR', '80010-000'],
  ['Madrid', 'ES', '28013'],
  ['Milano', 'IT', '20121'],
];
const streets = ['Main Street', 'Oak Avenue', 'Station Road', 'Market Square', 'Park Lane'];

/** The carrier of a seeded shipment: the country's post, or one of the big three (no draw). */
function carrierTo(country: Address['country'] | undefined, seq: number): Carrier {
  if (country === 'FR') return 'laposte';
  if (country === 'PT') return 'ctt';
  if (country === 'US') return (['ups', 'fedex', 'usps'] as const)[seq % 3] ?? 'ups';
  return (['dhl', 'ups', 'fedex'] as const)[seq % 3] ?? 'dhl';
}

/** A seeded tracking number of the carrier's shape, from the order's place in the seed. */
function seededTrackingNumber(carrier: Carrier, seq: number): string {
  const digits = (length: number) => String(100000 + seq * 37).padStart(length, '0');
  switch (carrier) {
    case 'ups':
      return `1Z999AA1${digits(10)}`;
    case 'fedex':
      return `7${digits(11)}`;
    case 'dhl':
      return `3${digits(9)}`;
    case 'usps':
      return `9400${digits(18)}`;
    case 'laposte':
      return `6A${digits(11)}`;
    case 'ctt':
      return `RR${digits(9)}PT`;
  }
}

/**
 * An order's id is the number everyone is shown, without its `#`: order 100241 is `#100241`, in
 * the URLs, the API and on screen alike. The first order is 100001.
 */
export const FIRST_ORDER_ID = 100_001;
/** What a buyer is shown for an order id. */
export const orderNumber = (id: number) => `#${id}`;
/** The id of the next order placed: one more than the highest, never below the first. */
export const nextOrderId = (orders: readonly { id: number }[]) =>
  orders.reduce((max, order) => Math.max(max, order.id + 1), FIRST_ORDER_ID);

/** The status an order of that age has (a few are cancelled, a few refunded). */
function statusFor(ageDays: number, fate: 'cancelled' | 'refunded' | null): OrderStatus {
  if (fate === 'cancelled') return 'cancelled';
  if (ageDays < 1) return 'pending';
  if (fate === 'refunded') return 'refunded';
  if (ageDays < 3) return 'paid';
  if (ageDays < 10) return 'shipped';
  return 'delivered';
}

const HOUR = 3_600_000;

/**
 * The steps that led to `status`, each a few hours after the last, by the buyer (placing) and
 * the admin (every other step), so the seeded timelines read like the mock's own.
 */
function timelineFor(
  status: OrderStatus,
  placedAt: number,
  buyer: OrderTimelineEntry['by'],
  staff: OrderTimelineEntry['by'],
  shipment: Pick<OrderTimelineEntry, 'trackingNumber' | 'carrier'>,
  total: number,
): OrderTimelineEntry[] {
  const entry = (
    event: OrderTimelineEntry['event'],
    hours: number,
    extra: Partial<OrderTimelineEntry> = {},
  ): OrderTimelineEntry => ({
    event,
    at: new Date(placedAt + hours * HOUR).toISOString(),
    by: event === 'placed' ? buyer : staff,
    trackingNumber: null,
    amount: null,
    ...extra,
  });
  const placed = entry('placed', 0);
  switch (status) {
    case 'pending':
      return [placed];
    case 'cancelled':
      return [placed, entry('cancel', 2)];
    case 'paid':
      return [placed, entry('pay', 1)];
    case 'refunded':
      return [placed, entry('pay', 1), entry('refund', 20, { amount: total })];
    case 'shipped':
      return [placed, entry('pay', 1), entry('ship', 20, shipment)];
    case 'delivered':
      return [placed, entry('pay', 1), entry('ship', 20, shipment), entry('deliver', 24 * 4)];
  }
}

export function seedOrders(ctx: SeedContext): Order[] {
  const products = seedProducts(ctx.forTable('products'));
  const users = seedSharedUsers(ctx).slice(0, BUYERS);
  const { random } = ctx;
  // Every buyer has one or two addresses of their own, reused across their orders.
  const addresses = new Map(
    users.map((user) => {
      const own = random
        .pickMany(places, random.int(1, 2))
        .map(([city, country, postalCode]): Address => ({
          fullName: user.fullName,
          line1: `${random.int(1, 220)} ${random.pick(streets)}`,
          city,
          postalCode,
          country,
          phone: `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
        }));
      return [user.id, own];
    }),
  );
  const [admin] = seedDemoUsers();
  const staff = { id: admin?.id ?? 1, fullName: admin?.fullName ?? '' };
  const reference = Date.parse(SEED_REFERENCE_DATE);
  const count = ctx.bySeed(ORDER_COUNTS);
  const drafts = Array.from({ length: count }, () => {
    // More recent days have more orders: a growing shop.
    const ageDays = Math.floor(ORDER_HISTORY_DAYS * random.next() ** 1.3);
    const minutes = random.int(0, 24 * 60 - 1);
    return { at: reference - ageDays * 86_400_000 - minutes * 60_000, ageDays };
  }).toSorted((a, b) => a.at - b.at);
  // Every 40th order was refunded (no draw: the other tables' random streams stay the same).
  const refundedIds = new Set(
    drafts.map((_draft, index) => index + 1).filter((id) => id % 40 === 0),
  );
  return drafts.map(({ at, ageDays }, index): Order => {
    // `index + 1` draws what it always drew (tracking numbers, refunds); the id is the number.
    const seq = index + 1;
    const id = FIRST_ORDER_ID + index;
    const user = random.pick(users);
    const lines: OrderLine[] = random.pickMany(products, random.int(1, 3)).map((product) => {
      const qty = random.int(1, 2);
      return {
        productId: product.id,
        name: product.name,
        image: product.image,
        price: product.price,
        qty,
        color: product.colors[0]?.name ?? null,
        lineTotal: Math.round(product.price * qty * 100) / 100,
        refundedQty: 0,
      };
    });
    const withShipping = lines.map((line) => ({
      ...line,
      hasFreeShipping: products.find((product) => product.id === line.productId)?.hasFreeShipping,
    }));
    const totals = computeTotals(
      withShipping.map((line) => ({
        lineTotal: line.lineTotal,
        qty: line.qty,
        hasFreeShipping: line.hasFreeShipping === true,
      })),
      null,
    );
    const card = random.bool(0.75);
    // Drawn in the same order as before the life cycle had refunds, so the rest stays the same.
    const cancelled = random.bool(0.05);
    const status = statusFor(
      ageDays,
      cancelled ? 'cancelled' : refundedIds.has(seq) ? 'refunded' : null,
    );
    const address = random.pick(addresses.get(user.id) ?? []);
    const carrier = carrierTo(address?.country, seq);
    const trackingNumber = seededTrackingNumber(carrier, seq);
    const shipped = status === 'shipped' || status === 'delivered';
    const refundedLines =
      status === 'refunded' ? lines.map((line) => ({ ...line, refundedQty: line.qty })) : lines;
    return {
      id,
      number: orderNumber(id),
      userId: user.id,
      createdAt: new Date(at).toISOString(),
      status,
      lines: refundedLines,
      trackingNumber: shipped ? trackingNumber : null,
      carrier: shipped ? carrier : null,
      refunded: status === 'refunded' ? totals.total : 0,
      timeline: timelineFor(
        status,
        at,
        { id: user.id, fullName: user.fullName },
        staff,
        { trackingNumber, carrier },
        totals.total,
      ),
      returns: [],
      ...totals,
      currency: 'USD',
      version: FIRST_VERSION,
      address,
      payment: card
        ? { method: 'card', last4: String(random.int(1000, 9999)) }
        : { method: 'cod', last4: null },
    };
  });
}
