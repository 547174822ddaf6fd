import { z } from 'zod';
import { createSeedContext, seedNames, type SeedName } from '@/mocks/seed/seed-context';
import { deepFreeze, openTables } from './table-store';
import { tables, type Database, type TableName } from './tables';

/**
 * Version of the saved-database format. Bump it when a table's record shape changes in a way
 * old saved files would not pass; adding a table needs no bump (missing tables are seeded).
 * Also bump it when new seeded tables refer to rows an old file lacks: version 2 seeds tasks and
 * events whose assignees and guests are users that version-1 files (two users) do not have.
 * Version 3 seeds the roles of the directory's users (author, editor, maintainer, subscriber),
 * which version-2 files lack: their users would have no rules at all. Version 4: calendar events
 * carry their owner (`ownerId`), and the tables of the apps added with it. Version 5: the products'
 * ratings come from the seeded reviews, and the roles carry the `Review` subject. Version 6: a
 * product's colours carry their own stock (`{ name, stock }`, not names). Version 7: users carry
 * their `version`. Version 8: so do roles, permissions, todo tasks, kanban cards, calendar events
 * and invoices. Version 9: so do the shop's products, reviews and categories. Version 10: so do
 * kanban boards and the shop's orders. Version 11: an order's id is the number it shows (100001 on),
 * so notifications and audit entries of an older file name orders by ids that no longer are theirs.
 * Version 12: orders carry their buyer's return requests (`returns`).
 * Version 13: an order carries its `carrier` (null until it ships), and seeded shipped orders
 * have one, with a tracking number of its shape.
 */
export const DB_FORMAT_VERSION = 13;

const tableNames = Object.keys(tables) as TableName[];

// Seeding a large database costs time; each seed is built once, frozen, and shared by every
// database on it: a database copies a row at its first write (./table-store.ts).
const templates = new Map<SeedName, Database>();

function seedTable<Name extends TableName>(name: Name, seedName: SeedName): Database[Name] {
  return tables[name].seed(createSeedContext(name, seedName)) as Database[Name];
}

function seedTemplate(seedName: SeedName): Database {
  let template = templates.get(seedName);
  if (!template) {
    const entries = tableNames.map((name) => [name, seedTable(name, seedName)]);
    template = deepFreeze(Object.fromEntries(entries) as Database);
    templates.set(seedName, template);
  }
  return template;
}

/** A seed's rows of one table, frozen and shared: what a database starts from. */
export function seededRows<Name extends TableName>(seedName: SeedName, name: Name): Database[Name] {
  return seedTemplate(seedName)[name];
}

/** A database over the seed's rows, with `provided` tables (frozen here) in place of theirs. */
function buildDatabase(seedName: SeedName, provided: Partial<Database> = {}): Database {
  const template = seedTemplate(seedName);
  const bases: Partial<Record<TableName, readonly object[]>> = {};
  for (const name of tableNames) {
    const rows = provided[name];
    bases[name] = rows ? deepFreeze(rows) : template[name];
  }
  return openTables<Database>(bases as Record<TableName, readonly object[]>);
}

/**
 * A fresh database built from the seed; deterministic, and independent of other databases. It
 * shares the seed's rows until it writes them, so it costs little whatever the seed's size.
 */
export function createDatabase(seedName: SeedName = 'default'): Database {
  return buildDatabase(seedName);
}

/** Next free numeric id of a table. */
export function nextId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;
}

/** The saved form of a database (the demo's file on disk or in localStorage). */
export interface DatabaseSnapshot {
  version: number;
  seed: SeedName;
  /** Real time of the save. */
  savedAt: string;
  /** The session's mock instant at the save (ISO), where its clock resumes; absent in old files. */
  clock?: string;
  tables: Database;
}

/** `clockAt`: the session's mock instant (ms), kept so that a restored demo resumes its clock. */
export function toSnapshot(db: Database, seed: SeedName, clockAt?: number): DatabaseSnapshot {
  return {
    version: DB_FORMAT_VERSION,
    seed,
    savedAt: new Date().toISOString(),
    ...(clockAt === undefined ? {} : { clock: new Date(clockAt).toISOString() }),
    tables: db,
  };
}

/**
 * Reads a saved database back. Returns null when the version differs or a table fails its
 * schema, so a stale file falls back to the seed instead of feeding bad rows to the handlers.
 */
export function fromSnapshot(
  value: unknown,
): { db: Database; seed: SeedName; clockAt: number | undefined } | null {
  if (typeof value !== 'object' || value === null) return null;
  const snapshot = value as Partial<Record<keyof DatabaseSnapshot, unknown>>;
  if (snapshot.version !== DB_FORMAT_VERSION) return null;
  const seed = seedNames.find((name) => name === snapshot.seed);
  if (!seed || typeof snapshot.tables !== 'object' || snapshot.tables === null) return null;
  const saved = snapshot.tables as Partial<Record<TableName, unknown>>;
  const provided: Partial<Record<TableName, unknown[]>> = {};
  for (const name of tableNames) {
    if (saved[name] === undefined) continue;
    const parsed = z.array(tables[name].schema).safeParse(saved[name]);
    if (!parsed.success) return null;
    provided[name] = parsed.data;
  }
  const clockAt = typeof snapshot.clock === 'string' ? Date.parse(snapshot.clock) : Number.NaN;
  return {
    db: buildDatabase(seed, provided as Partial<Database>),
    seed,
    clockAt: Number.isFinite(clockAt) ? clockAt : undefined,
  };
}
