import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { SignedInProviders } from '@/app/signed-in-app';
import { useDataTableColumns } from '@/stores/data-table-columns';
import { DataTable, type DataTableProps } from './data-table';
import type { DataTableBulkAction } from './data-table-types';
import DataTableVirtualBody from './data-table-virtual-body';
import type { DataTableColumn } from './data-table-types';
import { SEARCH_DEBOUNCE_MS } from '@/components/forms/search-input';
import { tableSearchDefaults, type TableSearch } from '@/lib/list/list-search';
import { renderSignedIn } from '@/testing/render-route';

type Person = { id: number; name: string; city: string };
const people: Person[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `Person ${index + 1}`,
  city: index % 2 ? 'Lisbon' : 'Lyon, "Rhône"',
}));

/** How often each row's cells rendered, by id. */
const renders = new Map<number, number>();

const columns: DataTableColumn<Person, 'name' | 'city'>[] = [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    rowHeader: true,
    render: (person) => {
      renders.set(person.id, (renders.get(person.id) ?? 0) + 1);
      return person.name;
    },
    csv: (person) => person.name,
  },
  { id: 'city', header: 'City', render: (person) => person.city, csv: (person) => person.city },
];

/** How many rows each run of the bulk action was given. */
const acted: number[] = [];
const bulkActions: DataTableBulkAction<Person>[] = [
  { id: 'act', label: 'Act', icon: () => null, run: ({ rows }) => acted.push(rows.length) },
];

type HarnessProps = Partial<DataTableProps<Person, 'name' | 'city'>> & {
  onChange?: (changes: Partial<TableSearch<'name' | 'city'>>) => void;
};

function Harness({ onChange, ...props }: HarnessProps) {
  const [search, setSearch] = useState<TableSearch<'name' | 'city'>>({ ...tableSearchDefaults });
  return (
    <DataTable<Person, 'name' | 'city'>
      id="people"
      label="People"
      columns={columns}
      rows={people}
      total={42}
      getRowId={(person) => String(person.id)}
      getRowLabel={(person) => person.name}
      search={search}
      onSearchChange={(changes) => {
        onChange?.(changes);
        setSearch((previous) => ({ ...previous, ...changes }));
      }}
      bulkActions={bulkActions}
      fetching={false}
      error={null}
      onRetry={() => {}}
      {...props}
    />
  );
}

async function renderTable(props: HarnessProps = {}) {
  const { user } = await renderSignedIn(<Harness {...props} />);
  return { user };
}

const renderExpanded = (person: Person) => <p>Lives in {person.city}</p>;
const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.trim() ?? '');

beforeEach(() => {
  renders.clear();
  window.localStorage.clear();
  useDataTableColumns.setState({ hidden: {}, order: {}, widths: {} });
});

describe('DataTable', () => {
  it('re-renders only the row whose selection changed', async () => {
    const { user } = await renderTable();
    expect(renders.get(3)).toBe(1);
    renders.clear();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    expect([...renders.entries()]).toEqual([[3, 1]]);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all).toHaveProperty('indeterminate', true);
    acted.length = 0;
    await user.click(screen.getByRole('button', { name: 'Act' }));
    expect(acted).toEqual([1]);

    renders.clear();
    await user.click(all);
    // The nine rows that changed, not the one already selected.
    expect(renders.size).toBe(9);
    expect(renders.has(3)).toBe(false);
    expect(all).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Act' }));
    expect(acted).toEqual([1, 10]);
  });

  it('sends the first key of a search at once and the rest once typing pauses, not on every key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const onChange = vi.fn<(changes: Partial<TableSearch<'name' | 'city'>>) => void>();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      await renderTable({ onChange });
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lyon');
      expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lyon');
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ q: 'l', page: 1 });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(onChange.mock.calls).toEqual([[{ q: 'l', page: 1 }], [{ q: 'lyon', page: 1 }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sorts with the header button and says so with aria-sort', async () => {
    const onChange = vi.fn<(changes: Partial<TableSearch<'name' | 'city'>>) => void>();
    const { user } = await renderTable({ onChange });
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toContainElement(
      screen.queryByRole('button', { name: 'City' }),
    );
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenLastCalledWith({ sortColumn: 'name', sort: 'asc', page: 1 });
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages with the pagination and shows the range', async () => {
    const onChange = vi.fn<(changes: Partial<TableSearch<'name' | 'city'>>) => void>();
    const { user } = await renderTable({ onChange });
    expect(screen.getByText('Showing 1 to 10 of 42')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onChange).toHaveBeenLastCalledWith({ perPage: 50, page: 1 });
  });

  it('shows the empty and the error states', async () => {
    const onRetry = vi.fn<() => void>();
    const { user } = await renderTable({ rows: [], total: 0 });
    expect(screen.getByText('No records found')).toBeVisible();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    render(
      <AppProviders>
        <SignedInProviders queryClient={createQueryClient()}>
          <Harness rows={undefined} error={new Error('boom')} onRetry={onRetry} />
        </SignedInProviders>
      </AppProviders>,
    );
    expect(screen.getByText('The records could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('hides a column and remembers it per table', async () => {
    const { user } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'City', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'City' })).toBeNull());
    expect(useDataTableColumns.getState().hidden).toEqual({ people: ['city'] });
    expect(window.localStorage.getItem('dataTableColumns')).toContain('"people":["city"]');
  });

  it('exports every row the app fetches, escaped, with the visible columns', async () => {
    let saved: Blob | undefined;
    const createObjectURL = vi.fn<(blob: Blob) => string>((blob) => {
      saved = blob;
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn<(url: string) => void>() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchRows = vi.fn<() => Promise<Person[]>>(async () => [
      ...people,
      { id: 11, name: '=cmd()', city: 'x' },
    ]);
    const { user } = await renderTable({ exportCsv: { fileName: 'people', fetchRows } });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const text = (await saved?.text()) ?? '';
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,City');
    expect(lines[1]).toBe('Person 1,"Lyon, ""Rhône"""');
    expect(lines.at(-1)).toBe(`"'=cmd()",x`);
    expect(lines).toHaveLength(12);
  });

  it('expands a row to its detail, that row only re-rendering, and a new view folds it', async () => {
    const onChange = vi.fn<(changes: Partial<TableSearch<'name' | 'city'>>) => void>();
    const { user } = await renderTable({ renderExpanded, onChange });
    expect(screen.getByRole('columnheader', { name: 'Details' })).toHaveTextContent('');
    const button = screen.getByRole('button', { name: 'Details of Person 2' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    renders.clear();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(detail).toHaveTextContent('Lives in Lisbon');
    expect(detail?.querySelector('td')).toHaveAttribute('colspan', '4');
    expect([...renders.keys()]).toEqual([2]);
    // Keyboard: the native button takes Enter and Space.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Details of Person 2' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('puts the columns in the saved order and widths, and the arrange dialog moves them', async () => {
    useDataTableColumns.setState({
      order: { people: ['city'] },
      widths: { people: { name: 200 } },
    });
    const { user } = await renderTable();
    expect(headers()).toEqual(['', 'City', 'Name']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveStyle({ width: '200px' });
    expect(screen.getByRole('table')).toHaveClass(/fixedLayout/);
    // The cells follow their headers.
    expect(screen.getAllByRole('row')[1]?.textContent).toMatch(/^Lyon, "Rhône"Person 1$/);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Arrange columns…', hidden: true }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Arrange columns' });
    await user.click(within(dialog).getByRole('button', { name: 'Move Name up' }));
    expect(useDataTableColumns.getState().order).toEqual({ people: ['name', 'city'] });
    await waitFor(() => expect(headers()).toEqual(['', 'Name', 'City']));
    const width = within(dialog).getByRole('spinbutton', { name: 'Width of City in pixels' });
    await user.type(width, '180{Enter}');
    expect(useDataTableColumns.getState().widths.people).toMatchObject({ city: 180 });
    await user.click(within(dialog).getByRole('button', { name: 'Reset columns' }));
    expect(useDataTableColumns.getState().order).toEqual({});
    expect(useDataTableColumns.getState().widths).toEqual({});
  });

  it('exports the selected rows from the bulk bar', async () => {
    let saved: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: vi.fn<(blob: Blob) => string>((blob) => {
        saved = blob;
        return 'blob:test';
      }),
      revokeObjectURL: vi.fn<(url: string) => void>(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchRows = vi.fn<() => Promise<Person[]>>(async () => people);
    const { user } = await renderTable({ exportCsv: { fileName: 'people', fetchRows } });
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 4' }));
    await user.click(screen.getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetchRows).not.toHaveBeenCalled();
    const lines = ((await saved?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual(['Name,City', 'Person 4,Lisbon']);
  });

  it('draws only the rows in view in the virtualized mode, with no pages', async () => {
    const many: Person[] = Array.from({ length: 5000 }, (_, index) => ({
      id: index + 1,
      name: `Person ${index + 1}`,
      city: 'Lyon',
    }));
    // jsdom has no layout: the scrolled body says it is 500 px high, each row 50.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
    await renderTable({ rows: many, total: many.length, virtualBody: DataTableVirtualBody });
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('rowheader').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('rowheader').length).toBeLessThan(100);
  });

  it('without its toolbar offers no search, page size or columns, and pages only past one page', async () => {
    const { user } = await renderTable({ toolbar: false, bulkActions: undefined });
    expect(screen.getByRole('table', { name: 'People' })).toBeVisible();
    expect(screen.queryByRole('searchbox', { name: 'Search' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByText('Showing 11 to 20 of 42')).toBeVisible();
  });

  it('without its toolbar and with one page of rows, shows no pager', async () => {
    await renderTable({ toolbar: false, bulkActions: undefined, total: 10 });
    expect(screen.getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Table pages' })).toBeNull();
  });
});
