import { FIRST_VERSION } from '@/lib/versions/versions';
import type { Product, ProductColor } from '@/lib/ecommerce/ecommerce-schemas';
import { productBrands, type ProductBrand } from '@/lib/ecommerce/ecommerce-values';
import { splitStock } from '@/mocks/lib/product-stock';
import type { SeededCategory as ProductCategory } from './categories-seed';
import type { SeedContext } from './seed-context';
import { oneOf, textLines, textList, textRows } from './seed-tables';

/** Pictures per category in public/ecommerce/products/ (`phones-1.svg` … `phones-4.svg`). */
export const PRODUCT_IMAGE_VARIANTS = 4;

export const productImage = (category: ProductCategory, variant: number) =>
  `/ecommerce/products/${category}-${variant}.svg`;

type Line = {
  brand: ProductBrand;
  /** Model names of the line; each is combined with each option. */
  models: readonly string[];
  options: readonly string[];
};

type CategoryPlan = {
  lines: readonly Line[];
  price: readonly [number, number];
  colors: readonly ProductColor[];
  /** A sentence about the product; `{name}` and `{brand}` are filled in. */
  blurbs: readonly string[];
  freeShippingChance: number;
};

/** One line a row: brand | models | options (each model is sold in each option). */
function productLines(table: string): Line[] {
  return textRows(table).map(([brand = '', models = '', options = '']) => ({
    brand: oneOf(productBrands, brand),
    models: textList(models),
    options: textList(options),
  }));
}

const plans: Record<ProductCategory, CategoryPlan> = {
  phones: {
    lines: productLines(`
      Apple   | iPhone 15, iPhone 15 Plus, iPhone 15 Pro, iPhone 15 Pro Max, iPhone SE | 128 GB, 256 GB, 512 GB
      Samsung | Galaxy S24, Galaxy S24+, Galaxy S24 Ultra, Galaxy A55, Galaxy Z Flip6 | 128 GB, 256 GB, 512 GB
      Google  | Pixel 8, Pixel 8 Pro, Pixel 8a | 128 GB, 256 GB
    `),
    price: [299, 1599],
    colors: ['black', 'silver', 'blue', 'green'],
    blurbs: textLines(`
      The {name} pairs an all-day battery with a bright OLED display and a camera that handles low light well.
      Fast, light and durable, the {name} from {brand} brings a pro-grade camera system to your pocket.
      A smooth 120 Hz screen, fast charging and years of software updates make the {name} a safe choice.
    `),
    freeShippingChance: 0.8,
  },
  laptops: {
    lines: productLines(`
      Apple     | MacBook Air 13, MacBook Air 15, MacBook Pro 14, MacBook Pro 16 | 8 GB / 256 GB, 16 GB / 512 GB, 32 GB / 1 TB
      Dell      | XPS 13, XPS 15, Inspiron 14, Latitude 7440 | 16 GB / 512 GB, 32 GB / 1 TB
      Lenovo    | ThinkPad X1 Carbon, ThinkPad T14, Yoga Slim 7, IdeaPad 5 | 16 GB / 512 GB, 32 GB / 1 TB
      Microsoft | Surface Laptop 6, Surface Pro 10 | 16 GB / 256 GB, 16 GB / 512 GB
    `),
    price: [549, 2999],
    colors: ['silver', 'black'],
    blurbs: textLines(`
      The {name} is thin and quiet, with a sharp display, a comfortable keyboard and a battery that lasts the working day.
      Built for work on the move, the {name} from {brand} wakes instantly and handles big spreadsheets and video calls with ease.
      A premium aluminium body, fast storage and a bright screen: the {name} is made for people who create.
    `),
    freeShippingChance: 0.9,
  },
  audio: {
    lines: productLines(`
      Sony    | WH-1000XM5, WF-1000XM5, ULT Wear, LinkBuds S | Headphones, Travel Edition
      Bose    | QuietComfort Ultra, QuietComfort 45, SoundLink Flex, SoundLink Max | Standard, Limited Edition
      Apple   | AirPods Pro 2, AirPods 4, AirPods Max | USB-C, Lightning
      Samsung | Galaxy Buds3 Pro, Galaxy Buds FE | Standard
      Philips | Fidelio L4, TAT2206 | Standard
    `),
    price: [39, 549],
    colors: ['black', 'silver', 'white', 'blue'],
    blurbs: textLines(`
      Class-leading noise cancelling and rich, balanced sound: the {name} makes every commute quieter.
      The {name} from {brand} fits comfortably for hours, with clear calls and long battery life.
      Deep bass, a sturdy build and a simple app to tune the sound just the way you like it.
    `),
    freeShippingChance: 0.6,
  },
  cameras: {
    lines: productLines(`
      Canon | EOS R6 Mark II, EOS R8, EOS R50, PowerShot G7 X III | Body only, with 24-105 mm lens, with 18-45 mm lens
      Nikon | Z6 III, Z5, Z fc, Coolpix P950 | Body only, with 24-70 mm lens
      Sony  | Alpha 7 IV, Alpha 6700, ZV-E10 II, RX100 VII | Body only, with kit lens
    `),
    price: [449, 3299],
    colors: ['black'],
    blurbs: textLines(`
      The {name} focuses fast and tracks eyes reliably, for sharp portraits and action shots alike.
      A full set of manual controls, great image quality and 4K video: the {name} grows with your skills.
      Compact and weather-sealed, the {name} from {brand} is the camera you will actually take along.
    `),
    freeShippingChance: 0.95,
  },
  wearables: {
    lines: productLines(`
      Apple   | Watch Series 10, Watch SE, Watch Ultra 2 | 41 mm, 45 mm, 49 mm
      Garmin  | Forerunner 265, Forerunner 965, Fenix 8, Venu 3, Instinct 2 | Standard, Solar
      Samsung | Galaxy Watch7, Galaxy Watch Ultra, Galaxy Fit3 | 40 mm, 44 mm
      Google  | Pixel Watch 3, Fitbit Charge 6 | 41 mm, 45 mm
    `),
    price: [79, 999],
    colors: ['black', 'silver', 'pink', 'green'],
    blurbs: textLines(`
      The {name} tracks your runs, your sleep and your heart rate, with a battery that lasts for days.
      Bright, light and water resistant, the {name} from {brand} keeps notifications and workouts on your wrist.
      Built-in GPS, training insights and a comfortable strap make the {name} an everyday companion.
    `),
    freeShippingChance: 0.7,
  },
  gaming: {
    lines: productLines(`
      Sony      | PlayStation 5 Slim, PlayStation Portal, DualSense Controller, DualSense Edge | Standard, Digital Edition
      Microsoft | Xbox Series X, Xbox Series S, Xbox Wireless Controller, Xbox Elite Controller 2 | Standard, Bundle
      Nintendo  | Switch OLED, Switch Lite, Switch Pro Controller, Joy-Con Pair | Standard, Bundle
      Logitech  | G Pro X Superlight 2, G915 TKL, G733 Headset, G29 Racing Wheel | Standard
    `),
    price: [49, 699],
    colors: ['black', 'white', 'red', 'blue'],
    blurbs: textLines(`
      Fast loading and smooth frame rates: the {name} is ready for the next big release.
      The {name} from {brand} feels precise in the hand, with low latency and a battery for long sessions.
      Play at home or on the go; the {name} connects in seconds and just works.
    `),
    freeShippingChance: 0.5,
  },
  home: {
    lines: productLines(`
      Dyson   | V15 Detect, V12 Slim, Purifier Cool, Supersonic Hair Dryer, Airwrap | Standard, Absolute
      Philips | Hue White Starter Kit, Hue Play Light Bar, Airfryer XXL, Sonicare 9900, LatteGo 5400 | Standard, Premium
      Google  | Nest Hub, Nest Cam, Nest Thermostat, Nest Mini | Standard, Two-pack
      Samsung | Jet Bot AI+, The Freestyle Projector | Standard
    `),
    price: [39, 899],
    colors: ['white', 'black', 'silver'],
    blurbs: textLines(`
      The {name} makes an everyday chore quicker, quieter and a little more pleasant.
      Smart, easy to set up and controlled from your phone: the {name} from {brand} fits right into your home.
      Well made and energy efficient, the {name} is built to last for years.
    `),
    freeShippingChance: 0.4,
  },
  accessories: {
    lines: productLines(`
      Anker    | PowerCore 20000, Nano Charger 65 W, USB-C Hub 7-in-1, MagGo Wireless Stand, Soundcore Motion 300 | Standard, Two-pack
      Logitech | MX Master 3S, MX Keys S, Brio 500 Webcam, Pebble Mouse 2, K380 Keyboard | Standard, for Mac
      Apple    | Magic Keyboard, Magic Mouse, MagSafe Charger, AirTag | Standard, Four-pack
      Samsung  | T7 Portable SSD, EVO Plus microSD, 45 W Power Adapter | 500 GB, 1 TB, 2 TB
    `),
    price: [9, 249],
    colors: ['black', 'white', 'blue'],
    blurbs: textLines(`
      Small but essential, the {name} keeps your devices charged, connected and organised.
      The {name} from {brand} is compact enough for any bag and sturdy enough for daily use.
      A reliable upgrade for your desk: the {name} just works with the devices you already own.
    `),
    freeShippingChance: 0.2,
  },
};

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('+', ' plus')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-|-$/g, '');

/** A price that looks like one: x9.99, x4.99 or x9.00. */
function shopPrice(raw: number, ctx: SeedContext): number {
  const whole = Math.max(5, Math.round(raw / 10) * 10);
  return whole - ctx.random.pick([0.01, 1, 5.01]);
}

/** A seeded SKU: the brand's first three letters and the id (`SON-00042`), unique by the id. */
export const seedSku = (brand: string, id: number) =>
  `${brand.slice(0, 3).toUpperCase()}-${String(id).padStart(5, '0')}`;

/**
 * The shop's catalogue: every model of every line in each of its options, a few hundred
 * products across eight categories and sixteen brands. Deterministic (the table's own stream).
 */
export function seedProducts(ctx: SeedContext): Product[] {
  const products: Product[] = [];
  for (const [category, plan] of Object.entries(plans) as [ProductCategory, CategoryPlan][]) {
    for (const line of plan.lines) {
      for (const model of line.models) {
        const base = ctx.random.float(plan.price[0], plan.price[1] * 0.75, 0);
        line.options.forEach((option, optionIndex) => {
          const name =
            option === 'Standard' ? `${line.brand} ${model}` : `${line.brand} ${model} ${option}`;
          const variant = ctx.random.int(1, PRODUCT_IMAGE_VARIANTS);
          const others = [1, 2, 3, 4].filter((other) => other !== variant).slice(0, 2);
          const id = products.length + 1;
          const blurb = ctx.random
            .pick(plan.blurbs)
            .replaceAll('{name}', name)
            .replaceAll('{brand}', line.brand);
          const colorCount = plan.colors.length > 1 ? ctx.random.int(0, 3) : 0;
          // Drawn in the order they always were: the seed's other tables stay the same.
          const price = Number(shopPrice(base * (1 + optionIndex * 0.18), ctx).toFixed(2));
          const rating = ctx.random.float(2.4, 5, 1);
          const reviews = ctx.random.int(0, 2400);
          const hasFreeShipping = ctx.random.bool(plan.freeShippingChance);
          const stock = ctx.random.bool(0.1) ? 0 : ctx.random.int(1, 60);
          const colors = colorCount > 1 ? ctx.random.pickMany(plan.colors, colorCount) : [];
          products.push({
            id,
            version: FIRST_VERSION,
            name,
            slug: slugOf(name),
            brand: line.brand,
            category,
            description: `${blurb} Sold with the manufacturer's two-year warranty and free returns within 30 days.`,
            sku: seedSku(line.brand, id),
            price,
            // Every ninth product is on sale (no draw: the random streams stay the same).
            compareAtPrice: id % 9 === 0 ? Number((price * 1.25).toFixed(2)) : null,
            status: 'published',
            image: productImage(category, variant),
            images: [variant, ...others].map((n) => productImage(category, n)),
            rating,
            reviews,
            hasFreeShipping,
            stock,
            colors: splitStock(stock, colors),
            createdAt: ctx.random.dateAround(-720, -1),
            featuredRank: 0,
          });
        });
      }
    }
  }
  // The featured order mixes the categories, as a shop front would.
  const order = ctx.random.shuffle(products.map((product) => product.id));
  const rank = new Map(order.map((productId, index) => [productId, index + 1]));
  return products.map((product) => ({ ...product, featuredRank: rank.get(product.id) ?? 0 }));
}
