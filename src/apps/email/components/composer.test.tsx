import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { renderRoute } from '@/testing/render-route';

const sent = () =>
  getDemoSession().db.emails.filter(
    (email) => email.ownerId === demoAccounts.admin.id && email.folder === 'sent',
  );

/** The email page with a new message open. */
async function openComposer() {
  const view = await renderRoute('/apps/email', { as: 'admin' });
  await view.user.click(
    await screen.findByRole('button', { name: 'Compose' }, { timeout: 15_000 }),
  );
  // The editor's chunk loads with the first composer.
  const composer = await screen.findByRole('dialog', { name: 'New message' }, { timeout: 30_000 });
  const inside = within(composer);
  return {
    ...view,
    inside,
    to: inside.getByRole('combobox', { name: 'To' }),
    subject: inside.getByRole('textbox', { name: 'Subject' }),
    send: () => view.user.click(inside.getByRole('button', { name: 'Send' })),
  };
}

describe('the composer', () => {
  it(
    'says what is wrong by the To field and sends nothing; Save draft needs no recipient',
    {
      timeout: 60_000,
    },
    async () => {
      const before = sent().length;
      const { user, inside, to, subject, send } = await openComposer();
      await user.type(subject, 'Quarterly figures');

      await send();
      expect(await inside.findByText('Add at least one recipient.')).toBeVisible();
      expect(to).toHaveAttribute('aria-invalid', 'true');

      await user.type(to, 'not-an-address{Enter}');
      // Editing the field clears its error until the next try.
      expect(inside.queryByText('Add at least one recipient.')).toBeNull();
      await send();
      expect(await inside.findByText('Enter valid email addresses.')).toBeVisible();
      expect(subject).toHaveValue('Quarterly figures');
      expect(sent()).toHaveLength(before);

      // A draft may have no recipient, but not an invalid one.
      // Backspace in the empty field removes its last address.
      await user.type(to, '{Backspace}');
      expect(inside.queryByText('not-an-address')).toBeNull();
      await user.click(inside.getByRole('button', { name: 'Save draft' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New message' })).toBeNull());
      const draft = getDemoSession().db.emails.find(
        (email) => email.folder === 'draft' && email.subject === 'Quarterly figures',
      );
      expect(draft?.to).toEqual([]);
    },
  );

  it(
    'shows the API’s field errors by their fields, and keeps what was typed',
    {
      timeout: 60_000,
    },
    async () => {
      mockServer.use(
        http.post('*/apps/email/send-email', () =>
          HttpResponse.json(
            { message: 'validation.failed', errors: { 'cc.0': ['email.errors.invalidAddress'] } },
            { status: 400 },
          ),
        ),
      );
      const { user, inside, to, subject, send } = await openComposer();
      await user.type(to, 'client@demo.com{Enter}');
      await user.click(inside.getByRole('button', { name: 'Add Cc and Bcc' }));
      const cc = inside.getByRole('combobox', { name: 'Cc' });
      await user.type(cc, 'copy@demo.com{Enter}');
      await user.type(subject, 'Refused by the server');
      await send();

      expect(await inside.findByText('Enter valid email addresses.')).toBeVisible();
      expect(cc).toHaveAttribute('aria-invalid', 'true');
      expect(to).not.toHaveAttribute('aria-invalid', 'true');
      expect(subject).toHaveValue('Refused by the server');
      expect(inside.getByText('copy@demo.com')).toBeVisible();
      expect(inside.getByRole('button', { name: 'Send' })).toBeEnabled();
    },
  );
});
