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
const made = new WeakMap<object, Map<string, number>>();

/** A record's id and version, if it has them (a versioned write's answer). */
const idAndVersion = (record: unknown) => {
  const { id, version } = (record ?? {}) as { id?: unknown; version?: unknown };
  return typeof version === 'number' && id !== undefined ? { id: String(id), version } : null;
};

/**
 * Notes that this tab's write, made from version `from`, answered `record` (read with `schema`).
 * An answer at the same version (a card reordered within its board) changed nothing to note.
 */
export function noteOwnWrite(schema: object, record: unknown, from: number): void {
  const answer = idAndVersion(record);
  if (!answer || answer.version <= from) return;
  let steps = made.get(schema);
  if (!steps) made.set(schema, (steps = new Map()));
  steps.set(`${answer.id}:${from}`, answer.version);
}

/**
 * Whether `record` (read with `schema`) is at a version this tab's own writes reached from
 * `from`, one after another, with no one else's change between them: the form at `from` may
 * take it silently. Any step made elsewhere breaks the chain, and the change is someone else's.
 */
export function madeHere(schema: object, record: unknown, from: number): boolean {
  const now = idAndVersion(record);
  const steps = made.get(schema);
  if (!now || !steps) return false;
  // Each step goes to a higher version, so the walk ends.
  let at: number | undefined = from;
  while (at !== undefined && at < now.version) at = steps.get(`${now.id}:${at}`);
  return at === now.version;
}
