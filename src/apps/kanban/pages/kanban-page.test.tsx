import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { KANBAN_BOARD_TITLES } from '@/mocks/seed/kanban-seed';
import { renderRoute } from '@/testing/render-route';

const boardHeadings = async () =>
  (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);

// Each test renders the whole route tree; the first also transforms the app's lazy chunk.
describe('kanban page', { timeout: 30_000 }, () => {
  it('shows the boards in order with their cards, and what the admin may do', async () => {
    await renderRoute('/apps/kanban', { as: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Kanban', level: 1 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'To do' });
    expect(await boardHeadings()).toEqual([...KANBAN_BOARD_TITLES]);
    const todo = screen.getByRole('region', { name: 'To do' });
    const card = within(todo).getByRole('button', { name: 'Design the new onboarding screens' });
    expect(card).toHaveAccessibleDescription(/1 attachment.*2 comments/);
    expect(screen.getByRole('button', { name: 'Add board' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move the board To do' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a task to To do' })).toBeInTheDocument();
  });

  it('offers the client no board actions and no adding', async () => {
    await renderRoute('/apps/kanban', { as: 'client' });
    await screen.findByRole('region', { name: 'To do' });
    expect(screen.queryByRole('button', { name: 'Add board' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Actions of the board To do' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a task to To do' })).not.toBeInTheDocument();
  });

  it('says a failed load where the board would be, with Retry', async () => {
    mockServer.use(
      http.get('*/apps/kanban/tasks', () =>
        HttpResponse.json({ message: 'Board down' }, { status: 500 }),
      ),
    );
    await renderRoute('/apps/kanban', { as: 'admin' });
    expect(await screen.findByText('The boards could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Board down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
