// The order rules, shared by the mock API (which keeps the order) and the screen (which shows a
// move at once, before the server agrees).

/**
 * The tasks with task `id` moved to `index` among the tasks of `boardId` (clamped to the
 * board's length), every other task keeping its place. The list's order is each board's order.
 * Unchanged (the same array) when no task has that id.
 */
export function withTaskPlaced<Task extends { id: number; boardId: number }>(
  tasks: readonly Task[],
  id: number,
  boardId: number,
  index: number,
): Task[] {
  const task = tasks.find((candidate) => candidate.id === id);
  if (!task) return tasks as Task[];
  const rest = tasks.filter((candidate) => candidate !== task);
  const column = rest.filter((candidate) => candidate.boardId === boardId);
  const at = Math.min(Math.max(index, 0), column.length);
  const before = column[at];
  const last = column.at(-1);
  let position = rest.length;
  if (before) position = rest.indexOf(before);
  else if (last) position = rest.indexOf(last) + 1;
  rest.splice(position, 0, task.boardId === boardId ? task : { ...task, boardId });
  return rest;
}

/** The items with the one of id `id` moved to `index` (clamped); unchanged when absent. */
export function withItemMoved<Item extends { id: number }>(
  items: readonly Item[],
  id: number,
  index: number,
): Item[] {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) return items as Item[];
  const rest = items.filter((candidate) => candidate !== item);
  rest.splice(Math.min(Math.max(index, 0), rest.length), 0, item);
  return rest;
}
