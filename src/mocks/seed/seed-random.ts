/**
 * Deterministic randomness for the seeds. Every table draws from its own stream, keyed by the
 * table name, so adding a table (or changing how many rows one seed makes) never changes the
 * rows of another table.
 */

/** Every seeded date is an offset from this instant, so the data does not drift with the clock. */
export const SEED_REFERENCE_DATE = '2026-11-01T09:00:00.000Z';

/**
 * The seeds' "today" (UTC calendar day of the reference date). Handlers read the session's clock
 * instead (`../lib/clock.ts`), which starts at the reference date, so their answers match the
 * seeded data.
 */
export const MOCK_TODAY = SEED_REFERENCE_DATE.slice(0, 10);

const BASE_SEED = 20261101;
export const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** mulberry32: tiny, fast and good enough for demo data; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to turn a stream name into a 32-bit seed. */
function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface SeedRandom {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max), rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  /** True with the given probability. */
  bool(probability?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (fewer if the list is shorter), in random order. */
  pickMany<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** Random ISO date between `minDays` and `maxDays` from the reference date, to the minute. */
  dateAround(minDays: number, maxDays: number): string;
}

export function createSeedRandom(streamName: string): SeedRandom {
  const next = mulberry32(BASE_SEED ^ hashString(streamName));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(0, index);
      const current = copy[index] as T;
      copy[index] = copy[other] as T;
      copy[other] = current;
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max, decimals = 2) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    bool: (probability = 0.5) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('seed: cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    pickMany: (items, count) => shuffle(items).slice(0, Math.max(0, count)),
    shuffle,
    dateAround: (minDays, maxDays) => {
      const offset = minDays * DAY_MS + next() * (maxDays - minDays) * DAY_MS;
      // Whole minutes keep the data readable.
      return dateFromReference(Math.round(offset / 60000) * 60000, 'ms');
    },
  };
}

/**
 * ISO instant on the UTC day `dayOffset` days from the reference day, at `hours:minutes` UTC;
 * for seeds that need a time of day (meetings, all-day events at midnight).
 */
export function dayAt(dayOffset: number, hours = 0, minutes = 0): string {
  return new Date(
    Date.parse(MOCK_TODAY) + dayOffset * DAY_MS + hours * HOUR_MS + minutes * 60_000,
  ).toISOString();
}

/** ISO date at a fixed offset from the reference date (no randomness). */
export function dateFromReference(amount: number, unit: 'days' | 'hours' | 'ms' = 'days'): string {
  const multiplier = unit === 'days' ? DAY_MS : unit === 'hours' ? HOUR_MS : 1;
  return new Date(Date.parse(SEED_REFERENCE_DATE) + amount * multiplier).toISOString();
}

/** Options with their relative weights: `[['active', 70], ['pending', 18], ['inactive', 12]]`. */
export type Weighted<Value> = readonly (readonly [Value, number])[];

/** One option, drawn in proportion to its weight (one draw from the stream). */
export function pickWeighted<Value>(random: SeedRandom, options: Weighted<Value>): Value {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let remaining = random.next() * total;
  for (const [value, weight] of options) {
    remaining -= weight;
    if (remaining < 0) return value;
  }
  const last = options.at(-1);
  if (!last) throw new Error('seed: cannot pick from an empty list');
  return last[0];
}
