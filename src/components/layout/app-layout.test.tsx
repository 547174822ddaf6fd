import { act, screen, waitFor, within } from '@testing-library/react';
import { defaultUiSettings, useUiSettings } from '@/stores/ui-settings';
import { renderRoute } from '@/testing/render-route';

const html = document.documentElement;

function settings() {
  const { set: _set, reset: _reset, ...values } = useUiSettings.getState();
  return values;
}

/** A customizer option, found inside its labelled radio group (several groups share labels). */
function option(dialog: HTMLElement, group: string, name: string) {
  return within(within(dialog).getByRole('radiogroup', { name: group })).getByRole('radio', {
    name,
  });
}

async function openCustomizer(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
  return screen.findByRole('dialog', { name: 'Theme customizer' });
}

beforeEach(() => {
  act(() => useUiSettings.getState().reset());
});

describe('AppLayout menu', () => {
  it('shows the sections and entries an admin may read, the current one marked', async () => {
    await renderRoute('/access-control', { as: 'admin' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('list', { name: 'Pages' })).toBeInTheDocument();
    expect(within(menu).getByRole('list', { name: 'Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Mock API' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Access control' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Mock API' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('hides what a client may not open, and groups left empty', async () => {
    await renderRoute('/access-control', { as: 'client' });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Access control' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Mock API' })).toBeNull();
    expect(within(menu).queryByRole('list', { name: 'Settings' })).toBeNull();
  });

  it('collapses to icons and persists it', async () => {
    const { user } = await renderRoute('/access-control', { as: 'admin' });
    const toggle = await screen.findByRole('button', { name: 'Collapse menu' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(useUiSettings.getState().menuCollapsed).toBe(true);
    expect(window.localStorage.getItem('menuCollapsed')).toBe('true');
    // Icons only, but every entry keeps its accessible name.
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Mock API' })).toBeInTheDocument();

    await user.click(toggle);
    expect(useUiSettings.getState().menuCollapsed).toBe(false);
    expect(window.localStorage.getItem('menuCollapsed')).toBe('false');
  });

  it('opens the menu drawer from the burger and closes it on navigation', async () => {
    const { user, router } = await renderRoute('/access-control', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Toggle menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Mock API' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mock-api'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
  });
});

describe('AppLayout navbar', () => {
  it('shows the breadcrumb trail of the current page', async () => {
    await renderRoute('/access-control', { as: 'admin' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    const crumbs = within(trail).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Pages', 'Access control']);
    expect(within(trail).getByText('Access control')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the user menu, the settings and a way back when hidden', async () => {
    const { user } = await renderRoute('/access-control', { as: 'admin' });
    expect(await screen.findByRole('button', { name: 'Account menu of John Doe' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Switch to dark skin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language' })).toBeInTheDocument();

    act(() => useUiSettings.getState().set({ navbarType: 'hidden', footerType: 'hidden' }));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu of John Doe' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The customizer stays reachable, so the navbar can be brought back.
    const dialog = await openCustomizer(user);
    await user.click(option(dialog, 'Navbar type', 'Sticky'));
    expect(
      screen.getByRole('button', { name: 'Account menu of John Doe', hidden: true }),
    ).toBeInTheDocument();
  });
});

describe('AppLayout on a phone', () => {
  it('renders no sidebar below md (the burger’s drawer has the menu)', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(max-width: 61.99em)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      await renderRoute('/access-control', { as: 'admin' });
      expect(await screen.findByRole('heading', { name: 'Access control' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Toggle menu' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Collapse menu' })).toBeNull();
    } finally {
      matchMedia.mockRestore();
    }
  });
});

describe('AppLayout customizer', () => {
  it('applies the skin live', async () => {
    const { user } = await renderRoute('/access-control', { as: 'admin' });
    const dialog = await openCustomizer(user);
    const skin = within(dialog).getByRole('radiogroup', { name: 'Skin' });

    await user.click(within(skin).getByRole('radio', { name: 'Dark' }));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(html).toHaveAttribute('data-skin', 'dark');
    expect(window.localStorage.getItem('skin')).toBe('dark');

    await user.click(within(skin).getByRole('radio', { name: 'Semi dark' }));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(html).toHaveAttribute('data-skin', 'semi-dark');
    // The sidebar renders Mantine's dark styles inside the light page.
    const menu = screen.getByRole('navigation', { name: 'Main menu', hidden: true });
    expect(menu.closest('[data-mantine-color-scheme]')).toHaveAttribute(
      'data-mantine-color-scheme',
      'dark',
    );
  });

  it('switches to the horizontal layout: a menu bar and no sidebar', async () => {
    const { user } = await renderRoute('/access-control', { as: 'admin' });
    const dialog = await openCustomizer(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Horizontal' }));

    expect(useUiSettings.getState().layoutType).toBe('horizontal');
    // The menu bar loads with the horizontal layout (a lazy chunk).
    const menubar = await screen.findByRole('menubar', { hidden: true });
    expect(within(menubar).getByRole('menuitem', { name: 'Pages', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Collapse menu', hidden: true })).toBeNull();
  });

  it('applies direction, width, navbar colour and footer, and resets to the defaults', async () => {
    const { user } = await renderRoute('/access-control', { as: 'admin' });
    const dialog = await openCustomizer(user);

    await user.click(within(dialog).getByRole('switch', { name: 'Right-to-left (RTL)' }));
    expect(html).toHaveAttribute('dir', 'rtl');
    await user.click(option(dialog, 'Content width', 'Full width'));
    await user.click(option(dialog, 'Navbar colour', 'Primary'));
    await user.click(option(dialog, 'Navbar type', 'Static'));
    await user.click(option(dialog, 'Footer type', 'Sticky'));
    await user.click(within(dialog).getByRole('switch', { name: 'Hidden menu' }));
    expect(settings()).toMatchObject({
      isRTL: true,
      contentWidth: 'full',
      navbarColor: 'brand',
      navbarType: 'static',
      footerType: 'sticky',
      menuHidden: true,
    });
    expect(screen.queryByRole('button', { name: 'Collapse menu', hidden: true })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(settings()).toEqual(defaultUiSettings);
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(window.localStorage.getItem('direction')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'Collapse menu', hidden: true })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = await renderRoute('/access-control', { as: 'admin' });
    await openCustomizer(user);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Theme customizer' })).toBeNull(),
    );
  });
});
