import { FIRST_VERSION } from '@/lib/versions/versions';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { createAppRouter } from '@/app/router';
import { signedInLoader } from '@/app/router-context';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/app/query-client';
// The signed-in app's module (react-query, CASL) loads when a signed-in page first opens; loaded
// with this file, its import is not timed as part of the test that opens the first page.
import { SignedInProviders } from '@/app/signed-in-app';
import { handleSessionEnd } from '@/app/session-end';
import { login } from '@/apps/auth/api/sign-in';
import { demoAccounts } from '@/apps/auth/components/demo-accounts';
import { i18next, startI18n } from '@/lib/i18n/i18n';
import { nextId } from '@/mocks/db/database';
import { getDemoSession } from '@/mocks/db/sessions';
import { session } from '@/lib/session/session';

export type DemoRole = (typeof demoAccounts)[number]['role'];

let i18nReady: Promise<unknown> | null = null;

/** Clears the stored session; with a role, signs in through the mock API as that demo account. */
export async function signInAs(role?: DemoRole) {
  window.localStorage.clear();
  session.reload();
  if (!role) return;
  const account = demoAccounts.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account for ${role}`);
  const answer = await login({ email: account.email, password: account.password });
  if (!('userData' in answer)) throw new Error(`${role} has two-step sign-in on`);
  session.start(answer);
}

/** Signs in as the admin and adds a role with no rights to the mock, as the roles app would. */
export async function addRoleAsAdmin(name: string) {
  await signInAs('admin');
  const { db } = getDemoSession();
  db.roles.push({ id: nextId(db.roles), name, rules: [], version: FIRST_VERSION });
  return db;
}

/**
 * Renders the real route tree at `path` with every provider, as the given demo account (or signed
 * out), against the mock API running in node.
 */
export async function renderRoute(path: string, { as }: { as?: DemoRole } = {}) {
  i18nReady ??= startI18n();
  await i18nReady;
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
  await signInAs(as);

  // Each render its own query cache, created when a signed-in page first opens, as in the app.
  const signedIn = signedInLoader();
  const router = createAppRouter(signedIn, createMemoryHistory({ initialEntries: [path] }));
  const stopSessionEnd = handleSessionEnd(router, signedIn);
  // The next test's sign-in clears the session, which must not reach this test's router.
  onTestFinished(() => {
    stopSessionEnd();
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await act(() => router.load());
  const unmount = () => {
    stopSessionEnd();
    view.unmount();
  };
  return { ...view, unmount, router, signedIn, user };
}

/**
 * Renders one component alone with the providers of a signed-in page (a query cache of its own),
 * in English, against the mock API running in node; with `as`, signed in as that demo account.
 */
export async function renderSignedIn(ui: ReactElement, { as }: { as?: DemoRole } = {}) {
  i18nReady ??= startI18n();
  await i18nReady;
  await act(() => i18next.changeLanguage('en'));
  if (as) await signInAs(as);
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <SignedInProviders queryClient={createQueryClient()}>{ui}</SignedInProviders>
    </AppProviders>,
  );
  return { ...view, user };
}
