import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render-route';

const figure = (text: string | null) => Number((text ?? '').replaceAll(/\D/g, ''));

describe('e-commerce dashboard', { timeout: 30_000 }, () => {
  it('the orders card and the donut by status add up to the same orders, as they say', async () => {
    await renderRoute('/dashboards/ecommerce', { as: 'admin' });
    const card = await screen.findByRole('region', { name: 'Orders, last 30 days' });
    const cardOrders = figure(within(card).getByRole('heading', { level: 2 }).textContent);
    const leftOut = within(card).getByText(/cancelled orders? not counted/);
    const cancelledOnCard = figure(leftOut.textContent);
    const refundedLeftOut = within(card).queryByText(/refunded orders? not counted/);
    const refundedOnCard = refundedLeftOut ? figure(refundedLeftOut.textContent) : 0;

    const donut = await screen.findByRole('region', { name: 'Orders by status, last 30 days' });
    const legend = within(donut).getAllByRole('listitem');
    const byStatus = new Map(
      legend.map((row) => [row.textContent?.split(':')[0], figure(row.textContent)] as const),
    );
    const donutTotal = [...byStatus.values()].reduce((sum, count) => sum + count, 0);

    expect(cancelledOnCard).toBeGreaterThan(0);
    expect(cancelledOnCard).toBe(byStatus.get('Cancelled'));
    expect(refundedOnCard).toBe(byStatus.get('Refunded') ?? 0);
    expect(cardOrders + cancelledOnCard + refundedOnCard).toBe(donutTotal);
    // The donut's own label is that total.
    expect(within(donut).getByText(String(donutTotal))).toBeVisible();
  });
});
