/**
 * A cached page of a server list without the rows whose `id` is in `ids`, its `total` lowered to
 * match: what an undoable delete shows while it waits (`useUndoableWrite`'s `update`). The same
 * page comes back when nothing matched, so untouched lists do not re-render.
 */
export function withoutRows<
  Key extends string,
  Page extends { total: number } & Record<Key, readonly { id: number }[]>,
>(page: Page, key: Key, ids: readonly number[]): Page {
  const gone = new Set(ids);
  const rows = page[key].filter((row) => !gone.has(row.id));
  const removed = page[key].length - rows.length;
  return removed === 0 ? page : { ...page, [key]: rows, total: page.total - removed };
}
