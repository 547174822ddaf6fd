import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '../fixtures';
import { escapeRegExp, expectToastAfter, nextWrite } from '../helpers';

/** The English texts of the Kanban app (`kanban.*` in public/locales/en.json). */
export const kanbanTexts = {
  heading: 'Kanban',
  addBoard: 'Add board',
  boardTitle: 'Board title',
  addTaskTo: (board: string) => `Add a task to ${board}`,
  newTaskTitle: 'New task title',
  boardActions: (board: string) => `Actions of the board ${board}`,
  moveBoard: (board: string) => `Move the board ${board}`,
  rename: 'Rename',
  renameField: (board: string) => `New title of the board ${board}`,
  clearTasks: 'Clear tasks',
  deleteBoard: 'Delete board',
  boardDeleted: (board: string) => `Board “${board}” deleted.`,
  save: 'Save',
  titleTaken: 'A board already has this title.',
  editTask: 'Edit task',
  viewTask: 'Task details',
  readOnly: 'This task is not assigned to you. You can view it but not change it.',
  closeTask: 'Close the task',
  taskSaved: 'Task saved.',
  assignees: 'Assignees',
  searchCards: 'Search cards',
  clearFilters: 'Clear filters',
  noMatch: 'No card matches these filters.',
  simulatedFailure: 'The server failed to answer (a failure simulated by the mock API).',
} as const;

/** The seeded boards, in order (src/mocks/seed/kanban-seed.ts). */
export const seededBoards = ['To do', 'In progress', 'In review', 'Done'] as const;

/**
 * Page object of the Kanban app (src/apps/kanban/): boards are regions named by their heading,
 * cards buttons named by their task's title. Drags go through the real drag and drop, with the
 * mouse or the keyboard, and wait for what the user waits for (the announcement, the saved
 * write); the assertions stay in the test.
 */
export class KanbanPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { name: kanbanTexts.heading, level: 1 });
  }

  /** The search over the cards (`?q=`); the Label, Assignee and Due date filters beside it. */
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: kanbanTexts.searchCards });
  }

  /** What dnd says to screen readers (its live region). */
  get announcement(): Locator {
    return this.page.locator('[id^="rfd-announcement"]');
  }

  /**
   * The initials of the cards' avatars on screen that something covers (the next avatar of the
   * group): each avatar's text must be hit at its left and right ends within its own avatar.
   */
  coveredInitials(): Promise<string[]> {
    return this.page.getByTestId('kanban-card').evaluateAll((cards) =>
      cards.flatMap((card) =>
        [...card.querySelectorAll('.mantine-Avatar-placeholder')].flatMap((placeholder) => {
          const avatar = placeholder.closest('.mantine-Avatar-root');
          const range = document.createRange();
          range.selectNodeContents(placeholder);
          const text = range.getBoundingClientRect();
          const onScreen =
            text.width > 0 &&
            text.left >= 0 &&
            text.top >= 0 &&
            text.right <= window.innerWidth &&
            text.bottom <= window.innerHeight;
          if (!onScreen) return [];
          const middle = text.top + text.height / 2;
          const whole = [text.left + 0.5, text.right - 0.5].every((x) => {
            const hit = document.elementFromPoint(x, middle);
            return hit !== null && avatar !== null && avatar.contains(hit);
          });
          return whole ? [] : [placeholder.textContent ?? ''];
        }),
      ),
    );
  }

  board(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  card(title: string): Locator {
    return this.page.getByRole('button', { name: title, exact: true });
  }

  /** The titles of a board's cards, top to bottom. */
  cardTitles(board: string): Promise<string[]> {
    return this.board(board)
      .getByTestId('kanban-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  }

  /** The boards' titles as they are laid out, left to right on screen. */
  async boardTitlesLeftToRight(): Promise<string[]> {
    const boards = await this.page.getByTestId('kanban-board').evaluateAll((sections) =>
      sections.map((section) => ({
        x: section.getBoundingClientRect().x,
        title: section.querySelector('h2')?.textContent ?? '',
      })),
    );
    return boards.toSorted((a, b) => a.x - b.x).map((board) => board.title);
  }

  /** Waits for the board to show (its first card) and to be ready for drags (`dragReady`). */
  async waitForBoards() {
    await expect(this.heading).toBeVisible({ timeout: 15_000 });
    await expect(this.page.getByTestId('kanban-card').first()).toBeVisible({ timeout: 15_000 });
    await this.dragReady();
  }

  /**
   * Waits until cards can be dragged: the board loads its drag and drop when the pointer first
   * comes over a card or a board's grip (or one is focused or touched) and renders with it once
   * nothing is open in it (`data-drag-ready` on the board then). Hovers the first card.
   */
  async dragReady() {
    await this.page.getByTestId('kanban-card').first().hover();
    await expect(this.page.locator('[data-drag-ready]')).toBeAttached();
  }

  /**
   * The answer of the next write to `endpoint` (`reorder-tasks`, `update-task-board`…); fails
   * within seconds, naming it, when none comes (`nextWrite` in e2e/helpers.ts).
   */
  nextWrite(endpoint: string): Promise<Response> {
    return nextWrite(this.page, `/apps/kanban/${endpoint}`);
  }

  /** The add-task field of a board, open after "Add a task to <board>". */
  newTaskField(board: string): Locator {
    return this.board(board).getByRole('textbox', { name: kanbanTexts.newTaskTitle });
  }

  /**
   * Adds tasks at the bottom of `board`, one Enter each, waiting for each save (201), then closes
   * the add form (Escape): while it is open the board does not drag.
   */
  async addTasks(board: string, titles: readonly string[]) {
    await this.page.getByRole('button', { name: kanbanTexts.addTaskTo(board) }).click();
    const field = this.newTaskField(board);
    for (const title of titles) {
      const added = this.nextWrite('add-task');
      await field.fill(title);
      await field.press('Enter');
      expect((await added).status(), `POST /apps/kanban/add-task "${title}"`).toBe(201);
      await expect(field).toHaveValue('');
    }
    await field.press('Escape');
    await expect(field).toBeHidden();
  }

  /**
   * Lifts a card with Space, presses `keys` one by one (each waits for dnd to announce the new
   * place), then drops it with Space (or cancels with Escape).
   */
  async keyboardDrag(title: string, keys: readonly string[], end: 'Space' | 'Escape' = 'Space') {
    await this.dragReady();
    const card = this.card(title);
    await card.focus();
    await card.press('Space');
    await expect(this.announcement).toContainText(`You have lifted ${title}`);
    for (const key of keys) {
      const before = (await this.announcement.textContent()) ?? '';
      await this.page.keyboard.press(key);
      await expect(this.announcement).not.toHaveText(before);
    }
    await this.page.keyboard.press(end);
  }

  /** Drags a card with the mouse onto a board's list, below its last card. */
  async mouseDrag(title: string, toBoard: string) {
    await this.dragReady();
    const card = this.card(title);
    await card.scrollIntoViewIfNeeded();
    const from = await card.boundingBox();
    const target = this.board(toBoard);
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('card or board not on screen');
    const x = from.x + from.width / 2;
    const y = from.y + from.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    // Past dnd's sloppy-click threshold, then over the target in small steps.
    await this.page.mouse.move(x, y + 12, { steps: 4 });
    await expect(this.announcement).toContainText(`You have lifted ${title}`);
    await this.page.mouse.move(to.x + to.width / 2, to.y + 90, { steps: 20 });
    await expect(this.announcement).toContainText(`in ${toBoard}`);
    await this.page.mouse.up();
  }

  /** The open task's drawer: "Edit task", or "Task details" for a task the user may only read. */
  get taskDrawer(): Locator {
    return this.page.getByRole('dialog', {
      name: new RegExp(
        `^(?:${escapeRegExp(kanbanTexts.editTask)}|${escapeRegExp(kanbanTexts.viewTask)})$`,
      ),
    });
  }

  /** Opens the task `title` from its card (or `?taskId=` in the URL does); returns its drawer. */
  async openTask(title: string): Promise<Locator> {
    await this.card(title).click();
    await expect(this.taskDrawer).toBeVisible();
    await expect(this.taskDrawer.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
    return this.taskDrawer;
  }

  /**
   * Assigns the task `title` to `people` as well as to those it has (their full names): opens
   * it, picks each in the Assignees combobox (typed to filter it, one already chosen is left
   * so), saves and waits for "Task saved."; returns the answer of `update-task`. Assigning
   * someone notifies them.
   */
  async assign(title: string, people: readonly string[]): Promise<Response> {
    const drawer = await this.openTask(title);
    const field = drawer.getByRole('combobox', { name: new RegExp(`^${kanbanTexts.assignees}`) });
    for (const person of people) {
      await field.click();
      await field.fill(person);
      const option = this.page.getByRole('option', { name: person, exact: true });
      await expect(option).toBeVisible();
      if ((await option.getAttribute('aria-selected')) !== 'true') await option.click();
      await field.fill('');
    }
    await field.press('Escape');
    const saved = this.nextWrite('update-task');
    await expectToastAfter(this.page, kanbanTexts.taskSaved, () =>
      drawer.getByRole('button', { name: kanbanTexts.save }).click(),
    );
    await expect(drawer).toBeHidden();
    return saved;
  }

  /** Opens a board's action menu and picks an item. */
  async boardAction(board: string, item: string) {
    await this.page.getByRole('button', { name: kanbanTexts.boardActions(board) }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Adds a board through the last column's form (answers are not awaited). */
  async submitNewBoard(title: string) {
    await this.page.getByRole('button', { name: kanbanTexts.addBoard }).click();
    await this.page.getByRole('textbox', { name: kanbanTexts.boardTitle }).fill(title);
    await this.page.getByRole('textbox', { name: kanbanTexts.boardTitle }).press('Enter');
  }
}
