import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Response,
} from '@playwright/test';
import {
  demoAccounts,
  expect,
  expectNoA11yViolations,
  shownLook,
  type Api,
  type ConsoleGuard,
  type Look,
  type Role,
} from './fixtures';

/** English texts of public/locales/en.json used as accessible names. */
export const en = {
  loginTitle: 'Welcome back!',
  signIn: 'Sign in',
  signUp: 'Sign up',
  signOut: 'Sign out',
  required: 'This field is required.',
  invalidCredentials: 'Email or password is incorrect.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signedOutElsewhere: 'You were signed out from another session. Please sign in again.',
  analytics: 'Analytics',
  accessControl: 'Access control',
  todo: 'Todo',
  mockApi: 'Mock API',
  notFound: 'Page not found',
  notAuthorized: 'You are not authorized!',
  backHome: 'Back to home',
  language: 'Language',
  toDark: 'Switch to dark skin',
  toLight: 'Switch to light skin',
  toRtl: 'Switch to right-to-left',
  toLtr: 'Switch to left-to-right',
  mainMenu: 'Main menu',
  bookmarks: 'Bookmarks',
  collapseMenu: 'Collapse menu',
  toggleMenu: 'Toggle menu',
  search: 'Search',
  searchDialog: 'Search pages and records',
  openCustomizer: 'Open the theme customizer',
  customizerTitle: 'Theme customizer',
  closeCustomizer: 'Close the theme customizer',
  resetCustomizer: 'Reset',
} as const;

/** Where a signed-in user lands: the first app they may open (src/app/app-registry.ts). */
export const homePath = '/dashboards/analytics';

export const userMenuName = (role: Role) => `Account menu of ${demoAccounts[role].fullName}`;

export function loginForm(page: Page) {
  return {
    email: page.getByRole('textbox', { name: 'Email' }),
    password: page.getByRole('textbox', { name: 'Password' }),
    submit: page.getByRole('button', { name: en.signIn, exact: true }),
  };
}

/** Sign-in's second step, for an account with two-step sign-in on. */
export function twoStepForm(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Two-step sign-in', level: 1 }),
    code: page.getByRole('textbox', { name: 'Code from the app' }),
    recoveryCode: page.getByRole('textbox', { name: 'Recovery code' }),
    useRecoveryCode: page.getByRole('button', { name: 'Use a recovery code instead' }),
    submit: page.getByRole('button', { name: 'Verify and sign in' }),
  };
}

/** Signs in through the sign-in form, typing the demo account's credentials. */
export async function signInThroughForm(page: Page, role: Role) {
  const form = loginForm(page);
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
  await form.email.fill(demoAccounts[role].email);
  await form.password.fill(demoAccounts[role].password);
  await form.submit.click();
}

/**
 * Signs out as a user does: the header's user menu (of `role`'s account when given, else
 * whoever is signed in), then Sign out; returns once the sign-in page shows, with no "session
 * expired" notice (signing out is not an expiry).
 */
export async function signOut(page: Page, role?: Role) {
  const menu = role ? userMenuName(role) : /^Account menu of /;
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('menuitem', { name: en.signOut }).click();
  await expect(page).toHaveURL(pathIs('/login'), pageLoad);
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible(pageLoad);
}

/**
 * Another person at another browser: a context of its own (its own storage) on this test's mock
 * database, watched for console errors, signed in as `role` through the form. The test closes it
 * (`page.context().close()`) once that person is done.
 */
export async function signInElsewhere(
  fixtures: {
    browser: Browser;
    isolate: (context: BrowserContext) => Promise<void>;
    consoleGuard: ConsoleGuard;
  },
  role: Role,
): Promise<Page> {
  const context = await fixtures.browser.newContext();
  await fixtures.isolate(context);
  fixtures.consoleGuard.watch(context);
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page, role);
  await expect(page.getByRole('button', { name: userMenuName(role) })).toBeVisible(pageLoad);
  return page;
}

/**
 * An order the client places through the API, as the checkout does (the checkout has its own
 * flow): `qty` of each of the first `lines` products in stock (one by default), to a Springfield
 * address, cash on delivery. Signs `api` in as the client; returns the order's id, number and
 * the names of its lines' products, in order.
 */
export async function placeOrderThroughApi(
  api: Api,
  qty = 1,
  lines = 1,
): Promise<{ id: number; number: string; products: string[] }> {
  await api.signIn('client');
  const { products } = await api.json<{ products: { id: number; name: string }[] }>(
    `/apps/ecommerce/products?perPage=${lines}&inStock=true`,
  );
  expect(products, `${lines} products in stock`).toHaveLength(lines);
  for (const product of products) {
    const added = await api.post('/apps/ecommerce/cart', { productId: product.id, qty });
    expect(added.status(), 'POST /apps/ecommerce/cart').toBe(200);
  }
  const placed = await api.post('/apps/ecommerce/orders', {
    address: {
      fullName: 'Jane Doe',
      line1: '12 Main Street',
      city: 'Springfield',
      postalCode: '62704',
      country: 'US',
      phone: '+1 555 123 4567',
    },
    payment: { method: 'cod' },
  });
  expect(placed.status(), 'POST /apps/ecommerce/orders').toBe(201);
  const order = (await placed.json()) as { id: number; number: string };
  return { id: order.id, number: order.number, products: products.map(({ name }) => name) };
}

/**
 * The sign-in page after a session ended (tokens expired and the refresh refused, or the server
 * ended the sign-in): the sign-in form, the `notice` that says why (the "session expired" one
 * unless given), and, with `redirect`, the page the user was on, where signing in again goes.
 */
export async function expectSignInPage(
  page: Page,
  { redirect, notice = en.sessionExpired }: { redirect?: string; notice?: string } = {},
) {
  const query =
    redirect === undefined
      ? '(?:\\?.*)?'
      : escapeRegExp(`?redirect=${encodeURIComponent(redirect)}`);
  // The notice first: it is a toast, shown for 4 s from the session's end, and the sign-in page
  // may take longer than that to load on a busy machine.
  await expect(page.getByText(notice)).toBeVisible(pageLoad);
  await expect(page).toHaveURL(new RegExp(`/login${query}$`), pageLoad);
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible(pageLoad);
}

/**
 * Switches the open page to `look` (light or dark skin, either direction) with the navbar's own
 * buttons, as a user does: no page load.
 */
export async function switchLook(page: Page, look: Look) {
  const shown = await shownLook(page);
  if (shown.skin !== look.skin) {
    if (look.skin !== 'light' && look.skin !== 'dark') {
      throw new Error(`The navbar switches between light and dark only, not to ${look.skin}`);
    }
    await page.getByRole('button', { name: look.skin === 'dark' ? en.toDark : en.toLight }).click();
  }
  if (shown.direction !== look.direction) {
    await page
      .getByRole('button', { name: look.direction === 'rtl' ? en.toRtl : en.toLtr })
      .click();
  }
  await expect.poll(() => shownLook(page), { message: 'the page shows the look' }).toEqual(look);
}

/**
 * The page does not scroll sideways: whatever is wider than the screen (a table, a chart) scrolls
 * or wraps inside its own box. Measures the document, so something positioned outside its box
 * (a visually hidden text) counts too.
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/** The signed-in chrome is there: the header's user menu of that account. */
export async function expectSignedInShell(page: Page, role: Role) {
  await expect(page.getByRole('button', { name: userMenuName(role) })).toBeVisible();
}

export const isBookmarksCall = (url: string) => new URL(url).pathname === '/api/bookmarks/data';

/**
 * How long a wait for one answer of the API lasts. Playwright's own wait lasts until the test's
 * timeout (30 s and more) and then names nothing; a call that was never sent fails here, in
 * seconds, saying which one.
 */
export const ANSWER_TIMEOUT_MS = 10_000;

/** Any method that writes: what `nextWrite` waits for when no method is given. */
const WRITE = 'POST, PUT, PATCH or DELETE';

/** What `nextAnswer` waits for: a method (any write when `'write'`, any when left out) and a path. */
export type AnswerOf = { method?: string; path: string | RegExp };

function answers({ method, path }: AnswerOf) {
  return (response: Response) => {
    const sent = response.request().method();
    const sameMethod =
      method === undefined || (method === 'write' ? sent !== 'GET' : sent === method.toUpperCase());
    const { pathname } = new URL(response.url());
    return sameMethod && (typeof path === 'string' ? pathname === path : path.test(pathname));
  };
}

/**
 * The next answer the page gets to `method path` (`path` is the URL's path, or a pattern of it).
 * Start the wait before the action that sends the call. Fails after `timeoutMs` with the call it
 * waited for, rather than at the test's timeout.
 */
export function nextAnswer(
  page: Page,
  call: AnswerOf,
  timeoutMs: number = ANSWER_TIMEOUT_MS,
): Promise<Response> {
  const method = call.method === 'write' ? WRITE : (call.method?.toUpperCase() ?? 'any method');
  return page.waitForResponse(answers(call), { timeout: timeoutMs }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `No answer to ${method} ${String(call.path)} within ${timeoutMs / 1000} s: the page did not send it, or the server did not answer (${reason})`,
    );
  });
}

/** The next answer to a write (`method`, or any but GET) to `path`; see `nextAnswer`. */
export function nextWrite(
  page: Page,
  path: string | RegExp,
  method = 'write',
  timeoutMs?: number,
): Promise<Response> {
  return nextAnswer(page, { method, path }, timeoutMs);
}

/**
 * Opens a signed-in page and waits until the navbar's bookmarks (the authenticated call every
 * signed-in page makes) have been answered, so the page has settled.
 */
export async function openSignedIn(page: Page, path: string, role: Role) {
  const bookmarks = page.waitForResponse((response) => isBookmarksCall(response.url()));
  await page.goto(path);
  expect((await bookmarks).status(), 'GET /api/bookmarks/data').toBe(200);
  await expectSignedInShell(page, role);
}

/**
 * Does `action` and expects a toast saying `message`. The wait starts first: a success toast is
 * brief, and may be gone by the time a wait started after the click looks. When it does not come,
 * the failure says so within 10 s and quotes what the screen said instead (an error toast, a field
 * error), rather than the test timing out with nothing to read.
 */
export async function expectToastAfter(
  page: Page,
  message: string,
  action: () => Promise<unknown>,
  { timeout = 10_000 }: { timeout?: number } = {},
) {
  const shown = page.getByText(message).waitFor({ state: 'visible', timeout });
  await action();
  try {
    await shown;
  } catch (error) {
    const said = await page
      .locator('[data-sonner-toast], [role="alert"], .mantine-InputWrapper-error')
      .allInnerTexts()
      .catch(() => []);
    const quoted = said.map((line) => JSON.stringify(line.trim())).filter((line) => line !== '""');
    throw new Error(
      `"${message}" was not shown within ${timeout} ms; the screen said ${quoted.join(', ') || 'nothing in a toast or by a field'}`,
      { cause: error },
    );
  }
}

/**
 * How long a page opened from the menu may take to show its heading: its code and data load on
 * demand, which on a busy 2-core machine can take longer than the default 5 s.
 */
export const pageLoad = { timeout: 10_000 } as const;

export const escapeRegExp = (source: string) => source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `path` ending a URL, whatever its query string. */
export function pathIs(path: string): RegExp {
  return new RegExp(`^[^?#]+//[^/]+${escapeRegExp(path)}(?:[?#].*)?$`);
}

export type Language = 'en' | 'fr' | 'de' | 'pt';
export type Dictionary = Record<string, string>;

/**
 * The dictionary the app serves for a language (`GET /locales/{lng}.json`), so that assertions
 * use the real translations. Fails with a clear message when the file is not served.
 */
export async function translations(request: APIRequestContext, lng: Language): Promise<Dictionary> {
  const response = await request.get(`/locales/${lng}.json`, {
    headers: { Accept: 'application/json' },
  });
  expect(
    response.ok() && (response.headers()['content-type'] ?? '').includes('json'),
    `/locales/${lng}.json is not served (status ${response.status()}): public/locales/${lng}.json missing from the build?`,
  ).toBe(true);
  return (await response.json()) as Dictionary;
}

/** One translated text, failing clearly when the key is missing from the dictionary. */
export function text(dictionary: Dictionary, key: string): string {
  const value = dictionary[key];
  expect(value, `translation key "${key}" is missing`).toEqual(expect.any(String));
  return value ?? '';
}

const noop = () => {};

/**
 * Holds every request whose URL matches `url` until `release()`, so that a test can look at the
 * page while the call is still in flight (an optimistic update, a lazy chunk not there yet),
 * whatever the machine's speed. `requested` tells whether one was made.
 */
export async function holdRequests(page: Page, url: RegExp | ((url: URL) => boolean)) {
  let release = noop;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { requested: false, release: () => release() };
  await page.route(url, async (route) => {
    state.requested = true;
    await released;
    await route.continue();
  });
  return state;
}

/**
 * Holds the toasts on screen and checks the page, a toast of `type` included, with axe. A mouse
 * move over the toaster pauses its timers (sonner expands the stack); it is sent straight to it,
 * so a success toast's two seconds cannot run out while the pointer waits for the entrance
 * animation to settle. `check` is the axe run (a look's, from `inEachLook`).
 */
export async function expectAccessibleToast(
  page: Page,
  type: 'success' | 'error',
  check: (label: string) => Promise<unknown> = (label) => expectNoA11yViolations(page, label),
) {
  await page.locator('[data-sonner-toaster]').dispatchEvent('mousemove');
  await expect(
    page.locator(`[data-sonner-toast][data-type="${type}"]:not([data-removed="true"])`).first(),
  ).toBeVisible();
  await check(`${new URL(page.url()).pathname} with the ${type} toast`);
}

/** The toast of an undoable write (a delete), found by its message, while it shows. */
export function undoToast(page: Page, message: string): Locator {
  return page
    .locator('[data-sonner-toast]:not([data-removed="true"])')
    .filter({ hasText: message });
}

/**
 * The page (1-based) a list call asks for, or the one a list screen's URL shows: `page`, 1 when
 * unset. A paged list fetches its next page ahead on idle (`useListQuery`), so a test that waits
 * for the answer to what it did waits for the page the URL shows:
 * `listPageOf(response.url()) === listPageOf(page.url())`.
 */
export const listPageOf = (url: string): number =>
  Number(new URL(url).searchParams.get('page') ?? '1');
