import type { Page } from '@playwright/test';
import {
  allowConsoleErrors,
  demoAccounts,
  expect as baseExpect,
  expectedConsoleErrors,
  presetStorage,
  test,
} from './fixtures';
import { expectToastAfter, openSignedIn, signInElsewhere, undoToast } from './helpers';
import { KanbanPage, kanbanTexts as texts, seededBoards } from './pages/kanban-page';
import { LiveStream } from './pages/live-events';
import { NotificationBell } from './pages/notification-bell';

// Flows that drag, reload and wait for writes; on a busy machine a cold boot alone can take
// several seconds, so waits are longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** Seeded tasks (src/mocks/seed/kanban-seed.ts). */
const seeded = {
  /** To do, first; not the client's. */
  onboarding: 'Design the new onboarding screens',
  /** To do, second; the client's. */
  webhooks: 'Write the API docs for webhooks',
  /** To do, third; not the client's. */
  marketing: 'Plan the spring marketing campaign',
} as const;

async function openKanban(page: Page, role: 'admin' | 'client') {
  await openSignedIn(page, '/apps/kanban', role);
  const kanban = new KanbanPage(page);
  await kanban.waitForBoards();
  return kanban;
}

test.describe('kanban app', () => {
  test('moves a card to another board with the mouse; the order survives a reload', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const kanban = await openKanban(page, 'admin');
    // The avatar groups overlap without covering initials ("JD", not "D").
    expect(await kanban.coveredInitials()).toEqual([]);
    const reviewBefore = await kanban.cardTitles('In review');
    const saved = kanban.nextWrite('update-task-board');
    await kanban.mouseDrag(seeded.onboarding, 'In review');
    await expect(
      kanban.board('In review').getByRole('button', { name: seeded.onboarding }),
    ).toBeVisible();
    expect((await saved).status()).toBe(200);
    await expect(kanban.announcement).toContainText(`You have dropped ${seeded.onboarding}`);
    const reviewAfter = await kanban.cardTitles('In review');
    expect(reviewAfter.toSorted()).toEqual([...reviewBefore, seeded.onboarding].toSorted());

    await page.reload();
    await kanban.waitForBoards();
    expect(await kanban.cardTitles('In review')).toEqual(reviewAfter);
    expect(await kanban.cardTitles('To do')).not.toContain(seeded.onboarding);

    // The search over the cards is in the URL, so a reload keeps it.
    await kanban.search.fill('onboarding');
    await expect(page).toHaveURL(/[?&]q=onboarding/);
    await page.reload();
    await kanban.waitForBoards();
    await expect(kanban.search).toHaveValue('onboarding');
    expect(await kanban.cardTitles('In review')).toEqual([seeded.onboarding]);
    expect(await kanban.cardTitles('To do')).toEqual([]);
  });

  test('moves a card within its board with the keyboard, announced; kept after reload', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const kanban = await openKanban(page, 'admin');
    const before = await kanban.cardTitles('To do');
    expect(before.slice(0, 3)).toEqual([seeded.onboarding, seeded.webhooks, seeded.marketing]);

    const saved = kanban.nextWrite('reorder-tasks');
    await kanban.keyboardDrag(seeded.webhooks, ['ArrowDown']);
    await expect(kanban.announcement).toHaveText(
      `You have dropped ${seeded.webhooks}. It is now at position 3 of ${before.length} in To do.`,
    );
    expect((await saved).status()).toBe(200);
    const after = [seeded.onboarding, seeded.marketing, seeded.webhooks, ...before.slice(3)];
    expect(await kanban.cardTitles('To do')).toEqual(after);
    // Focus stays on the moved card, so the user can go on.
    await expect(kanban.card(seeded.webhooks)).toBeFocused();

    // Escape puts a lifted card back and sends nothing.
    await kanban.keyboardDrag(seeded.webhooks, ['ArrowUp'], 'Escape');
    await expect(kanban.announcement).toContainText('Move cancelled.');
    expect(await kanban.cardTitles('To do')).toEqual(after);

    await page.reload();
    await kanban.waitForBoards();
    expect(await kanban.cardTitles('To do')).toEqual(after);
  });

  test.describe('when the server fails', () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.serverError) });

    test('a failed move puts the card back where it was, with an error toast', async ({
      page,
      loginAs,
      mockApi,
    }) => {
      await loginAs('admin');
      const kanban = await openKanban(page, 'admin');
      const before = await kanban.cardTitles('To do');
      await mockApi.fail({ path: '/apps/kanban/reorder-tasks', method: 'POST' });

      const toast = page.getByText(texts.simulatedFailure).waitFor({ state: 'visible' });
      const failed = kanban.nextWrite('reorder-tasks');
      await kanban.keyboardDrag(seeded.onboarding, ['ArrowDown', 'ArrowDown']);
      expect((await failed).status()).toBe(500);
      await toast;
      await expect.poll(() => kanban.cardTitles('To do')).toEqual(before);
    });
  });

  test.describe('board titles', () => {
    test.use({ allowedConsoleErrors: allowConsoleErrors(expectedConsoleErrors.conflict) });

    test('adds, renames, clears and deletes boards; a taken title is refused by its field', async ({
      page,
      loginAs,
      mockApi,
    }) => {
      const boardDeletes = { method: 'DELETE', path: '/apps/kanban/delete-board' };
      await loginAs('admin');
      const kanban = await openKanban(page, 'admin');

      const refused = kanban.nextWrite('add-board');
      await kanban.submitNewBoard('in REVIEW');
      expect((await refused).status()).toBe(409);
      const field = page.getByRole('textbox', { name: texts.boardTitle });
      await expect(field).toHaveAccessibleDescription(texts.titleTaken);
      await expect(field).toHaveValue('in REVIEW');

      await field.fill('Backlog');
      await field.press('Enter');
      await expect(kanban.board('Backlog')).toBeVisible();
      expect(await kanban.boardTitlesLeftToRight()).toEqual([...seededBoards, 'Backlog']);

      await kanban.boardAction('Backlog', texts.rename);
      const rename = page.getByRole('textbox', { name: texts.renameField('Backlog') });
      await rename.fill('Ideas');
      await rename.press('Enter');
      await expect(kanban.board('Ideas')).toBeVisible();

      await kanban.boardAction('In review', texts.clearTasks);
      const clearDialog = page.getByRole('dialog', { name: 'Clear this board?' });
      await clearDialog.getByRole('button', { name: texts.clearTasks }).click();
      await expect(clearDialog).toBeHidden();
      expect(await kanban.cardTitles('In review')).toEqual([]);
      await expect(kanban.board('In review')).toContainText('No tasks here yet.');

      // Deleting a board is undoable: the column leaves at once and the toast offers Undo, which
      // brings it back with nothing sent.
      await kanban.boardAction('Ideas', texts.deleteBoard);
      await expect(kanban.board('Ideas')).toBeHidden();
      await undoToast(page, texts.boardDeleted('Ideas'))
        .getByRole('button', { name: 'Undo' })
        .click();
      await expect(kanban.board('Ideas')).toBeVisible();
      expect(await mockApi.requests(boardDeletes)).toEqual([]);

      // Left alone, the delete is sent when the toast's time is up.
      const deleted = kanban.nextWrite('delete-board');
      await kanban.boardAction('Ideas', texts.deleteBoard);
      await expect(kanban.board('Ideas')).toBeHidden();
      await expect(undoToast(page, texts.boardDeleted('Ideas'))).toBeVisible();
      expect((await deleted).status()).toBe(204);
      expect(await mockApi.requests(boardDeletes)).toHaveLength(1);

      await page.reload();
      await kanban.waitForBoards();
      expect(await kanban.boardTitlesLeftToRight()).toEqual([...seededBoards]);
      expect(await kanban.cardTitles('In review')).toEqual([]);
    });
  });

  test('adds tasks at the bottom with Enter, and edits one in the drawer', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const kanban = await openKanban(page, 'admin');
    const before = await kanban.cardTitles('In progress');
    await kanban.addTasks('In progress', ['Write the test plan', 'Book the demo room']);
    expect(await kanban.cardTitles('In progress')).toEqual([
      ...before,
      'Write the test plan',
      'Book the demo room',
    ]);

    await kanban.card('Book the demo room').click();
    const drawer = page.getByRole('dialog', { name: texts.editTask });
    await drawer.getByRole('textbox', { name: 'Title' }).fill('Book the big demo room');
    await drawer.getByRole('textbox', { name: 'Description' }).fill('For twelve people.');
    await drawer.getByRole('combobox', { name: 'Labels' }).click();
    await page.getByRole('option', { name: 'Research' }).click();
    await drawer.getByRole('combobox', { name: 'Labels' }).press('Escape');
    await expectToastAfter(page, texts.taskSaved, () =>
      drawer.getByRole('button', { name: texts.save }).click(),
    );
    await expect(drawer).toBeHidden();
    const card = kanban.card('Book the big demo room');
    await expect(card).toContainText('Research');

    await card.click();
    const reopened = page.getByRole('dialog', { name: texts.editTask });
    await reopened.getByRole('textbox', { name: 'New comment' }).fill('Room 4 is free.');
    await reopened.getByRole('button', { name: 'Add comment' }).click();
    await expect(reopened.getByRole('heading', { name: '1 comment' })).toBeVisible();
    await expect(reopened.getByText('Room 4 is free.')).toBeVisible();
    await reopened.getByRole('button', { name: texts.closeTask }).click();
    await expect(card).toHaveAccessibleDescription(/1 comment/);
  });

  test('a task assigned in its drawer reaches the assignee’s open page at once', async ({
    page,
    api,
    browser,
    isolate,
    consoleGuard,
    loginAs,
    mockApi,
  }) => {
    // The client, in a browser of its own on this test's data, with its bell and its stream.
    const { userData: client } = await api.signIn('client');
    const { unread } = await api.json<{ unread: number }>('/api/notifications/unread-count');
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'client');
    const bell = new NotificationBell(other);
    await bell.expectUnread(unread);
    await new LiveStream(mockApi).expectConnected(1);

    await loginAs('admin');
    const kanban = await openKanban(page, 'admin');
    const drawer = await kanban.openTask(seeded.onboarding);
    await expect(drawer.getByRole('button', { name: texts.save })).toBeVisible();
    await drawer.getByRole('button', { name: texts.closeTask }).click();
    await expect(drawer).toBeHidden();
    const saved = await kanban.assign(seeded.onboarding, [demoAccounts.client.fullName]);
    expect(saved.status(), 'POST /apps/kanban/update-task').toBe(200);
    const sent = (await mockApi.requests({ method: 'POST', path: '/apps/kanban/update-task' })).at(
      -1,
    );
    expect(sent?.body).toMatchObject({
      data: { assignedTo: expect.arrayContaining([{ id: client.id }]) },
    });

    // No reload, no refocus: the stream brings it.
    await bell.expectUnread(unread + 1);
    await bell.open();
    await expect(bell.item(seeded.onboarding)).toBeVisible();
    await other.context().close();
  });

  test("the client moves its own tasks only; others' stay put and read-only", async ({
    page,
    loginAs,
  }) => {
    await loginAs('client');
    const kanban = await openKanban(page, 'client');
    await expect(page.getByRole('button', { name: texts.addBoard })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.boardActions('To do') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.moveBoard('To do') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.addTaskTo('To do') })).toHaveCount(0);
    const before = await kanban.cardTitles('To do');

    // Another's task: Space lifts nothing, so nothing moves and nothing is sent.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/apps/kanban/')) {
        writes.push(request.url());
      }
    });
    await kanban.dragReady();
    const others = kanban.card(seeded.onboarding);
    await others.focus();
    await others.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(kanban.announcement).not.toContainText(`lifted ${seeded.onboarding}`);
    expect(await kanban.cardTitles('To do')).toEqual(before);

    // Its own: it moves, and the move is saved.
    const saved = kanban.nextWrite('reorder-tasks');
    await kanban.keyboardDrag(seeded.webhooks, ['ArrowUp']);
    expect((await saved).status()).toBe(200);
    expect(writes).toHaveLength(1);
    expect((await kanban.cardTitles('To do')).slice(0, 2)).toEqual([
      seeded.webhooks,
      seeded.onboarding,
    ]);

    // Another's task opens read-only: no Save, no comment, no delete.
    await others.click();
    const drawer = page.getByRole('dialog', { name: texts.viewTask });
    await expect(drawer.getByText(texts.readOnly)).toBeVisible();
    await expect(drawer.getByRole('button', { name: texts.save })).toHaveCount(0);
    await expect(drawer.getByRole('textbox', { name: 'New comment' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: 'Delete task' })).toHaveCount(0);
  });

  test('right to left, the boards are mirrored and the arrows move the way they point', async ({
    page,
    context,
    loginAs,
  }) => {
    await presetStorage(context, { direction: 'rtl' });
    await loginAs('admin');
    const kanban = await openKanban(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await kanban.boardTitlesLeftToRight()).toEqual(seededBoards.toReversed());
    // The avatar groups overlap without covering initials ("JD", not "D").
    expect(await kanban.coveredInitials()).toEqual([]);

    // Left is the next board, right to left.
    const saved = kanban.nextWrite('update-task-board');
    await kanban.keyboardDrag(seeded.marketing, ['ArrowLeft']);
    expect((await saved).status()).toBe(200);
    await expect(
      kanban.board('In progress').getByRole('button', { name: seeded.marketing }),
    ).toBeVisible();

    // A board dragged by its grip: To do goes one place to the left, after In progress.
    const moved = kanban.nextWrite('reorder-boards');
    const grip = page.getByRole('button', { name: texts.moveBoard('To do') });
    await grip.focus();
    await grip.press('Space');
    await expect(kanban.announcement).toContainText('You have lifted To do');
    await page.keyboard.press('ArrowLeft');
    await expect(kanban.announcement).toContainText('position 2 of 4 boards');
    await page.keyboard.press('Space');
    expect((await moved).status()).toBe(200);
    expect(await kanban.boardTitlesLeftToRight()).toEqual([
      'Done',
      'In review',
      'To do',
      'In progress',
    ]);
  });
});

test.describe('two people moving one card', () => {
  // The refused drag's 412, and the tab's stream kept down while it tries to reconnect.
  test.use({
    allowedConsoleErrors: allowConsoleErrors(
      expectedConsoleErrors.preconditionFailed,
      expectedConsoleErrors.streamCut,
    ),
  });

  test('a drag against a stale board is refused, rolled back naming who moved it, and the board shows their move', async ({
    page,
    loginAs,
    browser,
    isolate,
    consoleGuard,
    mockApi,
  }) => {
    await loginAs('admin');
    const kanban = await openKanban(page, 'admin');
    await expect(
      kanban.board('To do').getByRole('button', { name: seeded.onboarding }),
    ).toBeVisible();
    // This tab's live stream is down: the other person's move cannot reach its board yet.
    const resume = await new LiveStream(mockApi).takeDown(page);

    // Another admin, in another browser, moves the card to In review.
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
    await other.goto('/apps/kanban');
    const otherKanban = new KanbanPage(other);
    await otherKanban.waitForBoards();
    const moved = otherKanban.nextWrite('update-task-board');
    await otherKanban.mouseDrag(seeded.onboarding, 'In review');
    expect((await moved).status()).toBe(200);
    await other.context().close();

    // The first admin, whose board still shows it in To do, drags it to In progress: refused.
    const refused = kanban.nextWrite('update-task-board');
    await kanban.mouseDrag(seeded.onboarding, 'In progress');
    expect((await refused).status()).toBe(412);
    await expect(
      page.getByText('John Doe changed this record in the meantime: nothing was saved.'),
    ).toBeVisible();
    // Not left in In progress: the board shows the card where the other person put it.
    await expect(
      kanban.board('In review').getByRole('button', { name: seeded.onboarding }),
    ).toBeVisible();
    await expect(
      kanban.board('In progress').getByRole('button', { name: seeded.onboarding }),
    ).toHaveCount(0);
    await expect(
      kanban.board('To do').getByRole('button', { name: seeded.onboarding }),
    ).toHaveCount(0);
    await resume();
  });
});
