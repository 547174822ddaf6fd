import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { reviewFigures } from '@/mocks/lib/review-figures';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };
const db = () => getDemoSession().db;

async function firstRow() {
  const table = await screen.findByRole('table', { name: 'Reviews' }, loaded);
  let row: HTMLElement | undefined;
  await waitFor(() => {
    row = within(table)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByRole('rowheader') !== null);
    expect(row).toBeDefined();
  }, loaded);
  if (!row) throw new Error('no row');
  return row;
}

/** The newest pending review, as the list's first row shows it. */
const newestPending = () =>
  db()
    .reviews.filter((review) => review.status === 'pending')
    .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];

describe('the Reviews page', { timeout: 30_000 }, () => {
  it('approves a pending review from the URL’s filter; the product’s rating follows', async () => {
    const review = newestPending();
    if (!review) throw new Error('no pending review');
    const { user } = await renderRoute('/apps/ecommerce/reviews?status=pending', { as: 'admin' });
    const row = await firstRow();
    expect(within(row).getByRole('rowheader')).toHaveTextContent(review.title);
    expect(within(row).getByText('Pending')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: `Approve “${review.title}”` }));
    await waitFor(() => expect(review.status).toBe('approved'), loaded);
    const product = db().products.find((candidate) => candidate.id === review.productId);
    expect(product).toMatchObject(reviewFigures(db().reviews, review.productId));
    await expectToast('Reviews updated.');
  });

  it('puts the status back with an error toast when the API refuses', async () => {
    const review = newestPending();
    if (!review) throw new Error('no pending review');
    mockServer.use(
      http.post('*/apps/ecommerce/reviews/status', () =>
        HttpResponse.json({ message: 'errors.notFound' }, { status: 404 }),
      ),
    );
    const { user } = await renderRoute('/apps/ecommerce/reviews?status=pending', { as: 'admin' });
    const row = await firstRow();
    await user.click(within(row).getByRole('button', { name: `Hide “${review.title}”` }));
    await expectToast('The requested record was not found.');
    await waitFor(async () => expect(within(await firstRow()).getByText('Pending')).toBeVisible());
    expect(review.status).toBe('pending');
  });

  it('sends the client to not-authorized, with no menu entry', async () => {
    const { router } = await renderRoute('/apps/ecommerce/reviews', { as: 'client' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'), loaded);
    expect(screen.queryByRole('link', { name: 'Reviews' })).toBeNull();
  });
});
