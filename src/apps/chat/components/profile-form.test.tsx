import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notify } from '@/lib/notify/notify';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { renderRoute } from '@/testing/render-route';
import { expectToast } from '@/testing/toasts';

// The first render transforms the lazy route chunks: seconds on a busy machine.
const loaded = { timeout: 15_000 };

async function openProfile() {
  const view = await renderRoute('/apps/chat', { as: 'admin' });
  await view.user.click(await screen.findByRole('button', { name: /^Your profile/ }, loaded));
  const panel = await screen.findByRole('dialog', { name: 'Your profile' }, loaded);
  return { ...view, panel, about: await within(panel).findByRole('textbox', { name: 'About' }) };
}

describe('the chat profile’s About', { timeout: 60_000 }, () => {
  it('says by the field why the API refused it, keeping what was typed, then saves it', async () => {
    const { user, panel, about } = await openProfile();
    const errorToast = vi.spyOn(notify, 'error');
    mockServer.use(
      http.post(
        '*/apps/chat/users/update-profile',
        () =>
          HttpResponse.json(
            { message: 'validation.failed', errors: { about: ['validation.tooLong'] } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await user.clear(about);
    await user.type(about, 'Mostly in meetings');
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(about).toHaveAccessibleDescription('This value is too long.'));
    expect(about).toHaveValue('Mostly in meetings');
    // Said by the field, not in a toast beside it.
    expect(errorToast).not.toHaveBeenCalled();

    const save = within(panel).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await user.click(save);
    const admin = getDemoSession().db.users.find((account) => account.email === 'admin@demo.com');
    const stored = () => getDemoSession().db.chatProfiles.find((p) => p.userId === admin?.id);
    await waitFor(() => expect(stored()?.about).toBe('Mostly in meetings'), loaded);
    await expectToast('Your profile was saved.');
    expect(about).toHaveValue('Mostly in meetings');
  });
});
