import { DATA_TABLE_COLUMNS_KEY } from './data-table-columns';

/** The store reads localStorage when its module loads, so each case loads it afresh. */
async function loadStore() {
  vi.resetModules();
  const { useDataTableColumns } = await import('./data-table-columns');
  return useDataTableColumns;
}

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
    expect(saved.state).toEqual({ hidden: { users: ['billing'], invoices: ['total'] } });

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
});
