import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { renderRoute } from '@/testing/render-route';

describe('route errors', () => {
  // A failed load is said in place (src/app/load-failures.test.tsx); the error page is for a
  // page that cannot render what it got, a bug: here an answer of the wrong shape.
  it('shows the error page with the error text and recovers on retry', async () => {
    mockServer.use(http.get('*/__mock/status', () => HttpResponse.json({ status: 'garbled' })));
    const { user } = await renderRoute('/mock-api', { as: 'admin' });

    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    // The error's own text, in its block: on a busy machine a toast may repeat it.
    expect(screen.getByText(/session/, { selector: 'pre' })).toBeVisible();
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
