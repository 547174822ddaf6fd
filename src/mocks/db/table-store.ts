/**
 * Copy-on-write tables: every database reads the rows of a frozen base (a seed's, shared by all
 * the sessions on that seed, or the rows a saved demo was loaded from) until it writes them.
 *
 * The handlers keep their plain style (`row.name = …`, `db.users.push(…)`, `db.users =
 * db.users.filter(…)`, `order.lines[0].qty += 1`): a table is a proxy of an array and a row a
 * proxy of its object. A row's first write copies that row (not its table) into the database's
 * own; a table's first change of its rows' order or membership copies the table's list of rows
 * (pointers, not rows). So a fresh database costs a few hundred bytes whatever the seed's size,
 * and no write can reach another database or the seed: the base is deeply frozen, and what a
 * database owns is reached only through its own proxies.
 *
 * A database that records (`startRecording`, the saved demo's) also notes each write's rows as
 * it is made: `takeChanges` gives what changed since the last call, row by row, so saving a write
 * costs what the write changed, not what the database holds (src/mocks/hosts/demo-persistence.ts).
 */

type Plain = Record<PropertyKey, unknown>;
/** A table's entry: a base row (frozen, shared) or the state of a row the database added. */
type Slot = object;

const STATE = Symbol('table-store');

interface DatabaseState {
  bases: Readonly<Record<string, readonly object[]>>;
  stores: Map<string, TableStore>;
  recording: boolean;
  /** Tables with changes not yet taken (only while recording). */
  dirty: Set<TableStore>;
}

class TableStore {
  readonly kind = 'table';
  /** The table's rows in order, once they differ from the base's order or membership. */
  slots: Slot[] | null = null;
  /** The state of each base row the database has read, by the base row. */
  readonly states = new Map<object, RowState>();
  view: object[] | null = null;
  /** Recording: the rows (their slots) written since the last take. */
  readonly changed = new Set<Slot>();
  /** Recording: the order as of the last take, kept at the first change of order since. */
  before: Slot[] | null = null;
  /** The rows the database holds a copy of (written or added). */
  readonly owned = new Set<RowState>();
  /** Recording: each row's place, kept until the order changes (null when a row is there twice). */
  positions: Map<Slot, number> | null | undefined = undefined;

  constructor(
    readonly db: DatabaseState,
    readonly base: readonly object[],
  ) {}

  current(): readonly Slot[] {
    return this.slots ?? this.base;
  }
}

class RowState {
  readonly kind = 'row';
  /** The row as handlers see it. */
  readonly proxy: Plain;
  /** The proxies of the row's nested objects and arrays, by their path. */
  nested: Map<string, NestedState> | null = null;
  /** Its own copy was handed out as an image (`sealRows`): the next write copies it first. */
  sealed = false;

  constructor(
    readonly table: TableStore,
    /** The frozen row it started from; null for a row the database added. */
    readonly base: Plain | null,
    /** The database's own copy, once written (the row itself for an added row). */
    public own: Plain | null,
  ) {
    this.proxy = new Proxy(this as unknown as Plain, rowHandler);
    if (own) table.owned.add(this);
  }

  read(): Plain {
    return (this.own ?? this.base) as Plain;
  }

  /** The database's own copy, made at the row's first write, and the row noted as changed. */
  write(): Plain {
    if (!this.own || this.sealed) {
      // The base (frozen) and a sealed copy are plain JSON-shaped data: a structured clone of
      // either is a full copy, and the old one stays as it was for whoever holds it.
      this.own = structuredClone(this.own ?? this.base) as Plain;
      this.sealed = false;
      this.table.owned.add(this);
    }
    noteRowChanged(this.table, this.slot());
    return this.own;
  }

  /** What stands for this row in its table's slots. */
  slot(): Slot {
    return this.base ?? this;
  }
}

interface NestedState {
  readonly kind: 'nested';
  readonly row: RowState;
  readonly path: readonly PropertyKey[];
  readonly proxy: Plain;
}

type AnyState = TableStore | RowState | NestedState;

function stateOf(value: unknown): AnyState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as { [STATE]?: AnyState })[STATE];
}

function noteRowChanged(table: TableStore, slot: Slot): void {
  if (!table.db.recording) return;
  table.changed.add(slot);
  table.db.dirty.add(table);
}

function noteOrderChanging(table: TableStore): void {
  table.positions = undefined;
  if (!table.db.recording) return;
  table.before ??= [...table.current()];
  table.db.dirty.add(table);
}

function rowStateOf(table: TableStore, slot: Slot): RowState {
  if (slot instanceof RowState) return slot;
  let state = table.states.get(slot);
  if (!state) {
    state = new RowState(table, slot as Plain, null);
    table.states.set(slot, state);
  }
  return state;
}

/** A slot's row as it is now (base, or the database's copy). */
function slotRow(table: TableStore, slot: Slot): Plain {
  if (slot instanceof RowState) return slot.read();
  return table.states.get(slot)?.own ?? (slot as Plain);
}

/**
 * A value about to be stored: proxies in it become plain copies, so what a database owns never
 * holds a view of another row (of its own, another database's, or the base).
 */
function adopt(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (stateOf(value)) return plainCopy(value);
  const record = value as Plain;
  for (const key of Object.keys(record)) {
    const child = record[key];
    if (typeof child !== 'object' || child === null) continue;
    const adopted = adopt(child);
    if (adopted !== child) record[key] = adopted;
  }
  return value;
}

/**
 * A plain deep copy of a value read from a database (a row, a part of one, a table, or data that
 * holds some): what `structuredClone` would give, which cannot copy the proxies.
 */
export function plainCopy<Value>(value: Value): Value {
  if (typeof value !== 'object' || value === null) return value;
  const state = stateOf(value);
  if (state?.kind === 'row') return structuredClone(state.read()) as Value;
  if (state?.kind === 'nested') return structuredClone(resolveNested(state)) as Value;
  if (state?.kind === 'table') {
    return state.current().map((slot) => structuredClone(slotRow(state, slot))) as Value;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => plainCopy(item)) as Value;
  const copy: Plain = {};
  for (const [key, child] of Object.entries(value)) copy[key] = plainCopy(child);
  return copy as Value;
}

// --- Rows and their nested objects -----------------------------------------------------------

function resolveNested(state: NestedState): unknown {
  let value: unknown = state.row.read();
  for (const key of state.path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Plain)[key];
  }
  return value;
}

function writableNested(state: NestedState): Plain {
  let value: unknown = state.row.write();
  for (const key of state.path) {
    if (typeof value !== 'object' || value === null) break;
    value = (value as Plain)[key];
  }
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(
      `cannot write into ${String(state.path.at(-1))}: it is no longer an object`,
    );
  }
  return value as Plain;
}

function nestedProxy(row: RowState, path: readonly PropertyKey[], value: object): Plain {
  const key = path.map(String).join('\u0000');
  row.nested ??= new Map();
  const known = row.nested.get(key);
  if (known) return known.proxy;
  // The proxy's target only gives it its kind (array or object); its state answers everything.
  const target = (Array.isArray(value) ? [] : {}) as Plain;
  const state: NestedState = { kind: 'nested', row, path, proxy: new Proxy(target, nestedHandler) };
  target[STATE] = state;
  row.nested.set(key, state);
  return state.proxy;
}

/** A property read through a row or nested proxy: objects come back as proxies too. */
function readThrough(
  row: RowState,
  path: readonly PropertyKey[],
  holder: unknown,
  key: PropertyKey,
) {
  if (typeof holder !== 'object' || holder === null) return undefined;
  const value = (holder as Plain)[key];
  if (typeof value !== 'object' || value === null || typeof key === 'symbol') return value;
  return nestedProxy(row, [...path, key], value);
}

function descriptorOf(holder: unknown, key: PropertyKey): PropertyDescriptor | undefined {
  if (typeof holder !== 'object' || holder === null) return undefined;
  const descriptor = Reflect.getOwnPropertyDescriptor(holder, key);
  if (!descriptor) return undefined;
  // An array's length cannot be configurable; any other key is reported as the writable data it
  // is to the handlers (the base's freezing is this module's business).
  if (Array.isArray(holder) && key === 'length') return { ...descriptor, writable: true };
  return { ...descriptor, writable: true, configurable: true };
}

function plainToJson(read: () => unknown) {
  return () => read();
}

const rowHandler: ProxyHandler<Plain> = {
  get(target, key) {
    const state = target as unknown as RowState;
    if (key === STATE) return state;
    if (key === 'toJSON') return plainToJson(() => state.read());
    return readThrough(state, [], state.read(), key);
  },
  set(target, key, value) {
    const state = target as unknown as RowState;
    state.write()[key] = adopt(value);
    return true;
  },
  deleteProperty(target, key) {
    const state = target as unknown as RowState;
    return Reflect.deleteProperty(state.write(), key);
  },
  defineProperty(target, key, descriptor) {
    const state = target as unknown as RowState;
    return Reflect.defineProperty(state.write(), key, {
      ...descriptor,
      value: adopt(descriptor.value),
    });
  },
  has: (target, key) => key in (target as unknown as RowState).read(),
  ownKeys: (target) => Reflect.ownKeys((target as unknown as RowState).read()),
  getOwnPropertyDescriptor: (target, key) =>
    descriptorOf((target as unknown as RowState).read(), key),
  getPrototypeOf: () => Object.prototype,
};

const nestedHandler: ProxyHandler<Plain> = {
  get(target, key) {
    const state = target[STATE] as NestedState;
    if (key === STATE) return state;
    if (key === 'toJSON') return plainToJson(() => resolveNested(state));
    return readThrough(state.row, state.path, resolveNested(state), key);
  },
  set(target, key, value) {
    const state = target[STATE] as NestedState;
    writableNested(state)[key] = adopt(value);
    return true;
  },
  deleteProperty(target, key) {
    return Reflect.deleteProperty(writableNested(target[STATE] as NestedState), key);
  },
  defineProperty(target, key, descriptor) {
    const holder = writableNested(target[STATE] as NestedState);
    return Reflect.defineProperty(holder, key, { ...descriptor, value: adopt(descriptor.value) });
  },
  has(target, key) {
    const value = resolveNested(target[STATE] as NestedState);
    return typeof value === 'object' && value !== null && key in value;
  },
  ownKeys(target) {
    const value = resolveNested(target[STATE] as NestedState);
    return typeof value === 'object' && value !== null ? Reflect.ownKeys(value) : [];
  },
  getOwnPropertyDescriptor: (target, key) =>
    descriptorOf(resolveNested(target[STATE] as NestedState), key),
  getPrototypeOf(target) {
    const value = resolveNested(target[STATE] as NestedState);
    return typeof value === 'object' && value !== null
      ? Object.getPrototypeOf(value)
      : Object.prototype;
  },
};

// --- Tables ----------------------------------------------------------------------------------

function indexOf(key: PropertyKey): number {
  if (typeof key !== 'string') return -1;
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && String(index) === key ? index : -1;
}

/** What a table stores for a row it is given: its own row as it is, anything else adopted. */
function slotFor(table: TableStore, value: unknown): Slot | undefined {
  if (value === undefined) return undefined;
  const state = stateOf(value);
  if (state?.kind === 'row' && state.table === table) return state.slot();
  const row = new RowState(table, null, adopt(state ? plainCopy(value) : value) as Plain);
  noteRowChanged(table, row);
  return row;
}

/** The table's own list of slots, made at its first change of order or membership. */
function ownSlots(table: TableStore): Slot[] {
  noteOrderChanging(table);
  table.slots ??= [...table.base];
  return table.slots;
}

function storeTable(table: TableStore, rows: readonly unknown[]): void {
  noteOrderChanging(table);
  const slots: Slot[] = [];
  for (const row of rows) {
    const slot = slotFor(table, row);
    if (slot) slots.push(slot);
  }
  table.slots = slots;
}

function tableRow(table: TableStore, slot: Slot | undefined): Plain | undefined {
  return slot === undefined ? undefined : rowStateOf(table, slot).proxy;
}

const tableHandler: ProxyHandler<Plain> = {
  get(target, key) {
    const table = target[STATE] as TableStore;
    if (key === STATE) return table;
    const index = indexOf(key);
    if (index >= 0) return tableRow(table, table.current()[index]);
    if (key === 'length') return table.current().length;
    if (key === 'toJSON') {
      return () => table.current().map((slot) => slotRow(table, slot));
    }
    return Reflect.get(Array.prototype, key);
  },
  set(target, key, value) {
    const table = target[STATE] as TableStore;
    const index = indexOf(key);
    if (index >= 0) {
      const slots = ownSlots(table);
      const slot = slotFor(table, value);
      if (slot) slots[index] = slot;
      else delete slots[index];
      return true;
    }
    if (key === 'length') {
      const length = Number(value);
      if (length !== table.current().length) ownSlots(table).length = length;
      return true;
    }
    return false;
  },
  deleteProperty(target, key) {
    const table = target[STATE] as TableStore;
    const index = indexOf(key);
    if (index < 0) return false;
    if (index < table.current().length) delete ownSlots(table)[index];
    return true;
  },
  defineProperty(target, key, descriptor) {
    return tableHandler.set?.(target, key, descriptor.value, target) ?? false;
  },
  has(target, key) {
    const table = target[STATE] as TableStore;
    const index = indexOf(key);
    if (index >= 0) return index in table.current();
    return key === 'length' || key in Array.prototype;
  },
  ownKeys(target) {
    const table = target[STATE] as TableStore;
    return Reflect.ownKeys(table.current());
  },
  getOwnPropertyDescriptor(target, key) {
    const table = target[STATE] as TableStore;
    if (key === 'length') {
      return {
        value: table.current().length,
        writable: true,
        enumerable: false,
        configurable: false,
      };
    }
    const index = indexOf(key);
    if (index < 0 || !(index in table.current())) return undefined;
    const value = tableRow(table, table.current()[index]);
    return { value, writable: true, enumerable: true, configurable: true };
  },
  getPrototypeOf: () => Array.prototype,
};

function tableView(table: TableStore): object[] {
  if (!table.view) {
    const target = [] as unknown as Plain;
    target[STATE] = table;
    table.view = new Proxy(target, tableHandler) as unknown as object[];
  }
  return table.view;
}

// --- Databases -------------------------------------------------------------------------------

function databaseState(db: object): DatabaseState {
  const state = (db as { [STATE]?: DatabaseState })[STATE];
  if (!state) throw new TypeError('not a database opened by openTables');
  return state;
}

function storeOf(db: DatabaseState, name: string): TableStore {
  let store = db.stores.get(name);
  if (!store) {
    store = new TableStore(db, db.bases[name] ?? []);
    db.stores.set(name, store);
  }
  return store;
}

// One getter and setter per table name, shared by every database.
const accessors = new Map<string, PropertyDescriptor>();
function accessorOf(name: string): PropertyDescriptor {
  let accessor = accessors.get(name);
  if (!accessor) {
    accessor = {
      get(this: object) {
        return tableView(storeOf(databaseState(this), name));
      },
      set(this: object, rows: unknown) {
        if (!Array.isArray(rows)) throw new TypeError(`table ${name} takes an array of rows`);
        storeTable(storeOf(databaseState(this), name), rows);
      },
      enumerable: true,
    };
    accessors.set(name, accessor);
  }
  return accessor;
}

/** Freezes plain data all the way down, so that a shared base cannot be written by mistake. */
export function deepFreeze<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * A database over `bases` (frozen: `deepFreeze`; they are shared, never written). Its tables are
 * its own properties, one per name, read and assigned as arrays.
 */
export function openTables<Tables extends object>(
  bases: Readonly<Record<keyof Tables & string, readonly object[]>>,
): Tables {
  const db = {} as Tables;
  const state: DatabaseState = {
    bases,
    stores: new Map(),
    recording: false,
    dirty: new Set(),
  };
  Object.defineProperty(db, STATE, { value: state });
  for (const name of Object.keys(bases)) Object.defineProperty(db, name, accessorOf(name));
  return db;
}

/**
 * The rows of a table as they are now, as plain objects, for reading only (`resetSession` reads
 * the emails of 10,000 users without making a proxy for each).
 */
export function currentRows<Row extends object>(rows: readonly Row[]): readonly Row[] {
  const table = stateOf(rows);
  if (table?.kind !== 'table') return rows;
  return table.current().map((slot) => slotRow(table, slot)) as unknown as Row[];
}

/**
 * Images of a table's rows as they are now, which stay so: the database copies a row again at
 * its next write instead of changing the image (the audit log's "before", src/mocks/lib/audit-log.ts).
 * `rowImage` of a row after a write is the same object as its image when the row was not written.
 */
export function sealRows<Row extends object>(rows: readonly Row[]): readonly Row[] {
  const table = stateOf(rows);
  if (table?.kind !== 'table') return rows.map((row) => plainCopy(row));
  for (const row of table.owned) row.sealed = true;
  return currentRows(rows);
}

/** A row's plain object as it is now (the row itself when it is not a database's row). */
export function rowImage<Row extends object>(row: Row): Row {
  const state = stateOf(row);
  return (state?.kind === 'row' ? state.read() : row) as Row;
}

/** Whether a value is a table, a row or a part of a row read from a database. */
export function isStored(value: unknown): boolean {
  return stateOf(value) !== undefined;
}

/**
 * A table's changes since the last take, as the segments of its new list of rows: `[from, to]`
 * keeps the rows the table had at positions `from` to `to - 1`, an object is a row as it is now
 * (written or added). `applySegments` replays them.
 */
export type Segment = [number, number] | object;

/** Starts noting every write of `db`, from now on: `takeChanges` gives them. */
export function startRecording(db: object): void {
  const state = databaseState(db);
  state.recording = true;
  forgetChanges(state);
}

function forgetChanges(state: DatabaseState): void {
  for (const table of state.dirty) {
    table.changed.clear();
    table.before = null;
  }
  state.dirty.clear();
}

/**
 * What changed in each table since the last take (or `startRecording`), as JSON text of its
 * segments, by table name; the tables that did not change are absent. It costs what changed plus
 * one pass over the changed tables' row pointers.
 */
export function takeChanges(db: object): Map<string, string> {
  const state = databaseState(db);
  const changes = new Map<string, string>();
  for (const [name, table] of state.stores) {
    if (!state.dirty.has(table)) continue;
    const segments = segmentsOf(table);
    if (segments !== null) changes.set(name, segments);
  }
  forgetChanges(state);
  return changes;
}

/** Each row's place in the table, or null when a row stands in it twice. */
function positionsOf(table: TableStore): Map<Slot, number> | null {
  if (table.positions === undefined) {
    const rows = table.current();
    const positions = new Map<Slot, number>();
    rows.forEach((slot, index) => positions.set(slot, index));
    table.positions = positions.size === rows.length ? positions : null;
  }
  return table.positions;
}

/**
 * The segments of a table whose order did not change: ranges around the written rows, found by
 * their places (kept from one write to the next) rather than by a pass over the whole table.
 */
function inPlaceSegments(table: TableStore): string | null {
  const positions = positionsOf(table);
  if (!positions) return null;
  const rows = table.current();
  const places = [...table.changed]
    .map((slot) => positions.get(slot))
    .filter((place) => place !== undefined)
    .toSorted((left, right) => left - right);
  if (places.length === 0) return null;
  const parts: string[] = [];
  let next = 0;
  for (const place of places) {
    if (place > next) parts.push(`[${next},${place}]`);
    parts.push(JSON.stringify(slotRow(table, rows[place] as Slot)));
    next = place + 1;
  }
  if (next < rows.length) parts.push(`[${next},${rows.length}]`);
  return `[${parts.join(',')}]`;
}

function segmentsOf(table: TableStore): string | null {
  const rows = table.current();
  const before = table.before;
  if (!before && positionsOf(table)) return inPlaceSegments(table);
  const places = before ? new Map(before.map((slot, index) => [slot, index])) : null;
  const parts: string[] = [];
  let from = -1;
  let to = -1;
  const close = () => {
    if (from >= 0) parts.push(`[${from},${to}]`);
    from = -1;
  };
  for (let index = 0; index < rows.length; index += 1) {
    const slot = rows[index];
    if (slot === undefined) continue;
    const place = places ? (places.get(slot) ?? -1) : index;
    if (place < 0 || table.changed.has(slot)) {
      close();
      parts.push(JSON.stringify(slotRow(table, slot)));
    } else if (from >= 0 && place === to) {
      to += 1;
    } else {
      close();
      from = place;
      to = place + 1;
    }
  }
  close();
  // Nothing moved and nothing was written (a write set a value back, or sorted a sorted table).
  const unchanged = before ? before.length === rows.length : true;
  if (unchanged && parts.length === 1 && parts[0] === `[0,${rows.length}]`) return null;
  if (unchanged && rows.length === 0) return null;
  return `[${parts.join(',')}]`;
}

/**
 * Replays a table's segments (`takeChanges`) over its rows as they were before them; null when
 * the segments do not fit those rows (a damaged journal).
 */
export function applySegments(rows: readonly unknown[], segments: unknown): unknown[] | null {
  if (!Array.isArray(segments)) return null;
  const next: unknown[] = [];
  for (const segment of segments) {
    if (Array.isArray(segment)) {
      const [from, to] = segment as unknown[];
      if (segment.length !== 2 || !Number.isInteger(from) || !Number.isInteger(to)) return null;
      if (
        (from as number) < 0 ||
        (from as number) > (to as number) ||
        (to as number) > rows.length
      ) {
        return null;
      }
      for (let index = from as number; index < (to as number); index += 1) next.push(rows[index]);
    } else if (typeof segment === 'object' && segment !== null) {
      next.push(segment);
    } else {
      return null;
    }
  }
  return next;
}
