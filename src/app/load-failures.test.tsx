import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { localeHandler } from '@/testing/locale-handler';
import { renderRoute } from '@/testing/render-route';

/*
 * Every page that loads data, with its first load failing (the request and its silent retry):
 * the failure is said where the data would be, in the user's language, with Retry, and the
 * layout stays usable. "Unexpected Application Error!" is kept for render errors.
 */
const pages = [
  {
    path: '/apps/users',
    endpoint: '*/api/users/list/data',
    title: 'The records could not be loaded.',
    heading: 'Users',
  },
  {
    path: '/apps/permissions',
    endpoint: '*/apps/permissions/data',
    title: 'The records could not be loaded.',
    heading: 'Permissions',
  },
  {
    path: '/apps/todo',
    endpoint: '*/apps/todo/tasks',
    title: 'The tasks could not be loaded.',
    heading: 'Todo',
  },
  {
    path: '/dashboards/analytics',
    endpoint: '*/api/dashboard/overview',
    title: 'This page could not be loaded.',
    heading: 'Analytics',
  },
  {
    path: '/apps/roles',
    endpoint: '*/apps/roles',
    title: 'This page could not be loaded.',
    heading: 'Roles',
  },
  {
    path: '/apps/users/1',
    endpoint: '*/api/users/user',
    title: 'This page could not be loaded.',
    heading: 'John Doe',
  },
  {
    path: '/mock-api',
    endpoint: '*/__mock/status',
    title: 'This page could not be loaded.',
    heading: 'Mock API',
  },
];

describe('a page whose data fails to load', { timeout: 30_000 }, () => {
  it.each(pages)(
    '$path says so in place, in the user language, and Retry loads it',
    async (page) => {
      mockServer.use(
        http.get(page.endpoint, () =>
          HttpResponse.json({ message: 'mockApi.errors.simulated' }, { status: 500 }),
        ),
      );
      const { user } = await renderRoute(page.path, { as: 'admin' });
      expect(await screen.findByText(page.title)).toBeVisible();
      expect(
        screen.getByText('The server failed to answer (a failure simulated by the mock API).'),
      ).toBeVisible();
      expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
      // The layout stays: its menu still leads elsewhere.
      const menu = screen.getByRole('navigation', { name: 'Main menu' });
      expect(within(menu).getByRole('link', { name: 'Analytics' })).toBeVisible();

      mockServer.resetHandlers();
      mockServer.use(localeHandler);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: page.heading, level: 1 })).toBeVisible(),
      );
      await waitFor(() => expect(screen.queryByText(page.title)).toBeNull());
    },
  );
});

it("says the users' counts are not available when their list fails, instead of loading forever", async () => {
  mockServer.use(
    http.get('*/api/users/list/data', () =>
      HttpResponse.json({ message: 'mockApi.errors.simulated' }, { status: 500 }),
    ),
  );
  await renderRoute('/apps/users', { as: 'admin' });
  expect(await screen.findByText('The records could not be loaded.')).toBeVisible();
  const total = screen.getByRole('region', { name: 'Total users' });
  expect(within(total).getByRole('heading', { level: 2 })).toHaveTextContent('—');
});
