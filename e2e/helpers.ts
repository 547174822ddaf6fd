import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { demoAccounts, expect, expectNoA11yViolations, type Role } from './fixtures';

/** English texts of public/locales/en.json used as accessible names. */
export const en = {
  loginTitle: 'Welcome back! 👋',
  signIn: 'Sign in',
  signUp: 'Sign up',
  signOut: 'Sign out',
  required: 'This field is required.',
  invalidCredentials: 'Email or password is incorrect.',
  sessionExpired: 'Your session has expired. Please sign in again.',
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
  searchDialog: 'Search pages',
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

/** Signs in through the sign-in form, typing the demo account's credentials. */
export async function signInThroughForm(page: Page, role: Role) {
  const form = loginForm(page);
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible();
  await form.email.fill(demoAccounts[role].email);
  await form.password.fill(demoAccounts[role].password);
  await form.submit.click();
}

/**
 * The sign-in page after a session ended (tokens expired and the refresh refused, or signed out):
 * the sign-in form, the "session expired" notice unless `expired: false`, and, with `redirect`,
 * the page the user was on, where signing in again goes back to.
 */
export async function expectSignInPage(
  page: Page,
  { redirect, expired = true }: { redirect?: string; expired?: boolean } = {},
) {
  const query =
    redirect === undefined
      ? '(?:\\?.*)?'
      : escapeRegExp(`?redirect=${encodeURIComponent(redirect)}`);
  await expect(page).toHaveURL(new RegExp(`/login${query}$`));
  await expect(page.getByRole('heading', { name: en.loginTitle })).toBeVisible(pageLoad);
  if (expired) await expect(page.getByText(en.sessionExpired)).toBeVisible();
}

/** The signed-in chrome is there: the header's user menu of that account. */
export async function expectSignedInShell(page: Page, role: Role) {
  await expect(page.getByRole('button', { name: userMenuName(role) })).toBeVisible();
}

export const isBookmarksCall = (url: string) => new URL(url).pathname === '/api/bookmarks/data';

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
 * How long a page opened from the menu may take to show its heading: its code and data load on
 * demand, which on a busy 2-core machine can take longer than the default 5 s.
 */
export const pageLoad = { timeout: 10_000 } as const;

const escapeRegExp = (source: string) => source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
 * animation to settle.
 */
export async function expectAccessibleToast(page: Page, type: 'success' | 'error') {
  await page.locator('[data-sonner-toaster]').dispatchEvent('mousemove');
  await expect(
    page.locator(`[data-sonner-toast][data-type="${type}"]:not([data-removed="true"])`).first(),
  ).toBeVisible();
  await expectNoA11yViolations(page, `${page.url()} with the ${type} toast`);
}

/** The toast of an undoable write (a delete), found by its message, while it shows. */
export function undoToast(page: Page, message: string): Locator {
  return page
    .locator('[data-sonner-toast]:not([data-removed="true"])')
    .filter({ hasText: message });
}

/** The URLs of the requests the page makes from now on that `matches` picks out. */
export function recordRequests(page: Page, matches: (url: URL) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (matches(new URL(request.url()))) urls.push(request.url());
  });
  return urls;
}
