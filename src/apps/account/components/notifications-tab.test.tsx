import { screen, waitFor } from '@testing-library/react';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { renderRoute } from '@/testing/render-route';

describe('My account, Notifications tab', { timeout: 30_000 }, () => {
  it('shows a switch per kind, all on, and turns one off on the server', async () => {
    const { user } = await renderRoute('/account?tab=notifications', { as: 'client' });
    const mail = await screen.findByRole('switch', { name: /^Mail received/ });
    expect(screen.getAllByRole('switch')).toHaveLength(10);
    expect(mail).toBeChecked();
    await user.click(mail);
    expect(mail).not.toBeChecked();
    await waitFor(() =>
      expect(
        getDemoSession().db.notificationPreferences.find(
          (row) => row.userId === demoAccounts.client.id,
        )?.off,
      ).toEqual(['mailReceived']),
    );
  });
});
