import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';

describe('analytics dashboard', () => {
  it('is where the admin lands, with the four figures from the API', async () => {
    const { router } = await renderRoute('/', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboards/analytics');

    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getByRole('heading', { level: 2 })).toHaveTextContent('500');
    expect(within(users).getByText(/^Active: \d+/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Invoiced' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Open tasks' })).toBeVisible();
    const events = screen.getByRole('region', { name: "Today's events" });
    expect(within(events).getByRole('heading', { level: 2 })).toHaveTextContent('3');
    expect(within(events).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the client only the cards of sources it may read', async () => {
    const { router } = await renderRoute('/', { as: 'client' });
    expect(await screen.findByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboards/analytics');
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoiced' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Open tasks' })).toBeVisible();
    expect(screen.getByRole('region', { name: "Today's events" })).toBeVisible();
  });
});
