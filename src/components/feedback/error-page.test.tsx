import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { renderRoute } from '@/testing/render-route';

describe('route errors', () => {
  it('shows the error page with the error text and recovers on retry', async () => {
    mockServer.use(
      http.get('*/__mock/status', () =>
        HttpResponse.json({ message: 'Status store is down' }, { status: 500 }),
      ),
    );
    const { user } = await renderRoute('/mock-api', { as: 'admin' });

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    expect(screen.getByText('Status store is down')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');

    mockServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Mock API' })).toBeVisible();
  });

  it('shows the 404 page for an unknown path', async () => {
    await renderRoute('/no/such/page', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
