import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';

/** The cells of one column, found by its header. */
function columnCells(tableName: string, header: string): HTMLElement[] {
  const table = screen.getByRole('table', { name: tableName });
  const headers = within(table).getAllByRole('columnheader');
  const index = headers.findIndex((cell) => cell.textContent?.trim() === header);
  if (index < 0) throw new Error(`No column ${header} in ${tableName}`);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll<HTMLElement>('td, th')[index])
    .filter((cell): cell is HTMLElement => cell !== undefined);
}

/**
 * In a right-to-left page a date's text must be isolated in its own direction ("1 nov. 2026"
 * read "nov. 2026 1" otherwise): the date is a `<bdi>`, inside the cell, which keeps its
 * alignment (the cell itself takes no `dir`).
 */
function expectIsolatedDates(cells: HTMLElement[]) {
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) {
    const isolated = cell.querySelector('bdi');
    expect(isolated?.textContent).toMatch(/\d{4}/);
    expect(isolated?.textContent).toBe(cell.textContent);
    expect(cell).not.toHaveAttribute('dir');
  }
}

describe('date cells read in their own direction', { timeout: 30_000 }, () => {
  it('in the invoices list', async () => {
    await renderRoute('/apps/invoices', { as: 'admin' });
    await waitFor(() => expect(columnCells('List of invoices', 'Issued date')).toHaveLength(10));
    expectIsolatedDates(columnCells('List of invoices', 'Issued date'));
  });

  it('in the permissions list', async () => {
    await renderRoute('/apps/permissions', { as: 'admin' });
    await waitFor(() => expect(columnCells('Permissions', 'Created').length).toBeGreaterThan(0));
    expectIsolatedDates(columnCells('Permissions', 'Created'));
  });

  it('in the data table', async () => {
    await renderRoute('/tables/data-table', { as: 'admin' });
    await waitFor(() => expect(columnCells('Employees', 'Start date').length).toBeGreaterThan(0));
    expectIsolatedDates(columnCells('Employees', 'Start date'));
  });
});
