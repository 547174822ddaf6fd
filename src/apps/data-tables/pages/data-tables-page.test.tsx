import { screen, waitFor, within } from '@testing-library/react';
import { dataTableRows } from '@/mocks/seed/data-table-seed';
import { renderRoute } from '@/testing/render-route';

const table = () => screen.getByRole('table', { name: 'Employees' });
const names = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

// The whole route tree against the mock API; the first case also transforms the lazy chunks.
describe('data tables page', { timeout: 30_000 }, () => {
  it('shows the first page of the 10,000 rows with the filters of the URL', async () => {
    await renderRoute('/tables/data-table?status=resigned&ageMin=40&sortColumn=age&sort=desc', {
      as: 'admin',
    });
    expect(await screen.findByRole('heading', { name: 'Data table', level: 1 })).toBeVisible();
    const expected = dataTableRows()
      .filter((row) => row.status === 'resigned' && row.age >= 40)
      .toSorted((a, b) => b.age - a.age || b.id - a.id);
    await waitFor(() => expect(names()).toEqual(expected.slice(0, 10).map((row) => row.fullName)));
    expect(
      screen.getByText(`Showing 1 to 10 of ${expected.length.toLocaleString('en')}`),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Age, minimum' })).toHaveValue('40');
    expect(screen.getByRole('switch', { name: 'All rows in one list' })).not.toBeChecked();
  });

  it('shows the API error of a bad range where the rows were, with Retry', async () => {
    await renderRoute('/tables/data-table?salaryMin=9000&salaryMax=100', { as: 'admin' });
    expect(await screen.findByText('The records could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('a subscriber opens it too (every role reads data tables)', async () => {
    await renderRoute('/tables/data-table', { as: 'client' });
    await waitFor(() => expect(names()).toHaveLength(10));
  });
});
