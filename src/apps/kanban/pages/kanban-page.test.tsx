import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/hosts/node';
import { KANBAN_BOARD_TITLES } from '@/mocks/seed/kanban-seed';
import { renderRoute } from '@/testing/render-route';
import { getDemoSession } from '@/mocks/db/sessions';
import { callApi, signInAs as signInToApi } from '@/mocks/testing/mock-api-client';
import { TASK_TITLE_MAX } from '../api/kanban-values';

/** The titles of the cards on the board, board by board. */
const cardTitles = () =>
  screen.queryAllByTestId('kanban-card').map((card) => card.getAttribute('aria-label'));

/** The board once it renders with the drag library. */
const dragReady = () => document.querySelector('[data-drag-ready]');

const onboardingCard = () =>
  screen.getByRole('button', { name: 'Design the new onboarding screens' });

const boardHeadings = async () =>
  (await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent);

// Each test renders the whole route tree; the first also transforms the app's lazy chunk.
describe('kanban page', { timeout: 30_000 }, () => {
  // First: the drag library loads once per page load (a module of its own); this test watches it
  // arrive.
  it('loads drag and drop when a card is pointed at, once no form is open', async () => {
    const { user } = await renderRoute('/apps/kanban', { as: 'admin' });
    const todo = await screen.findByRole('region', { name: 'To do' });
    expect(dragReady()).toBeNull();
    // Opening a form is not a move to drag: nothing loads.
    await user.click(screen.getByRole('button', { name: 'Add a task to To do' }));
    const title = await screen.findByRole('textbox', { name: 'New task title' });
    await user.type(title, 'Write the release notes');
    // Pointing at a card loads the library; the form is open, so the board keeps its stand-ins
    // and the text typed.
    await user.hover(onboardingCard());
    await import('../components/drag-kit-dnd');
    await user.hover(within(todo).getByRole('heading', { level: 2 }));
    await user.hover(onboardingCard());
    expect(dragReady()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'New task title' })).toHaveValue(
      'Write the release notes',
    );
    // Closed, the next time a card is pointed at the board renders with the library.
    await user.keyboard('{Escape}');
    await user.hover(within(todo).getByRole('heading', { level: 2 }));
    await user.hover(onboardingCard());
    await waitFor(() => expect(dragReady()).not.toBeNull());
    expect(onboardingCard()).toHaveAccessibleDescription(/1 attachment.*2 comments/);
  });

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

  it('filters the cards from the URL and the search box, and says when none matches', async () => {
    const { user, router } = await renderRoute('/apps/kanban?label=marketing&due=week', {
      as: 'admin',
    });
    await screen.findByRole('region', { name: 'To do' });
    // Marketing cards due today or in the six days after: the pricing copy (due in 4 days), not
    // the spring campaign (20 days).
    expect(cardTitles()).toEqual(['Review the new pricing page copy']);
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 card matches. Clear the filters to move cards.',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search cards' }), 'zebra');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ label: 'marketing', due: 'week', q: 'zebra' }),
    );
    expect(await screen.findByText('No card matches these filters.')).toBeVisible();
    expect(cardTitles()).toEqual([]);

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] ?? document.body);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByText('No card matches these filters.')).toBeNull();
    expect(cardTitles()).toHaveLength(getDemoSession().db.kanbanTasks.length);
  });

  it('searches titles and descriptions, keeping the filters while a card opens', async () => {
    const { user, router } = await renderRoute('/apps/kanban?q=billing', { as: 'admin' });
    await screen.findByRole('region', { name: 'To do' });
    expect(cardTitles()).toEqual(['Migrate the billing service to the new queue']);
    await user.click(
      screen.getByRole('button', { name: 'Migrate the billing service to the new queue' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'billing', taskId: expect.any(Number) }),
    );
  });

  it('says the limit when a new task’s title is too long, and keeps it', async () => {
    const { user } = await renderRoute('/apps/kanban', { as: 'admin' });
    await user.click(await screen.findByRole('button', { name: 'Add a task to To do' }));
    const title = await screen.findByRole('textbox', { name: 'New task title' });
    const long = 'x'.repeat(TASK_TITLE_MAX + 1);
    await user.click(title);
    await user.paste(long);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(`Use at most ${TASK_TITLE_MAX} characters.`)).toBeVisible();
    expect(title).toHaveValue(long);
  });

  it('clears nothing when a card joined the board meanwhile: says who, shows it, clears when asked again', async () => {
    const { user } = await renderRoute('/apps/kanban', { as: 'admin' });
    const todo = await screen.findByRole('region', { name: 'To do' });
    const board = getDemoSession().db.kanbanBoards.find((row) => row.title === 'To do');
    // Another tab of the admin's adds a card to it: the board moves to its next version.
    const { accessToken } = await signInToApi('admin');
    const added = await callApi('/apps/kanban/add-task', {
      token: accessToken,
      body: { data: { boardId: board?.id, title: 'Added elsewhere' } },
    });
    expect(added.status).toBe(201);

    await user.click(within(todo).getByRole('button', { name: 'Actions of the board To do' }));
    // Mantine's dropdown may still be in its opening transition in jsdom (as overlays.test says).
    await user.click(await screen.findByRole('menuitem', { name: 'Clear tasks', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear this board?' });
    // The boards read again after the refusal: the clear then names the version they give.
    const boardsAgain = new Promise<void>((resolve) => {
      const onResponse = ({ request }: { request: Request }) => {
        if (request.method === 'GET' && request.url.endsWith('/apps/kanban/boards')) resolve();
      };
      mockServer.events.on('response:mocked', onResponse);
      onTestFinished(() => mockServer.events.removeListener('response:mocked', onResponse));
    });
    await user.click(within(dialog).getByRole('button', { name: 'Clear tasks' }));
    expect(
      await within(dialog).findByText(
        'John Doe changed this record in the meantime: nothing was saved.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    const tasksOf = () => getDemoSession().db.kanbanTasks.filter((t) => t.boardId === board?.id);
    expect(tasksOf().length).toBeGreaterThan(1);
    // The board reads again: the card shows, and the clear now names the version it has.
    await boardsAgain;
    expect(
      await within(todo).findByRole('button', { name: 'Added elsewhere' }, { timeout: 10_000 }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Clear tasks' }));
    await waitFor(() => expect(tasksOf()).toEqual([]), { timeout: 10_000 });
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
