import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, test, type Role, type UserData } from './fixtures';
import {
  en,
  expectNoSidewaysScroll,
  holdRequests,
  homePath,
  openSignedIn,
  text,
  translations,
} from './helpers';
import { abilityOf } from './layout-helpers';
import { money } from './money';

/** `GET /api/dashboard/overview` (docs/api.md): a section is null when its source is not readable. */
type Overview = {
  today: string;
  users: { total: number; byStatus: { active: number; pending: number; inactive: number } } | null;
  invoices: { total: number; totalAmount: number; balance: number } | null;
  tasks: { open: number; overdue: number; completed: number; important: number } | null;
  orders: { total: number; inProgress: number } | null;
  shop: {
    toShip: number;
    toPay: number;
    lowStock: number;
    reviewsToModerate: number | null;
    waiting: { id: number; number: string; customer: string }[];
  } | null;
  events: {
    today: { id: number; title: string; start: string; allDay: boolean }[];
    upcoming: number;
  } | null;
};

const cards = {
  users: 'Users',
  invoices: 'Invoiced',
  tasks: 'My open tasks',
  events: "Today's events",
  orders: 'My orders',
  toShip: 'Orders to ship',
  lowStock: 'Low stock',
  reviews: 'Reviews to moderate',
} as const;
/** The account's own work, under the figures. */
const panels = ['My next tasks', 'Coming up in the next 7 days', 'My recent orders'] as const;
const charts = {
  invoices: 'Invoiced amount by status',
  users: 'Users by status',
} as const;

/**
 * Whether a card shows, from the account's rules, and whether the API's section agrees: each card
 * summarises a source it may read; who runs the shop (`read` on `Order`) sees its work in place
 * of their own purchases.
 */
const cardRules: Record<
  keyof typeof cards,
  { shows: (can: (subject: string) => boolean) => boolean; sent: (o: Overview) => boolean }
> = {
  users: { shows: (can) => can('User'), sent: (o) => o.users !== null },
  invoices: { shows: (can) => can('Invoice'), sent: (o) => o.invoices !== null },
  tasks: { shows: (can) => can('Todo'), sent: (o) => o.tasks !== null },
  events: { shows: (can) => can('Calendar'), sent: (o) => o.events !== null },
  orders: {
    shows: (can) => can('Ecommerce') && !can('Order'),
    sent: (o) => o.orders !== null,
  },
  toShip: { shows: (can) => can('Order'), sent: (o) => o.shop !== null },
  lowStock: { shows: (can) => can('Order'), sent: (o) => o.shop !== null },
  reviews: {
    shows: (can) => can('Order') && can('Review'),
    sent: (o) => (o.shop?.reviewsToModerate ?? null) !== null,
  },
};

/** The overview as the API answers it to this test's signed-in page (its own bearer token). */
async function fetchOverview(page: Page): Promise<Overview> {
  const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
  expect(token, 'the page holds an access token').toBeTruthy();
  const response = await page.request.get('/api/dashboard/overview', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), 'GET /api/dashboard/overview').toBe(200);
  return (await response.json()) as Overview;
}

const number = (value: number) => value.toLocaleString('en');
/** The dashboard's amounts are whole dollars. */
const dollars = (amount: number) => money(amount, { fractionDigits: 0 });

const figure = (card: Locator) => card.getByRole('heading', { level: 2 });

async function openDashboard(page: Page, role: Role) {
  await openSignedIn(page, homePath, role);
  await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
}

type CardKey = keyof typeof cards;
/** The admin's: his own work and the shop's, which he runs too. */
const adminCards: readonly CardKey[] = [
  'users',
  'invoices',
  'tasks',
  'events',
  'toShip',
  'lowStock',
  'reviews',
];

/** The cards an account should see, from its rules; the API must agree. */
function expectedCards(user: UserData, overview: Overview): CardKey[] {
  const ability = abilityOf(user);
  const can = (subject: string) => ability.can('read', subject);
  return (Object.keys(cards) as CardKey[]).filter((key) => {
    const shows = cardRules[key].shows(can);
    expect(cardRules[key].sent(overview), `the API's section of ${key} matches the rules`).toBe(
      shows,
    );
    return shows;
  });
}

async function expectFigures(page: Page, overview: Overview, shownCards: readonly CardKey[]) {
  const main = page.getByRole('main');
  for (const key of Object.keys(cards) as CardKey[]) {
    const card = main.getByRole('region', { name: cards[key], exact: true });
    if (shownCards.includes(key)) await expect(card).toBeVisible();
    else await expect(card).toHaveCount(0);
  }
  const { users, invoices, tasks, events, orders, shop } = overview;
  if (shop) {
    const toShip = main.getByRole('region', { name: cards.toShip, exact: true });
    await expect(figure(toShip)).toHaveText(number(shop.toShip));
    await expect(toShip.getByText(`Waiting for payment: ${number(shop.toPay)}`)).toBeVisible();
    const lowStock = main.getByRole('region', { name: cards.lowStock, exact: true });
    await expect(figure(lowStock)).toHaveText(number(shop.lowStock));
    if (shop.reviewsToModerate !== null) {
      const reviews = main.getByRole('region', { name: cards.reviews, exact: true });
      await expect(figure(reviews)).toHaveText(number(shop.reviewsToModerate));
    }
  }
  if (orders) {
    const card = main.getByRole('region', { name: cards.orders, exact: true });
    await expect(figure(card)).toHaveText(number(orders.total));
    await expect(card.getByText(`In progress: ${number(orders.inProgress)}`)).toBeVisible();
  }
  if (users) {
    const card = main.getByRole('region', { name: cards.users, exact: true });
    await expect(figure(card)).toHaveText(number(users.total));
    for (const status of ['active', 'pending', 'inactive'] as const) {
      const label = `${status[0]?.toUpperCase()}${status.slice(1)}`;
      await expect(card.getByText(`${label}: ${number(users.byStatus[status])}`)).toBeVisible();
    }
  }
  if (invoices) {
    const card = main.getByRole('region', { name: cards.invoices, exact: true });
    await expect(figure(card)).toHaveText(dollars(invoices.totalAmount));
    await expect(card).toContainText(
      `Invoices: ${number(invoices.total)} · Outstanding: ${dollars(invoices.balance)}`,
    );
  }
  if (tasks) {
    const card = main.getByRole('region', { name: cards.tasks, exact: true });
    await expect(figure(card)).toHaveText(number(tasks.open));
    await expect(card.getByText(`Overdue: ${number(tasks.overdue)}`)).toBeVisible();
    await expect(card.getByText(`Important: ${number(tasks.important)}`)).toBeVisible();
  }
  if (events) {
    const card = main.getByRole('region', { name: cards.events, exact: true });
    await expect(figure(card)).toHaveText(number(events.today.length));
    const items = card.getByRole('listitem');
    await expect(items).toHaveCount(events.today.length);
    for (const [index, event] of events.today.entries()) {
      await expect(items.nth(index)).toContainText(event.title);
    }
    await expect(card.getByText(`Next 7 days: ${number(events.upcoming)}`)).toBeVisible();
  }
}

test('the admin sees his figures and the shop’s, as the API computes them', async ({
  page,
  loginAs,
}) => {
  const { userData: user } = await loginAs('admin');
  await openDashboard(page, 'admin');
  const overview = await fetchOverview(page);

  const shownCards = expectedCards(user, overview);
  expect(shownCards).toEqual(adminCards);
  await expectFigures(page, overview, shownCards);
});

test('the Users card follows a sign-up made elsewhere, live, without a reload', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('admin');
  await openDashboard(page, 'admin');
  const { users } = await fetchOverview(page);
  if (!users) throw new Error('the admin reads the users');
  const card = page.getByRole('main').getByRole('region', { name: cards.users, exact: true });
  await expect(figure(card)).toHaveText(number(users.total));

  // Someone signs up on their own (the test's mock session, another client).
  const signUp = await context.request.post('/jwt/register', {
    data: {
      username: 'live.newcomer',
      email: 'live.newcomer@example.com',
      password: 'engines1843',
    },
  });
  expect(signUp.status()).toBe(200);

  // The stream tells the admin's tab; the card refetches where it is.
  await expect(figure(card)).toHaveText(number(users.total + 1));
  await expect(card.getByText(`Active: ${number(users.byStatus.active + 1)}`)).toBeVisible();
});

test('the client sees the figures of what it may read, its own work, and no charts', async ({
  page,
  loginAs,
}) => {
  const { userData: user } = await loginAs('client');
  await openDashboard(page, 'client');
  const overview = await fetchOverview(page);

  const shownCards = expectedCards(user, overview);
  expect(shownCards).toEqual(['tasks', 'events', 'orders']);
  await expectFigures(page, overview, shownCards);
  const main = page.getByRole('main');
  // Both charts are about users and invoices.
  await expect(main.getByRole('heading', { name: charts.users })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: charts.invoices })).toHaveCount(0);
  // In their place, the client's own next tasks, coming events and latest orders.
  for (const panel of panels) {
    await expect(
      main.getByRole('region', { name: panel }).getByRole('listitem').first(),
    ).toBeVisible();
  }
  await expect(main.getByRole('region')).toHaveCount(shownCards.length + panels.length);
});

test('the figures show first, the charts follow with their data', async ({ page, loginAs }) => {
  await loginAs('admin');
  // Holds the charts' chunk until the figures are on screen.
  const chartsChunk = await holdRequests(page, /\/assets\/overview-charts-[\w-]+\.js$/);

  await openDashboard(page, 'admin');
  const main = page.getByRole('main');
  const overview = await fetchOverview(page);
  await expectFigures(page, overview, adminCards);
  await expect(main.getByRole('heading', { name: charts.invoices })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: charts.users })).toHaveCount(0);
  expect(chartsChunk.requested, 'the charts chunk is loaded on its own').toBe(true);

  chartsChunk.release();
  const invoiceChart = main.getByRole('region', { name: charts.invoices });
  const userChart = main.getByRole('region', { name: charts.users });
  await expect(
    invoiceChart.getByRole('heading', { name: charts.invoices, level: 2 }),
  ).toBeVisible();
  await expect(userChart.getByRole('heading', { name: charts.users, level: 2 })).toBeVisible();
  // Below the figures, with the same numbers as text.
  const lastCard = await main.getByRole('region', { name: cards.events }).boundingBox();
  const firstChart = await invoiceChart.boundingBox();
  expect(firstChart?.y ?? 0).toBeGreaterThan(lastCard?.y ?? Number.POSITIVE_INFINITY);
  await expect(invoiceChart.getByRole('table', { name: charts.invoices })).toBeVisible();
  if (overview.users) {
    await expect(userChart.getByRole('listitem')).toHaveText([
      `Active: ${number(overview.users.byStatus.active)}`,
      `Pending: ${number(overview.users.byStatus.pending)}`,
      `Inactive: ${number(overview.users.byStatus.inactive)}`,
    ]);
  }
});

/** Waits for the charts (the widest content). */
async function expectDashboardCharts(page: Page) {
  await expect(page.getByRole('heading', { name: charts.invoices })).toBeVisible();
  await expect(page.getByRole('heading', { name: charts.users })).toBeVisible();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('at 390px the menu button replaces the sidebar, and nothing, charts included, overflows sideways', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openDashboard(page, 'admin');
    await expectDashboardCharts(page);
    // The sidebar gives way to the menu button; nothing overflows sideways.
    await expect(page.getByRole('button', { name: en.toggleMenu })).toBeVisible();
    await expect(page.getByRole('navigation', { name: en.mainMenu })).toBeHidden();
    await expectNoSidewaysScroll(page, 'the dashboard at 390 px');
  });
});

test('the dashboard loads in German with ?lng=de', async ({ page, request, loginAs }) => {
  const de = await translations(request, 'de');
  await loginAs('admin');
  await page.goto(`${homePath}?lng=de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('button', {
      name: text(de, 'layout.userMenu').replace('{{name}}', demoAccounts.admin.fullName),
    }),
  ).toBeVisible();

  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: text(de, 'dashboards.title'), level: 1 }),
  ).toBeVisible();
  for (const key of [
    'users.title',
    'invoices.title',
    'tasks.title',
    'events.title',
    'shop.toShipTitle',
    'shop.lowStockTitle',
    'shop.reviewsTitle',
  ] as const) {
    await expect(
      main.getByRole('region', { name: text(de, `dashboards.${key}`), exact: true }),
    ).toBeVisible();
  }
  for (const key of ['invoicesByStatus', 'usersByStatus'] as const) {
    await expect(
      main.getByRole('heading', { name: text(de, `dashboards.charts.${key}`), level: 2 }),
    ).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: en.analytics })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: text(de, 'layout.mainMenu') }).getByRole('link', {
      name: text(de, 'nav.analytics'),
    }),
  ).toHaveAttribute('aria-current', 'page');
});

/** The day as the dashboard's subtitle (full) and the permissions table (medium) show it, in UTC. */
const dayAs = (iso: string, dateStyle: 'full' | 'medium') =>
  new Intl.DateTimeFormat('en', { dateStyle, timeZone: 'UTC' }).format(new Date(iso));

/** Adds a permission through the permissions page's dialog; returns its created date. */
async function addPermission(page: Page, name: string): Promise<string> {
  await openSignedIn(page, '/apps/permissions', 'admin');
  await page.getByRole('button', { name: 'Add permission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a permission' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const added = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/apps/permissions/add-permission',
  );
  await dialog.getByRole('button', { name: 'Add permission' }).click();
  const response = await added;
  expect(response.status()).toBe(201);
  const { createdDate } = (await response.json()) as { createdDate: string };
  await expect(dialog).toBeHidden();
  return createdDate;
}

test("a permission created now is dated on the dashboard's today, pinned clock or not", async ({
  page,
  loginAs,
  mockApi,
}) => {
  // Two pages and two dialogs: more than the default 30 s on a busy machine.
  test.slow();
  await loginAs('admin');
  await openDashboard(page, 'admin');
  const { today } = await fetchOverview(page);
  await expect(page.getByText(dayAs(today, 'full'))).toBeVisible();

  // One clock: the new record is dated on that day, not on the machine's date.
  const created = await addPermission(page, 'Check the clock');
  expect(created.slice(0, 10)).toBe(today);
  const row = page.getByRole('row').filter({ hasText: 'Check the clock' });
  await expect(row).toContainText(dayAs(today, 'medium'));

  // QA pins the clock; the dates and the dashboard's today move together.
  const status = await mockApi.clock({ now: '2026-11-03T08:30:00Z' });
  expect(status.clock).toEqual({ now: '2026-11-03T08:30:00.000Z', frozen: true });
  expect(await addPermission(page, 'Check the pinned clock')).toBe('2026-11-03T08:30:00.000Z');
  await expect(page.getByRole('row').filter({ hasText: 'Check the pinned clock' })).toContainText(
    'Nov 3, 2026',
  );
  await openDashboard(page, 'admin');
  await expect(page.getByText('Tuesday, November 3, 2026')).toBeVisible();
});

test("the shop manager's home is the shop's work: a waiting order opens by its number, its buyer by a link", async ({
  page,
  loginAs,
}) => {
  const { userData: user } = await loginAs('shopManager');
  await openSignedIn(page, '/', 'shopManager');
  await expect(page.getByRole('heading', { name: en.analytics, level: 1 })).toBeVisible();
  const overview = await fetchOverview(page);

  // What waits for her, not her own purchases nor the admin's figures.
  const shownCards = expectedCards(user, overview);
  expect(shownCards).toEqual(['toShip', 'lowStock', 'reviews']);
  await expectFigures(page, overview, shownCards);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'My recent orders' })).toHaveCount(0);

  // The order waiting longest opens by the number it shows, in the URL as on screen.
  const waiting = main.getByRole('region', { name: 'Orders waiting for a step' });
  const [first] = overview.shop?.waiting ?? [];
  if (!first) throw new Error('the seed has orders waiting for a step');
  await expect(waiting.getByRole('listitem')).toHaveCount(overview.shop?.waiting.length ?? 0);
  await waiting.getByRole('link', { name: first.number, exact: true }).click();
  await expect(page).toHaveURL(`/apps/ecommerce/orders-admin/${first.number.slice(1)}`);
  await expect(
    main.getByRole('heading', { name: `Order ${first.number}`, level: 1 }),
  ).toBeVisible();

  // Its buyer is a link to the customer's page, which she may read.
  await main.getByRole('link', { name: first.customer, exact: true }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/customers\/\d+$/);
  await expect(main.getByRole('heading', { name: first.customer, level: 1 })).toBeVisible();
  await expect(main.getByRole('link', { name: first.number, exact: true })).toHaveAttribute(
    'href',
    `/apps/ecommerce/orders-admin/${first.number.slice(1)}`,
  );
});
