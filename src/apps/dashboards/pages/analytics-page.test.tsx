import { screen, within } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { renderRoute } from '@/testing/render-route';

/** Earliest due first, a task without a due date after every dated one. */
const dueTime = (dueDate: string | null) =>
  dueDate === null ? Number.POSITIVE_INFINITY : Date.parse(dueDate);

/** The account's own open tasks and orders, straight from the mock's tables. */
function ownWork(email: string) {
  const { db } = getDemoSession();
  const id = db.users.find((user) => user.email === email)?.id;
  const tasks = db.tasks.filter(
    (task) => task.assignee?.id === id && !task.isDeleted && !task.isCompleted,
  );
  return { tasks, orders: db.orders.filter((order) => order.userId === id) };
}

// The first render transforms the lazy route chunks: seconds on a busy machine. The page renders
// with its data (the route waits for it), so its cards come with its heading.
const loaded = { timeout: 15_000 };

describe('analytics dashboard', { timeout: 30_000 }, () => {
  it('is where the admin lands, with the figures from the API and its own work', async () => {
    const { router } = await renderRoute('/', { as: 'admin' });
    expect(
      await screen.findByRole('heading', { name: 'Analytics', level: 1 }, loaded),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboards/analytics');

    const users = screen.getByRole('region', { name: 'Users' });
    expect(within(users).getByRole('heading', { level: 2 })).toHaveTextContent('500');
    expect(within(users).getByText(/^Active: \d+/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Invoiced' })).toBeVisible();
    const tasks = screen.getByRole('region', { name: 'My open tasks' });
    const own = ownWork('admin@demo.com');
    expect(within(tasks).getByRole('heading', { level: 2 })).toHaveTextContent(
      String(own.tasks.length),
    );
    // The admin runs the shop: its work in place of his own purchases.
    expect(screen.queryByRole('region', { name: 'My orders' })).toBeNull();
    const paid = getDemoSession().db.orders.filter((order) => order.status === 'paid');
    const toShip = screen.getByRole('region', { name: 'Orders to ship' });
    expect(within(toShip).getByRole('heading', { level: 2 })).toHaveTextContent(
      String(paid.length),
    );
    // The admin's own events of the day, not the client's Family brunch.
    const events = screen.getByRole('region', { name: "Today's events" });
    expect(within(events).getByRole('heading', { level: 2 })).toHaveTextContent('2');
    expect(within(events).getAllByRole('listitem')).toHaveLength(2);
    expect(events).not.toHaveTextContent('Family brunch');
  });

  it("shows the client its own tasks and orders, not everyone's, and what comes next", async () => {
    const { router } = await renderRoute('/', { as: 'client' });
    expect(
      await screen.findByRole('heading', { name: 'Analytics', level: 1 }, loaded),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboards/analytics');
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoiced' })).toBeNull();

    const own = ownWork('client@demo.com');
    const everyonesOpen = getDemoSession().db.tasks.filter(
      (task) => !task.isDeleted && !task.isCompleted,
    );
    expect(own.tasks.length).toBeLessThan(everyonesOpen.length);
    const tasks = screen.getByRole('region', { name: 'My open tasks' });
    expect(within(tasks).getByRole('heading', { level: 2 })).toHaveTextContent(
      String(own.tasks.length),
    );
    const orders = screen.getByRole('region', { name: 'My orders' });
    expect(within(orders).getByRole('heading', { level: 2 })).toHaveTextContent(
      String(own.orders.length),
    );
    // Its own events only: the admin's of the same day are not on its home.
    const events = screen.getByRole('region', { name: "Today's events" });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Family brunch')]);

    // Below the figures, the client's own next tasks and latest orders: the page is full.
    const nextTasks = screen.getByRole('region', { name: 'My next tasks' });
    expect(
      within(nextTasks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      own.tasks
        .toSorted((a, b) => dueTime(a.dueDate) - dueTime(b.dueDate) || a.id - b.id)
        .map((task) => expect.stringContaining(task.title)),
    );
    const recentOrders = screen.getByRole('region', { name: 'My recent orders' });
    const newest = own.orders.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(within(recentOrders).getAllByRole('listitem')).toHaveLength(Math.min(4, newest.length));
    // Each opens the client's own order page, by the number it shows.
    const first = newest[0];
    expect(
      within(recentOrders).getByRole('link', { name: first?.number ?? 'no order' }),
    ).toHaveAttribute('href', `/apps/ecommerce/orders/${first?.number.slice(1) ?? ''}`);
    expect(screen.queryByRole('region', { name: 'Orders to ship' })).toBeNull();
    const comingUp = screen.getByRole('region', { name: 'Coming up in the next 7 days' });
    expect(within(comingUp).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
