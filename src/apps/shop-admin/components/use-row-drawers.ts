import { useCallback, useState } from 'react';

/**
 * The add drawer and the edit drawer of a back-office list. The row being edited stays set while
 * its drawer closes, so the title does not change; `edited` is that row as the list now has it
 * (refetched when someone else changes it, so the open form says so), or as it was opened once it
 * has left the page. The callbacks keep their identity, so the list's columns are built once.
 */
export function useRowDrawers<Row extends { id: number }>(rows: readonly Row[] | undefined) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ row?: Row; opened: boolean }>({ opened: false });
  const openAdd = useCallback(() => setAdding(true), []);
  const closeAdd = useCallback(() => setAdding(false), []);
  const edit = useCallback((row: Row) => setEditing({ row, opened: true }), []);
  const closeEdit = useCallback(() => setEditing((current) => ({ ...current, opened: false })), []);
  return {
    adding,
    openAdd,
    closeAdd,
    editing: editing.opened,
    edited: rows?.find((row) => row.id === editing.row?.id) ?? editing.row,
    edit,
    closeEdit,
  };
}
