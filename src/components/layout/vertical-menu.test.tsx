import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { createRoute, RouterProvider } from '@tanstack/react-router';
import { theme } from '@/app/theme';
import { buildAbility } from '@/lib/ability/ability';
import { AbilityProvider } from '@/lib/ability/can';
import { startI18n } from '@/lib/i18n/i18n';
import type { AppManifest } from './nav-types';
import { VerticalMenu } from './vertical-menu';
import { memoryRouter } from '@/testing/memory-router';
import { menuPage, usersPages } from '@/testing/menu';

const manifests: AppManifest[] = [
  menuPage('users', '/apps/users', 'User', {
    icon: 'IconUsers',
    feature: 'users',
    badge: { label: '3', color: 'red' },
    children: usersPages,
  }),
  menuPage('todo', '/apps/todo', 'Todo', { badge: { label: 'nav.kanban', color: 'green' } }),
];

/** The menu alone under a small router whose routes are the manifests' paths. */
async function renderMenu(path: string) {
  await startI18n();
  const router = memoryRouter(
    path,
    () => <VerticalMenu manifests={manifests} />,
    (root) =>
      ['/apps/users', '/apps/roles', '/apps/todo'].map((page) =>
        createRoute({ getParentRoute: () => root, path: page, component: () => null }),
      ),
  );
  render(
    <MantineProvider theme={theme}>
      <AbilityProvider value={buildAbility([{ action: 'manage', subject: 'all' }])}>
        <RouterProvider router={router} />
      </AbilityProvider>
    </MantineProvider>,
  );
  await act(() => router.load());
  return { router, menu: await screen.findByRole('navigation', { name: 'Main menu' }) };
}

describe('VerticalMenu', () => {
  it('opens the parent of the current page and marks only that page', async () => {
    const { menu } = await renderMenu('/apps/roles');
    const parent = within(menu).getByRole('button', { name: /Users/ });
    expect(parent).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('keeps other parents closed until they are toggled', async () => {
    const user = userEvent.setup();
    const { menu } = await renderMenu('/apps/todo');
    const parent = within(menu).getByRole('button', { name: /Users/ });
    expect(parent).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link', { name: 'Roles' })).toBeNull();

    await user.click(parent);
    expect(parent).toHaveAttribute('aria-expanded', 'true');
    expect(await within(menu).findByRole('link', { name: 'Roles' })).toBeVisible();
  });

  it('opens a parent when navigation enters it', async () => {
    const { menu, router } = await renderMenu('/apps/todo');
    const parent = within(menu).getByRole('button', { name: /Users/ });
    // Through the history: the app's registered route types do not know this test's paths.
    act(() => router.history.push('/apps/roles'));
    await waitFor(() => expect(parent).toHaveAttribute('aria-expanded', 'true'));
    expect(await within(menu).findByRole('link', { name: 'Roles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows badges: counts as they are, other labels translated', async () => {
    const { menu } = await renderMenu('/apps/todo');
    expect(within(menu).getByRole('button', { name: /Users/ })).toHaveTextContent('3');
    expect(within(menu).getByRole('link', { name: /Todo/ })).toHaveTextContent('Kanban');
  });
});
