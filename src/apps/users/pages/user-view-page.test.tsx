import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getDemoSession } from '@/mocks/db/sessions';
import { callApi } from '@/mocks/testing/mock-api-client';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

/** A seeded user other than the demo accounts, as stored. */
function storedUser(id = 42) {
  const user = getDemoSession().db.users.find((candidate) => candidate.id === id);
  if (!user) throw new Error('seed too small');
  return user;
}

/** Pasting fills a field in one input event; typing key by key is slow in jsdom. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

// Each case renders the whole route tree against the mock API.
describe('user page', { timeout: 30_000 }, () => {
  it('isolates what people typed, so "Demo Inc." reads in its own direction right to left', async () => {
    const stored = storedUser(2);
    await renderRoute(`/apps/users/${stored.id}`, { as: 'admin' });
    const company = await screen.findByText(stored.company);
    expect(company.tagName).toBe('BDI');
    expect(screen.getByText(stored.country).tagName).toBe('BDI');
  });

  it('edits the user with the add form: a taken email by its field, then saved and shown', async () => {
    const before = storedUser();
    const { user } = await renderRoute(`/apps/users/${before.id}`, { as: 'admin' });
    expect(await screen.findByRole('heading', { name: before.fullName, level: 1 })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Edit user' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit user' });
    const fullName = await within(drawer).findByRole('textbox', { name: /^Full name/ });
    const email = within(drawer).getByRole('textbox', { name: /^Email/ });
    // Every field of the add form, filled in with the user's values.
    expect(fullName).toHaveValue(before.fullName);
    expect(email).toHaveValue(before.email);
    expect(within(drawer).getByRole('textbox', { name: /^Username/ })).toHaveValue(before.username);

    await fill(user, fullName, 'Grace Hopper');
    await fill(user, email, 'ADMIN@demo.com');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(drawer).findByText('This email is already used by another user.'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveValue('Grace Hopper');
    // Refused: the page shows the user as stored.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(before.fullName);

    await fill(user, email, 'grace@example.com');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit user' })).toBeNull());
    expect(storedUser()).toMatchObject({ fullName: 'Grace Hopper', email: 'grace@example.com' });
    const profile = screen.getByRole('region', { name: 'Grace Hopper' });
    expect(within(profile).getByText('grace@example.com')).toBeVisible();
  });

  it('suspends then activates the user; the own account offers no suspend', async () => {
    const stored = storedUser();
    stored.status = 'active';
    const { user } = await renderRoute(`/apps/users/${stored.id}`, { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeVisible();
    await waitFor(() => expect(storedUser().status).toBe('inactive'));
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeVisible();
    await waitFor(() => expect(storedUser().status).toBe('active'));
  });

  it('changes the password: the user signs in with the new one', async () => {
    const client = storedUser(2);
    const { user } = await renderRoute(`/apps/users/${client.id}`, { as: 'admin' });
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    const password = await screen.findByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm the new password/);
    await fill(user, password, 'n3w-secret');
    await fill(user, confirmation, 'n3w-secre');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeVisible();

    await fill(user, confirmation, 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await expectToast('Password changed.');
    expect(password).toHaveValue('');
    const login = await callApi('/jwt/login', {
      body: { email: client.email, password: 'n3w-secret' },
    });
    expect(login.status).toBe(200);
  });
});
