import { screen, within } from '@testing-library/react';
import { callApi, signInAs as signInToApi } from '@/mocks/testing/mock-api-client';
import { renderRoute } from '@/testing/render-route';

// Each case renders the whole route tree against the mock API (the demo session, reset per test).
describe('audit log page', { timeout: 30_000 }, () => {
  it('lists an admin’s edit and opens it to before → after, values as text', async () => {
    const { accessToken } = await signInToApi('admin');
    const answer = await callApi<{ user: Record<string, unknown> & { id: number } }>(
      '/api/users/user?id=12',
      { token: accessToken },
    );
    const stored = answer.body.user;
    const updated = await callApi('/apps/users/update-user', {
      token: accessToken,
      body: { ...stored, company: '<b>Engines</b>' },
    });
    expect(updated.status).toBe(200);

    const { user } = await renderRoute('/audit-log?action=update', { as: 'admin' });
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    const toggle = await within(table).findByRole('button', {
      name: `Details of John Doe · Updated · ${String(stored.fullName)}`,
    });
    await user.click(toggle);
    const changes = await screen.findByRole('table', {
      name: `Changes of ${String(stored.fullName)}`,
    });
    // The field by its name, not its key.
    const row = within(changes).getByRole('row', { name: /^Company/ });
    expect(row).toHaveTextContent(String(stored.company));
    // Markup someone typed is shown as it was typed.
    expect(within(row).getByText('<b>Engines</b>')).toBeVisible();
  });

  it('finds what the rows show in the user’s language: "two-step" finds the setup by its label', async () => {
    const { accessToken } = await signInToApi('admin');
    const setup = await callApi('/api/account/two-step/setup', { token: accessToken, body: {} });
    expect(setup.status).toBe(200);

    const { user } = await renderRoute('/audit-log', { as: 'admin' });
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    await user.type(screen.getByRole('searchbox', { name: /search/i }), 'two-step');
    // The action's label and the changed field's, neither stored as text the API could search.
    const row = await within(table).findByRole('row', { name: /Two-step setup started/ });
    expect(row).toHaveTextContent('Two-step key being set up');
    expect(row).not.toHaveTextContent('pendingSecret');
  });
});
