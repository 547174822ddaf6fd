/**
 * `items` with the one at `from` moved to `to` (clamped to the list), every other item keeping
 * its order: the rule of a drag and of the move buttons. A new array; a copy of `items` when
 * `from` is not one of its places.
 */
export function moveItem<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const next = [...items];
  if (!Number.isInteger(from) || from < 0 || from >= items.length) return next;
  const moved = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, ...moved);
  return next;
}
