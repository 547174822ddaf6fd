import { reloadStore } from '@/testing/reload-store';
import {
  columnSettingsKey,
  DATA_TABLE_COLUMNS_KEY,
  MIN_COLUMN_WIDTH,
  orderColumnIds,
  useDataTableColumns,
} from './data-table-columns';

/** The store as a page loaded now has it (it reads localStorage when the page loads). */
const loadStore = () => reloadStore(useDataTableColumns);

beforeEach(() => window.localStorage.clear());

describe('data table columns store', () => {
  it('persists hidden columns per table under dataTableColumns', async () => {
    const store = await loadStore();
    store.getState().setColumnHidden('users', 'billing', true);
    store.getState().setColumnHidden('users', 'plan', true);
    store.getState().setColumnHidden('invoices', 'total', true);
    store.getState().setColumnHidden('users', 'plan', false);
    const saved = JSON.parse(window.localStorage.getItem(DATA_TABLE_COLUMNS_KEY) ?? '{}') as {
      state: unknown;
    };
    expect(saved.state).toEqual({
      hidden: { users: ['billing'], invoices: ['total'] },
      order: {},
      widths: {},
    });

    const reloaded = await loadStore();
    expect(reloaded.getState().hidden).toEqual({ users: ['billing'], invoices: ['total'] });
    reloaded.getState().showAllColumns('users');
    expect(reloaded.getState().hidden.users).toEqual([]);
  });

  it('ignores a corrupted saved value', async () => {
    window.localStorage.setItem(
      DATA_TABLE_COLUMNS_KEY,
      JSON.stringify({ state: { hidden: { users: 'billing', roles: [1, 'x'], ok: ['a'] } } }),
    );
    expect((await loadStore()).getState().hidden).toEqual({ ok: ['a'] });
    window.localStorage.setItem(DATA_TABLE_COLUMNS_KEY, '{not json');
    expect((await loadStore()).getState().hidden).toEqual({});
  });

  it('keeps the order and widths per table, within bounds, and resets them', async () => {
    const store = await loadStore();
    store.getState().setColumnOrder('people@1', ['city', 'name', 'city']);
    store.getState().setColumnWidth('people@1', 'name', 20);
    store.getState().setColumnWidth('people@1', 'city', 240.6);
    store.getState().setColumnHidden('people@1', 'age', true);
    expect(store.getState().order).toEqual({ 'people@1': ['city', 'name'] });
    expect(store.getState().widths).toEqual({
      'people@1': { name: MIN_COLUMN_WIDTH, city: 241 },
    });
    const reloaded = await loadStore();
    expect(reloaded.getState().widths['people@1']).toEqual({ name: MIN_COLUMN_WIDTH, city: 241 });
    reloaded.getState().setColumnWidth('people@1', 'name', undefined);
    expect(reloaded.getState().widths['people@1']).toEqual({ city: 241 });
    reloaded.getState().resetColumns('people@1');
    expect(reloaded.getState()).toMatchObject({
      hidden: { 'people@1': [] },
      order: {},
      widths: {},
    });
  });

  it('drops saved widths and orders that are not what it writes', async () => {
    window.localStorage.setItem(
      DATA_TABLE_COLUMNS_KEY,
      JSON.stringify({
        state: {
          hidden: {},
          order: { a: ['x', 2], b: ['y'] },
          widths: { a: { x: 'wide', y: 5, z: 100 }, b: [1] },
        },
      }),
    );
    const store = await loadStore();
    expect(store.getState().order).toEqual({ b: ['y'] });
    expect(store.getState().widths).toEqual({ a: { z: 100 } });
  });
});

describe('orderColumnIds and columnSettingsKey', () => {
  it('puts the saved order first, the other columns after in their own order', () => {
    expect(orderColumnIds(['a', 'b', 'c', 'd'], ['c', 'gone', 'a'])).toEqual(['c', 'a', 'b', 'd']);
    expect(orderColumnIds(['a', 'b'], [])).toEqual(['a', 'b']);
  });

  it('keeps each user their own settings', () => {
    expect(columnSettingsKey('users', 7)).toBe('users@7');
    expect(columnSettingsKey('users', undefined)).toBe('users');
  });
});
