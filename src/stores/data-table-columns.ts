import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** localStorage key of the column settings of every data table. */
export const DATA_TABLE_COLUMNS_KEY = 'dataTableColumns';

/** Narrowest a column may be made (px), by dragging or with the keyboard. */
export const MIN_COLUMN_WIDTH = 64;
/** Widest a column may be made (px). */
export const MAX_COLUMN_WIDTH = 1200;

type ColumnLists = Record<string, readonly string[]>;
type ColumnWidths = Record<string, Readonly<Record<string, number>>>;

type DataTableColumnsStore = {
  /** Hidden column ids per table key. A table that is not listed shows every column. */
  hidden: ColumnLists;
  /** The user's column order per table key; columns it does not list keep their place after. */
  order: ColumnLists;
  /** Column widths (px) the user set, per table key; other columns keep their own. */
  widths: ColumnWidths;
  setColumnHidden: (tableKey: string, columnId: string, hidden: boolean) => void;
  setHiddenColumns: (tableKey: string, columnIds: readonly string[]) => void;
  showAllColumns: (tableKey: string) => void;
  setColumnOrder: (tableKey: string, columnIds: readonly string[]) => void;
  /** `undefined` goes back to the column's own width. */
  setColumnWidth: (tableKey: string, columnId: string, width: number | undefined) => void;
  /** Every column shown, in its own order and width. */
  resetColumns: (tableKey: string) => void;
};

/**
 * Where a table's settings are kept: per table and per signed-in user, so two people sharing a
 * browser keep their own (`users@7`); without a user (tests, sign-in) the table id alone.
 */
export function columnSettingsKey(tableId: string, userId: number | undefined): string {
  return userId === undefined ? tableId : `${tableId}@${userId}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Anything else than `{ tableKey: [columnId, …] }` (an old or hand-edited value) is dropped. */
function readLists(value: unknown): ColumnLists {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([tableKey, columns]) =>
      Array.isArray(columns) && columns.every((column) => typeof column === 'string')
        ? [[tableKey, columns as string[]]]
        : [],
    ),
  );
}

/** `{ tableKey: { columnId: px } }`, each width a number within the bounds; the rest dropped. */
function readWidths(value: unknown): ColumnWidths {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([tableKey, widths]) =>
      isRecord(widths)
        ? [
            [
              tableKey,
              Object.fromEntries(
                Object.entries(widths).filter(
                  (entry): entry is [string, number] =>
                    typeof entry[1] === 'number' &&
                    entry[1] >= MIN_COLUMN_WIDTH &&
                    entry[1] <= MAX_COLUMN_WIDTH,
                ),
              ),
            ],
          ]
        : [],
    ),
  );
}

function readSaved(value: unknown): Pick<DataTableColumnsStore, 'hidden' | 'order' | 'widths'> {
  const saved = isRecord(value) ? value : {};
  return {
    hidden: readLists(saved.hidden),
    order: readLists(saved.order),
    widths: readWidths(saved.widths),
  };
}

/** A copy of `record` without `key` (own properties only). */
function without<Value>(record: Record<string, Value>, key: string): Record<string, Value> {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
}

/**
 * Which columns the user hid, moved and resized in each data table. It is a UI setting like the
 * skin, so it lives in zustand and persists, but in a store of its own: `ui-settings` keeps the
 * product's fixed localStorage keys, while this map grows with every table, and a table
 * re-renders only when its own entry changes.
 */
export const useDataTableColumns = create<DataTableColumnsStore>()(
  persist(
    (set) => ({
      hidden: {},
      order: {},
      widths: {},
      setColumnHidden: (tableKey, columnId, isHidden) =>
        set((state) => {
          const current = Object.hasOwn(state.hidden, tableKey) ? state.hidden[tableKey] : [];
          const next = isHidden
            ? [...new Set([...(current ?? []), columnId])]
            : (current ?? []).filter((id) => id !== columnId);
          return { hidden: { ...state.hidden, [tableKey]: next } };
        }),
      setHiddenColumns: (tableKey, columnIds) =>
        set((state) => ({ hidden: { ...state.hidden, [tableKey]: [...new Set(columnIds)] } })),
      showAllColumns: (tableKey) =>
        set((state) => ({ hidden: { ...state.hidden, [tableKey]: [] } })),
      setColumnOrder: (tableKey, columnIds) =>
        set((state) => ({ order: { ...state.order, [tableKey]: [...new Set(columnIds)] } })),
      setColumnWidth: (tableKey, columnId, width) =>
        set((state) => {
          const current = Object.hasOwn(state.widths, tableKey) ? state.widths[tableKey] : {};
          const rest = without({ ...current }, columnId);
          const next =
            width === undefined
              ? rest
              : {
                  ...rest,
                  [columnId]: Math.round(
                    Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)),
                  ),
                };
          return { widths: { ...state.widths, [tableKey]: next } };
        }),
      resetColumns: (tableKey) =>
        set((state) => ({
          hidden: { ...state.hidden, [tableKey]: [] },
          order: without(state.order, tableKey),
          widths: without(state.widths, tableKey),
        })),
    }),
    {
      name: DATA_TABLE_COLUMNS_KEY,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ hidden: state.hidden, order: state.order, widths: state.widths }),
      merge: (persisted, current) => ({ ...current, ...readSaved(persisted) }),
    },
  ),
);

/**
 * The columns in the user's order: those `order` names first, in its order, then the others in
 * their own. Ids `order` has that the table no longer has are skipped.
 */
export function orderColumnIds(columnIds: readonly string[], order: readonly string[]): string[] {
  const known = new Set(columnIds);
  const first = order.filter((id) => known.has(id));
  const placed = new Set(first);
  return [...first, ...columnIds.filter((id) => !placed.has(id))];
}
