import { act, screen, waitFor, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { addRoleAsAdmin, renderRoute } from '@/testing/render-route';

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

const newestFirst = () => getDemoSession().db.users.toReversed();

// Paging, the page size, sorting, the undoable delete and the own row are the end-to-end flows'
// (e2e/users.spec.ts, on the built app): the cases here are what those leave out.
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
