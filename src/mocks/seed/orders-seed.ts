import type { Address, Order, OrderLine } from '../../apps/ecommerce/api/order-schemas.ts';
import type { OrderStatus } from '../../apps/ecommerce/api/ecommerce-values.ts';
import { computeTotals } from '../lib/shop-totals.ts';
import type { SeedContext } from './seed-context.ts';
import { seedProducts } from './products-seed.ts';
import { SEED_REFERENCE_DATE } from './seed-random.ts';
import { seedSharedUsers } from './users-seed.ts';

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

/** The number a buyer is shown for an order id. */
export const orderNumber = (id: number) => `#${100000 + id}`;

/** The status an order of that age has (a few are cancelled). */
function statusFor(ageDays: number, cancelled: boolean): OrderStatus {
  if (cancelled) return 'cancelled';
  if (ageDays < 3) return 'processing';
  if (ageDays < 10) return 'shipped';
  return 'delivered';
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
  const reference = Date.parse(SEED_REFERENCE_DATE);
  const count = ctx.bySeed(ORDER_COUNTS);
  const drafts = Array.from({ length: count }, () => {
    // More recent days have more orders: a growing shop.
    const ageDays = Math.floor(ORDER_HISTORY_DAYS * random.next() ** 1.3);
    const minutes = random.int(0, 24 * 60 - 1);
    return { at: reference - ageDays * 86_400_000 - minutes * 60_000, ageDays };
  }).toSorted((a, b) => a.at - b.at);
  return drafts.map(({ at, ageDays }, index): Order => {
    const id = index + 1;
    const user = random.pick(users);
    const lines: OrderLine[] = random.pickMany(products, random.int(1, 3)).map((product) => {
      const qty = random.int(1, 2);
      return {
        productId: product.id,
        name: product.name,
        image: product.image,
        price: product.price,
        qty,
        color: product.colors[0] ?? null,
        lineTotal: Math.round(product.price * qty * 100) / 100,
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
    return {
      id,
      number: orderNumber(id),
      userId: user.id,
      createdAt: new Date(at).toISOString(),
      status: statusFor(ageDays, random.bool(0.05)),
      lines,
      ...totals,
      currency: 'USD',
      address: random.pick(addresses.get(user.id) ?? []),
      payment: card
        ? { method: 'card', last4: String(random.int(1000, 9999)) }
        : { method: 'cod', last4: null },
    };
  });
}
