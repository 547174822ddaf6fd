import { createSeedRandom, type SeedRandom } from './seed-random';

export const seedNames = ['default', 'large'] as const;
/** `large` is for performance checks: the same tables with many more rows. */
export type SeedName = (typeof seedNames)[number];

export interface SeedContext {
  seedName: SeedName;
  /** The stream of the table being seeded. */
  random: SeedRandom;
  /** The value for the seed being built, e.g. a row count: `ctx.bySeed({ default: 500, large: 10_000 })`. */
  bySeed<T>(values: Record<SeedName, T>): T;
  /**
   * The context another table's seed ran with. A seed that needs another table's rows calls that
   * table's seed function with it and gets exactly the rows the database holds.
   */
  forTable(tableName: string): SeedContext;
}

export function createSeedContext(tableName: string, seedName: SeedName): SeedContext {
  return {
    seedName,
    // Keyed by table only, so `large` starts with the same rows as `default`.
    random: createSeedRandom(tableName),
    bySeed: (values) => values[seedName],
    forTable: (otherTable) => createSeedContext(otherTable, seedName),
  };
}
