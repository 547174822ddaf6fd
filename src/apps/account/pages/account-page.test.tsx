import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { session } from '@/lib/session/session';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

/** Pasting fills a field in one input event; typing key by key is slow in jsdom. */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

// Each case renders the whole route tree against the mock API, as the client demo account.
describe('My account', { timeout: 30_000 }, () => {
  it('says a taken email and a bad phone by their fields, keeps the input, then saves and the navbar follows', async () => {
    const { user } = await renderRoute('/account', { as: 'client' });
    const fullName = await screen.findByRole('textbox', { name: /^Full name/ });
    const email = screen.getByRole('textbox', { name: /^Email/ });
    const phone = screen.getByRole('textbox', { name: /^Phone/ });

    await fill(user, phone, 'call me');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/^Enter a phone number/)).toBeVisible();

    await fill(user, phone, '+1 555 0100');
    await fill(user, fullName, 'Casey Client');
    await fill(user, email, 'admin@demo.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This email is already registered.')).toBeVisible();
    expect(fullName).toHaveValue('Casey Client');

    await fill(user, email, 'casey@demo.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await expectToast('Profile saved.');
    await waitFor(() => expect(session.get()?.userData.fullName).toBe('Casey Client'));
    expect(screen.getByRole('button', { name: 'Account menu of Casey Client' })).toBeVisible();
  });

  it('keeps the tab in the URL and says a wrong current password by its field', async () => {
    const { user, router } = await renderRoute('/account?tab=security', { as: 'client' });
    const current = await screen.findByLabelText(/^Current password/);
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    await fill(user, current, 'not-it');
    await fill(user, screen.getByLabelText(/^New password/), 'Better123');
    await fill(user, screen.getByLabelText(/^Confirm the new password/), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeVisible();
    expect(await screen.findByText('This browser')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });
});
