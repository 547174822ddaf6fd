/**
 * The versions this tab's own writes made, so that an open form (`useAppForm`'s `versioned`) can
 * tell its own tab's change (a star, a drag, a switch) from someone else's when the record moves
 * on under it: a versioned write answered with the record notes "from version N, this tab made
 * version M" (`sendJson` does, for every write that names a version).
 *
 * Records are told apart by the schema their answers are read with (`taskSchema`,
 * `kanbanTaskSchema`…, the same object the form reads a 412 with) and their `id`, so a todo task
 * and a kanban card with the same id are never taken for one another.
 */
const made = new WeakMap<object, Map<string, Map<number, number>>>();

type Identified = { id: string | number; version: number };

function identified(record: unknown): record is Identified {
  if (typeof record !== 'object' || record === null) return false;
  if (!('id' in record) || !('version' in record)) return false;
  return (
    (typeof record.id === 'string' || typeof record.id === 'number') &&
    typeof record.version === 'number'
  );
}

/**
 * Notes that this tab's write, made from version `from`, answered `record` (read with `schema`).
 * An answer at the same version (a card reordered within its board) changed nothing to note.
 */
export function noteOwnWrite(schema: object, record: unknown, from: number): void {
  if (!identified(record) || record.version <= from) return;
  let byId = made.get(schema);
  if (!byId) {
    byId = new Map();
    made.set(schema, byId);
  }
  const key = String(record.id);
  const steps = byId.get(key) ?? new Map<number, number>();
  steps.set(from, record.version);
  byId.set(key, steps);
}

/**
 * Whether `record` (read with `schema`) is at a version this tab's own writes reached from
 * `from`, one after another, with no one else's change between them: the form at `from` may
 * take it silently. Any step made elsewhere breaks the chain, and the change is someone else's.
 */
export function madeHere(schema: object, record: unknown, from: number): boolean {
  if (!identified(record)) return false;
  const steps = made.get(schema)?.get(String(record.id));
  if (!steps) return false;
  // Each step goes to a higher version, so the walk ends.
  let at: number | undefined = from;
  while (at !== undefined && at < record.version) at = steps.get(at);
  return at === record.version;
}
