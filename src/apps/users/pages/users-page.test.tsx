import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toastTimings } from '@/lib/notify/notify';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { addRoleAsAdmin, renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

/** The table's rows (the header row left out). */
function bodyRows() {
  const table = screen.getByRole('table', { name: 'List of users' });
  return within(table).getAllByRole('row').slice(1);
}

/** The names shown, in order: each row is headed by its user's name, a link to the user. */
function shownNames() {
  return bodyRows().map(
    (row) => within(within(row).getByRole('rowheader')).getByRole('link').textContent,
  );
}

const header = () => screen.getByRole('columnheader', { name: /User/ });

const newestFirst = () => getDemoSession().db.users.toReversed();

const deleteFirst = async () => {
  const view = await renderRoute('/apps/users', { as: 'admin' });
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  const [first] = newestFirst();
  if (!first) throw new Error('no users seeded');
  await view.user.click(screen.getByRole('button', { name: `Delete ${first.fullName}` }));
  return { ...view, first };
};
const stored = (id: number) => getDemoSession().db.users.some((user) => user.id === id);

// Each case renders the whole route tree against the mock API; the first also transforms the lazy
// route chunks, which takes several seconds on a busy machine.
describe('users list', { timeout: 30_000 }, () => {
  it('shows the first page, the stat cards and the summary', async () => {
    await renderRoute('/apps/users', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    const users = newestFirst();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(shownNames()).toEqual(users.slice(0, 10).map((user) => user.fullName));
    expect(screen.getByText('Showing 1 to 10 of 500')).toBeVisible();
    const total = screen.getByRole('region', { name: 'Total users' });
    expect(within(total).getByRole('heading', { level: 2 })).toHaveTextContent('500');
    const active = users.filter((user) => user.status === 'active').length;
    expect(
      within(screen.getByRole('region', { name: 'Active users' })).getByRole('heading'),
    ).toHaveTextContent(String(active));
  });

  it('pages through the mock API with the URL following', async () => {
    const { user, router } = await renderRoute('/apps/users', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    const users = newestFirst();
    // The previous page stays on screen until the next one arrives.
    await waitFor(() => expect(shownNames()[0]).toBe(users[10]?.fullName));
    expect(screen.getByText('Showing 11 to 20 of 500')).toBeVisible();
    expect(router.state.location.search).toEqual({ page: 2 });

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(shownNames()[0]).toBe(users[490]?.fullName));
    expect(screen.getByText('Showing 491 to 500 of 500')).toBeVisible();
  });

  it("links each row to the user's profile, in the app on a plain click only", async () => {
    const { user, router } = await renderRoute('/apps/users', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const [first] = newestFirst();
    if (!first) throw new Error('no users seeded');
    const name = within(bodyRows()[0] as HTMLElement).getByRole('link', { name: first.fullName });
    const eye = screen.getByRole('link', { name: `View ${first.fullName}` });
    expect(name).toHaveAttribute('href', `/apps/users/${first.id}`);
    expect(eye).toHaveAttribute('href', `/apps/users/${first.id}`);
    // With a modifier the browser opens a tab: the app stays where it is.
    const opened = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      eye.dispatchEvent(opened);
    });
    expect(opened.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/apps/users');
    await user.click(name);
    expect(await screen.findByRole('heading', { name: first.fullName, level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/apps/users/${first.id}`);
  });

  it('changes the page size, back to the first page', async () => {
    const { user, router } = await renderRoute('/apps/users?page=3', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const users = newestFirst();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    // A new page size starts from the first page.
    expect(router.state.location.search).toEqual({ perPage: 25 });
    expect(screen.getByText('Showing 1 to 25 of 500')).toBeVisible();

    expect(shownNames()).toEqual(users.slice(0, 25).map((candidate) => candidate.fullName));
  });

  it('sorts by a header: ascending, descending, then back', async () => {
    const { user, router } = await renderRoute('/apps/users', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(header()).not.toHaveAttribute('aria-sort');

    await user.click(within(header()).getByRole('button', { name: 'User' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    expect(router.state.location.search).toEqual({ sortColumn: 'fullName' });
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const sorted = getDemoSession()
      .db.users.map((candidate) => candidate.fullName)
      .toSorted(collator.compare);
    await waitFor(() => expect(shownNames()).toEqual(sorted.slice(0, 10)));
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by User, ascending.');

    await user.click(within(header()).getByRole('button', { name: 'User' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    expect(router.state.location.search).toEqual({ sortColumn: 'fullName', sort: 'desc' });
    await waitFor(() => expect(shownNames()[0]).toBe(sorted.at(-1)));

    await user.click(within(header()).getByRole('button', { name: 'User' }));
    await waitFor(() => expect(header()).not.toHaveAttribute('aria-sort'));
    expect(router.state.location.search).toEqual({});
  });

  it('searches at the first keystroke, and for the whole text once typing stops', async () => {
    const requests: Record<string, string>[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/users/list/data') {
        requests.push(Object.fromEntries(url.searchParams));
      }
    };
    mockServer.events.on('request:start', listener);
    const { user, router } = await renderRoute('/apps/users', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    requests.length = 0;

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'john');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('john');
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'john' }));
    // Every row shown matches the whole search (the rows of `j` came first and were replaced).
    const users = getDemoSession().db.users;
    const matchesJohn = (name: string) =>
      users
        .filter((candidate) => candidate.fullName === name)
        .some((shown) =>
          [shown.fullName, shown.email, shown.username].join(' ').toLowerCase().includes('john'),
        );
    await waitFor(() => {
      expect(screen.getByText(/^Showing 1 to \d+ of \d+$/)).not.toHaveTextContent('of 500');
      expect(shownNames().length).toBeGreaterThan(0);
      expect(shownNames().every(matchesJohn)).toBe(true);
    });
    // The first key goes at once (the rows follow the keyboard), and the whole search last. How
    // the rest of a burst is merged depends on the typing's pace (search-input.test.tsx times
    // it); page 2 of an answer may also be fetched ahead once typing pauses.
    const searches = requests.filter((request) => request.page === '1').map(({ q }) => q);
    expect(searches[0]).toBe('j');
    expect(searches.at(-1)).toBe('john');
    mockServer.events.removeListener('request:start', listener);
  });

  it('filters by a role added in the roles app, from the URL', async () => {
    const db = await addRoleAsAdmin('Auditor');
    // Two users who are not the signed-in admin (whose role gives the rights to look).
    const [first, second] = db.users.slice(-2);
    if (!first || !second) throw new Error('no users seeded');
    first.role = 'Auditor';
    second.role = 'Auditor';
    const { router } = await renderRoute('/apps/users?role=Auditor', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(router.state.location.search).toEqual({ role: 'Auditor' });
    expect(screen.getByText('Showing 1 to 2 of 2')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Role')).toHaveValue('Auditor'));
  });

  it('falls back to defaults for a bad URL instead of failing', async () => {
    const { router } = await renderRoute(
      '/apps/users?page=oops&perPage=7&sort=up&sortColumn=password&status=gone&role=admin',
      { as: 'admin' },
    );
    await waitFor(() => expect(screen.getByText(/^Showing 1 to \d+ of \d+$/)).toBeVisible());
    expect(router.state.location.search).toEqual({ role: 'admin' });
    bodyRows().forEach((row) => expect(row).toHaveTextContent('Admin'));
  });

  it('goes to the last page when the URL points past it', async () => {
    const { router } = await renderRoute('/apps/users?page=900', { as: 'admin' });
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 50 }));
    await waitFor(() => expect(screen.getByText('Showing 491 to 500 of 500')).toBeVisible());
  });

  it('selects the page with an indeterminate header box', async () => {
    const { user } = await renderRoute('/apps/users', { as: 'admin' });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    const [first] = newestFirst();
    await user.click(screen.getByRole('checkbox', { name: `Select ${first?.fullName}` }));
    expect(all).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('toolbar', { name: 'Actions on the selected rows' })).toHaveTextContent(
      'Selected: 1',
    );
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByText('Selected: 10')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Actions on the selected rows' })).toBeNull();
    expect(all).not.toBeChecked();
  });

  describe('undoable delete', () => {
    // The window is five seconds in the product; a short one keeps the cases quick.
    beforeEach(() => setUndoWindow(300));
    afterEach(() => {
      vi.useRealTimers();
      setUndoWindow(toastTimings.undo);
    });

    it('takes the row out at once and puts it back on Undo, with nothing sent', async () => {
      // Long enough to find the toast and press Undo on a busy machine. The clock runs as usual,
      // and is moved on past the window at the end rather than waited for.
      setUndoWindow(2000);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { user, first } = await deleteFirst();
      expect(screen.queryByRole('link', { name: first.fullName })).toBeNull();
      expect(screen.getByText('Showing 1 to 9 of 499')).toBeVisible();
      const toast = (await screen.findByText(`${first.fullName} deleted.`)).closest('li');
      if (!(toast instanceof HTMLElement)) throw new Error('no toast');
      await user.click(within(toast).getByRole('button', { name: 'Undo' }));
      // The list is refetched meanwhile, so the row is looked up afresh until it stays.
      await waitFor(() => expect(screen.getByRole('link', { name: first.fullName })).toBeVisible());
      // Past the window, the user is still stored: the call was never made.
      await act(() => vi.advanceTimersByTimeAsync(2500));
      expect(stored(first.id)).toBe(true);
      expect(screen.getByText('Showing 1 to 10 of 500')).toBeVisible();
    });

    it('sends the delete when the window ends, then refreshes the list and the cards', async () => {
      // Long enough that a busy machine is still inside the window when the dialog has closed.
      setUndoWindow(1500);
      const { first } = await deleteFirst();
      expect(stored(first.id)).toBe(true);
      await waitFor(() => expect(stored(first.id)).toBe(false));
      await waitFor(() =>
        expect(
          within(screen.getByRole('region', { name: 'Total users' })).getByRole('heading'),
        ).toHaveTextContent('499'),
      );
      expect(screen.getByText('Showing 1 to 10 of 499')).toBeVisible();
      expect(screen.queryByRole('link', { name: first.fullName })).toBeNull();
    });

    it('puts the row back with an error toast when the delete fails', async () => {
      mockServer.use(
        http.delete('*/apps/users/delete', () =>
          HttpResponse.json({ message: 'Simulated failure' }, { status: 500 }),
        ),
      );
      const { first } = await deleteFirst();
      expect(screen.queryByRole('link', { name: first.fullName })).toBeNull();
      await expectToast('Simulated failure');
      // The list is refetched meanwhile, so the row is looked up afresh until it stays.
      await waitFor(() => expect(screen.getByRole('link', { name: first.fullName })).toBeVisible());
      expect(stored(first.id)).toBe(true);
    });
  });

  it('does not offer to delete the signed-in user', async () => {
    const { user } = await renderRoute('/apps/users?q=doe', { as: 'admin' });
    const own = await screen.findByRole('button', { name: 'Delete John Doe' });
    expect(own).toHaveAttribute('aria-disabled', 'true');
    await user.click(own);
    expect(screen.queryByText('John Doe deleted.')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select John Doe' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    const others = bodyRows().length - 1;
    expect(screen.getByText(`Selected: ${others}`)).toBeVisible();
  });

  it('sends the client to not-authorized', async () => {
    const { router } = await renderRoute('/apps/users', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });
});

describe('user view', { timeout: 30_000 }, () => {
  it('shows the profile and the tabs', async () => {
    const { user } = await renderRoute('/apps/users/1', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'John Doe', level: 1 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('admin@demo.com').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    // The tab's form loads on first opening.
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^New password/), 'abcdefgh');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'abcdefgh1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least one letter and one digit.')).toBeVisible();
    expect(screen.getByText('The two passwords do not match.')).toBeVisible();
  });

  it('shows a not-found state for a missing or malformed id', async () => {
    const { unmount } = await renderRoute('/apps/users/99999', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'User not found', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to users' })).toBeVisible();
    unmount();
    await act(async () => {
      await renderRoute('/apps/users/abc', { as: 'admin' });
    });
    expect(await screen.findByRole('heading', { name: 'User not found', level: 1 })).toBeVisible();
  });
});
