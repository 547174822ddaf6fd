import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** localStorage key of the hidden columns of every data table. */
export const DATA_TABLE_COLUMNS_KEY = 'dataTableColumns';

type HiddenColumns = Record<string, readonly string[]>;

type DataTableColumnsStore = {
  /** Hidden column ids per table id. A table that is not listed shows every column. */
  hidden: HiddenColumns;
  setColumnHidden: (tableId: string, columnId: string, hidden: boolean) => void;
  setHiddenColumns: (tableId: string, columnIds: readonly string[]) => void;
  showAllColumns: (tableId: string) => void;
};

/** Anything else than `{ tableId: [columnId, …] }` (an old or hand-edited value) is dropped. */
function readHidden(value: unknown): HiddenColumns {
  if (typeof value !== 'object' || value === null) return {};
  const hidden = (value as { hidden?: unknown }).hidden;
  if (typeof hidden !== 'object' || hidden === null || Array.isArray(hidden)) return {};
  return Object.fromEntries(
    Object.entries(hidden).flatMap(([tableId, columns]) =>
      Array.isArray(columns) && columns.every((column) => typeof column === 'string')
        ? [[tableId, columns as string[]]]
        : [],
    ),
  );
}

/**
 * Which columns the user hid in each data table. It is a UI setting like the skin, so it lives
 * in zustand and persists, but in a store of its own: `ui-settings` keeps the product's fixed
 * localStorage keys, while this map grows with every table, and a table re-renders only when
 * its own entry changes.
 */
export const useDataTableColumns = create<DataTableColumnsStore>()(
  persist(
    (set) => ({
      hidden: {},
      setColumnHidden: (tableId, columnId, isHidden) =>
        set((state) => {
          const current = state.hidden[tableId] ?? [];
          const next = isHidden
            ? [...new Set([...current, columnId])]
            : current.filter((id) => id !== columnId);
          return { hidden: { ...state.hidden, [tableId]: next } };
        }),
      setHiddenColumns: (tableId, columnIds) =>
        set((state) => ({ hidden: { ...state.hidden, [tableId]: [...new Set(columnIds)] } })),
      showAllColumns: (tableId) => set((state) => ({ hidden: { ...state.hidden, [tableId]: [] } })),
    }),
    {
      name: DATA_TABLE_COLUMNS_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ hidden: state.hidden }),
      merge: (persisted, current) => ({ ...current, hidden: readHidden(persisted) }),
    },
  ),
);
