/**
 * The list's selection as the specification has it: a mail toggles its membership; select-all
 * selects every mail of the view, or clears the selection when all are selected already. It
 * belongs to one view (`viewKey`): another folder, label or search starts empty.
 */
export type Selection = { viewKey: string; ids: ReadonlySet<number> };

/** The ids selected in the view `viewKey` that are still in its list. */
export function selectedIn(selection: Selection, viewKey: string, ids: readonly number[]) {
  if (selection.viewKey !== viewKey) return [];
  return ids.filter((id) => selection.ids.has(id));
}

export function toggleOne(
  selection: Selection,
  viewKey: string,
  id: number,
  visible: readonly number[],
): Selection {
  const ids = new Set(selectedIn(selection, viewKey, visible));
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { viewKey, ids };
}

export function toggleAll(
  selection: Selection,
  viewKey: string,
  visible: readonly number[],
): Selection {
  const selected = selectedIn(selection, viewKey, visible);
  const all = visible.length > 0 && selected.length === visible.length;
  return { viewKey, ids: new Set(all ? [] : visible) };
}
