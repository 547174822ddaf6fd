import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoute, Outlet, RouterProvider } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/app/query-client';
import { SignedInProviders } from '@/app/signed-in-app';
import type { AppManifest } from '@/components/layout/nav-types';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { formatDay } from '@/lib/i18n/formats';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { BookmarkBar } from './bookmark-bar';
import { AfterContent, ContentShown } from '@/components/layout/after-content';
import { NavbarSearch, SearchShortcuts } from './navbar-search';
import { holdPosts } from '@/testing/hold-posts';
import { memoryRouter } from '@/testing/memory-router';
import { declareFeatures, declareNoFeatures, menuPage, usersPages } from '@/testing/menu';

const i18nReady = startI18n();

// The menu of this test: the seed's Data table, Permissions and shop pages are left out, so the
// search and the bar must not offer them.
const manifests: AppManifest[] = [
  menuPage('analytics', '/dashboards/analytics', 'Dashboard', { group: 'dashboards' }),
  menuPage('todo', '/apps/todo', 'Todo'),
  menuPage('chat', '/apps/chat', 'Chat'),
  menuPage('email', '/apps/email', 'Email'),
  menuPage('kanban', '/apps/kanban', 'Kanban'),
  menuPage('calendar', '/apps/calendar', 'Calendar'),
  menuPage('invoices', '/apps/invoices', 'Invoice'),
  menuPage('users', '/apps/users', 'User', { children: usersPages }),
  menuPage('accessControl', '/access-control', 'AccessControl', { group: 'pages' }),
];

/**
 * The two components as the navbar will hold them, in a router with a catch-all page; without the
 * bookmark bar where the backend serves no bookmarks (as `_authenticated.tsx` leaves it out).
 */
async function renderNavbar({ withBar = true, chromeShown = true } = {}) {
  await i18nReady;
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  await signInAs('admin');
  const layout = () => (
    <SearchShortcuts manifests={manifests}>
      {(open) => (
        <>
          <header>
            {/* As in the layout: the navbar's controls wait for the page's content. */}
            <ContentShown value={chromeShown}>
              <AfterContent>
                <NavbarSearch onOpen={open} />
              </AfterContent>
            </ContentShown>
            {withBar ? <BookmarkBar manifests={manifests} /> : null}
            <input aria-label="Another field" />
          </header>
          <Outlet />
        </>
      )}
    </SearchShortcuts>
  );
  const router = memoryRouter('/', layout, (root) => [
    createRoute({ getParentRoute: () => root, path: '$', component: () => <p>Some page</p> }),
  ]);
  const user = userEvent.setup();
  render(
    <AppProviders>
      <SignedInProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </SignedInProviders>
    </AppProviders>,
  );
  await act(() => router.load());
  // The bar fills in once the bookmarks have loaded.
  if (withBar) await screen.findByRole('link', { name: 'Todo' });
  return { router, user };
}

const bar = () => screen.getByRole('navigation', { name: 'Bookmarks' });
const barLinks = () =>
  within(bar())
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));
const combobox = () => screen.getByRole('combobox', { name: 'Search pages and records' });
/** The cell aria-activedescendant points at (jsdom's roles call a grid's <td> "cell"). */
function activeCell() {
  const cell = document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
  if (!cell) throw new Error('no active cell');
  expect(cell).toHaveAttribute('aria-selected', 'true');
  return cell;
}
const rowOf = (title: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('link', { name: title }));

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  await waitFor(() => expect(combobox()).toHaveFocus());
}

describe('bookmark bar', () => {
  it('shows four bookmarks of the menu and the rest under "More bookmarks"', async () => {
    const { user } = await renderNavbar();
    expect(barLinks()).toEqual(['Todo', 'Chat', 'Email', 'Calendar']);
    await user.click(within(bar()).getByRole('button', { name: 'More bookmarks' }));
    // The menu's code loads on this first click and its target then takes the button's place.
    await waitFor(() =>
      expect(within(bar()).getByRole('button', { name: 'More bookmarks' })).toHaveAttribute(
        'aria-expanded',
        'true',
      ),
    );
    // `hidden`: the menu's fade-in may still be running on a busy machine.
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Access control', '/access-control'],
    ]);
  });
});

describe('navbar search', () => {
  it('opens with Ctrl+K, filters as the user types and opens the chosen page with Enter', async () => {
    const { router, user } = await renderNavbar();
    await openWithKeyboard(user);
    expect(screen.getByRole('dialog', { name: 'Search pages and records' })).toBeInTheDocument();

    await user.type(combobox(), 'e');
    const grid = screen.getByRole('grid', { name: 'Search results' });
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', grid.id);
    // Prefix match first, then the titles containing "e"; Permissions is not in this menu.
    const apps = within(grid).getByRole('rowgroup', { name: 'Apps' });
    expect(
      within(apps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Email', 'Calendar', 'Invoices', 'Users', 'Roles']);
    expect(within(grid).getByRole('rowgroup', { name: 'Pages' })).toHaveTextContent(
      'Access control',
    );
    expect(activeCell()).toHaveTextContent('Email');
    expect(combobox()).toHaveAttribute('aria-activedescendant', activeCell().id);

    await user.keyboard('{ArrowDown}');
    expect(activeCell()).toHaveTextContent('Calendar');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/calendar'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps every key typed right after Ctrl+K, before the dialog has loaded', async () => {
    const { user } = await renderNavbar();
    // Typed at once, while the dialog's code is still loading: nothing may be lost ("mran").
    await user.keyboard('{Control>}k{/Control}Imran');
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(combobox()).toHaveValue('Imran');
    await user.keyboard('{Backspace}');
    expect(combobox()).toHaveValue('Imra');
    // A later opening starts empty again.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openWithKeyboard(user);
    expect(combobox()).toHaveValue('');
  });

  it("works from the layout's first paint, before the navbar's button has rendered", async () => {
    const { user } = await renderNavbar({ chromeShown: false });
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}Imran');
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(combobox()).toHaveValue('Imran');
  });

  it('wraps around with the arrows, closes with Escape and shows when nothing matches', async () => {
    const { user } = await renderNavbar();
    await openWithKeyboard(user);
    await user.type(combobox(), 'e');
    await user.keyboard('{ArrowUp}');
    expect(activeCell()).toHaveTextContent('Access control');
    await user.keyboard('{ArrowDown}');
    expect(activeCell()).toHaveTextContent('Email');

    // The server offers Permissions, but this menu has no such page: no page row for it.
    await user.clear(combobox());
    await user.type(combobox(), 'Permissions');
    expect(screen.queryByRole('link', { name: /^Permissions$/ })).not.toBeInTheDocument();
    await user.clear(combobox());
    await user.type(combobox(), 'Qwxz');
    expect(
      await screen.findByText('No results for “Qwxz”', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens with "/" and from the button, but not while typing in a field', async () => {
    const { user } = await renderNavbar();
    await user.type(screen.getByRole('textbox', { name: 'Another field' }), 'a/b');
    expect(screen.getByRole('textbox', { name: 'Another field' })).toHaveValue('a/b');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    screen.getByRole('textbox', { name: 'Another field' }).blur();
    await user.keyboard('/');
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(combobox()).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('dialog', { name: 'Search pages and records' }),
    ).toBeInTheDocument();
  });

  it('lists the bookmarks first for an empty query, and a click opens a page', async () => {
    const { router, user } = await renderNavbar();
    await openWithKeyboard(user);
    const bookmarks = screen.getByRole('rowgroup', { name: 'Bookmarks' });
    expect(
      within(bookmarks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Todo', 'Chat', 'Email', 'Calendar', 'Access control']);
    await user.click(screen.getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboards/analytics'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

/** Holds the update call until `release()`; then `answer`, or the mock API, responds. */
const holdUpdates = (answer?: () => Response) => holdPosts(['*/api/bookmarks/update'], answer);

describe('stars in the search', () => {
  it('adds the page to the bar before the server answers, keeping the dialog open', async () => {
    const { user } = await renderNavbar();
    const gate = holdUpdates();
    await openWithKeyboard(user);
    const kanban = rowOf('Kanban');
    if (!kanban) throw new Error('no Kanban row');
    const star = within(kanban).getByRole('button', { name: 'Add to bookmarks' });
    expect(star).toHaveAttribute('aria-pressed', 'false');

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAccessibleName('Remove from bookmarks');
    expect(barLinks()).toEqual(['Todo', 'Chat', 'Email', 'Kanban']);
    // The row stays where it was, and focus stays in the search field.
    expect(
      within(screen.getByRole('rowgroup', { name: 'Apps' })).getByText('Kanban'),
    ).toBeVisible();
    expect(combobox()).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // Once saved, the list is fetched again and the server's answer agrees.
    const refetched = new Promise<void>((resolve) => {
      mockServer.events.on('response:mocked', ({ request }) => {
        if (request.method === 'GET' && request.url.endsWith('/api/bookmarks/data')) resolve();
      });
    });
    gate.release();
    await act(() => refetched);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(barLinks()).toEqual(['Todo', 'Chat', 'Email', 'Kanban']);
    mockServer.events.removeAllListeners('response:mocked');
  });

  it('toggles the active row with Enter on its star cell (arrow key to reach it)', async () => {
    const { user } = await renderNavbar();
    await openWithKeyboard(user);
    await user.type(combobox(), 'todo');
    await user.keyboard('{ArrowRight}');
    expect(activeCell()).toContainElement(
      screen.getByRole('button', { name: 'Remove from bookmarks' }),
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(barLinks()).toEqual(['Chat', 'Email', 'Calendar', 'Access control']),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(activeCell()).toHaveTextContent('Todo');
  });

  it('puts the star back and asks for an error toast when the server fails', async () => {
    const { user } = await renderNavbar();
    const error = vi.spyOn(notify, 'error');
    const gate = holdUpdates(() => HttpResponse.json({ message: 'x' }, { status: 500 }));
    await openWithKeyboard(user);
    const chat = rowOf('Chat');
    if (!chat) throw new Error('no Chat row');
    const star = within(chat).getByRole('button', { name: 'Remove from bookmarks' });

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(barLinks()).toEqual(['Todo', 'Email', 'Calendar', 'Access control']);

    gate.release();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(barLinks()).toEqual(['Todo', 'Chat', 'Email', 'Calendar']);
    expect(error).toHaveBeenCalledWith('x');
  });

  it('finds records under the pages, and Enter on one opens its page', async () => {
    const { router, user } = await renderNavbar();
    await openWithKeyboard(user);
    await user.type(combobox(), 'john doe');
    const users = await screen.findByRole('rowgroup', { name: 'Users' }, { timeout: 5000 });
    expect(users).toHaveTextContent('John Doe');
    expect(users).toHaveTextContent('admin@demo.com');
    // No page is called so: the first record is the active row.
    expect(activeCell()).toHaveTextContent('John Doe');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/users/1'));
  });

  it("writes a record's day in the user's language, not as the API's ISO day", async () => {
    const event = getDemoSession().db.events.find((candidate) => !candidate.title.includes('<'));
    if (!event) throw new Error('no event seeded');
    const { user } = await renderNavbar();
    await openWithKeyboard(user);
    await user.type(combobox(), event.title);
    const events = await screen.findByRole('rowgroup', { name: 'Events' }, { timeout: 5000 });
    expect(events).toHaveTextContent(formatDay(event.start.slice(0, 10), 'en'));
    expect(events).not.toHaveTextContent(event.start.slice(0, 10));
  });

  it('shows the records opened lately while the box is empty, and Clear forgets them', async () => {
    const { router, user } = await renderNavbar();
    await openWithKeyboard(user);
    await user.type(combobox(), 'john doe');
    await screen.findByRole('rowgroup', { name: 'Users' }, { timeout: 5000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/users/1'));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openWithKeyboard(user);
    const recent = await screen.findByRole('rowgroup', { name: 'Recently opened' });
    expect(recent).toHaveTextContent('John Doe');
    // First and active: Enter opens it again.
    expect(activeCell()).toHaveTextContent('John Doe');
    // Typing hides them; emptying the box brings them back.
    await user.type(combobox(), 'x');
    expect(screen.queryByRole('rowgroup', { name: 'Recently opened' })).toBeNull();
    await user.clear(combobox());
    await screen.findByRole('rowgroup', { name: 'Recently opened' });
    // Clear is reached with Tab from the box (after the close button).
    await user.tab();
    await user.tab();
    const clear = screen.getByRole('button', { name: 'Clear recently opened' });
    expect(clear).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('rowgroup', { name: 'Recently opened' })).toBeNull();
  });
});

describe('search under a backend that serves neither bookmarks nor record search', () => {
  const asked: string[] = [];
  beforeEach(async () => {
    asked.length = 0;
    mockServer.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    await declareFeatures(['todo', 'users', 'roles']);
  });
  afterEach(async () => {
    mockServer.events.removeAllListeners('request:start');
    await declareNoFeatures();
  });

  it("offers the menu's pages, without stars, and asks the API for nothing", async () => {
    const { user, router } = await renderNavbar({ withBar: false });
    await openWithKeyboard(user);
    expect(combobox()).toHaveAttribute('placeholder', 'Search pages…');
    await user.type(combobox(), 'ro');
    const roles = await screen.findByRole('link', { name: 'Roles' });
    expect(screen.queryByRole('button', { name: /bookmarks/ })).not.toBeInTheDocument();
    // Long enough for the record search's pause to have passed, had it been asked.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('rowgroup', { name: 'Users' })).not.toBeInTheDocument();
    await user.click(roles);
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/roles'));
    expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });
});
