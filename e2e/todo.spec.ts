import type { Locator, Page } from '@playwright/test';
import {
  expect as baseExpect,
  allowConsoleErrors,
  expectedConsoleErrors,
  expectNoA11yViolations,
  test,
} from './fixtures';
import { openSignedIn } from './helpers';

// These flows reload the app and wait for writes; on a busy machine (several suites side by side)
// a cold boot alone can take several seconds, so waits are longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

/** English texts of the todo app (public/locales/en.json). */
const todo = {
  heading: 'Todo',
  add: 'Add task',
  save: 'Save changes',
  deleteTask: 'Delete',
  restore: 'Restore',
  removeForever: 'Delete forever',
  editTitle: 'Edit task',
  viewTitle: 'Task details',
  deletedNote: 'This task is deleted. Restore it to change it.',
  added: 'Task added.',
  saved: 'Task saved.',
  moved: 'Task moved to Deleted.',
  restored: 'Task restored.',
  removed: 'Task deleted forever.',
  readOnlyList: 'You can change only the tasks assigned to you; the others are read-only.',
  readOnlyDrawer: 'This task is not assigned to you. You can view it but not change it.',
  empty: 'No tasks found',
  search: 'Search tasks',
} as const;

const filterNames = {
  all: 'My tasks',
  everyone: "Everyone's tasks",
  important: 'Important',
  completed: 'Completed',
  deleted: 'Deleted',
} as const;
const tagNames = { team: 'Team', low: 'Low', medium: 'Medium', high: 'High', update: 'Update' };

const XSS_TITLE = '<img src=x onerror=alert(1)>';
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function ui(page: Page) {
  const list = page.getByRole('list', { name: 'Tasks' });
  const filters = page.getByRole('navigation', { name: 'Filters' });
  const tags = page.getByRole('navigation', { name: 'Tags' });
  return {
    list,
    rows: list.getByRole('listitem'),
    row: (title: string) =>
      list
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: title, exact: true }) }),
    /** The title button of a row, which opens the task. */
    open: (title: string) => list.getByRole('button', { name: title, exact: true }),
    filters,
    filter: (name: string) => filters.getByRole('link', { name: new RegExp(`^${name} \\d+$`) }),
    tag: (name: string) => tags.getByRole('link', { name, exact: true }),
    search: page.getByRole('searchbox', { name: todo.search }),
  };
}

/** The number a filter link shows. */
async function countOf(link: Locator): Promise<number> {
  const text = (await link.textContent()) ?? '';
  return Number(/(\d+)\s*$/.exec(text)?.[1] ?? Number.NaN);
}

/** Titles of the rows, in order (each row's title is its first button). */
function rowTitles(page: Page): Promise<string[]> {
  return ui(page).rows.evaluateAll((rows) =>
    rows.map((row) => row.querySelector('button')?.textContent ?? ''),
  );
}

/** Does `action` and expects a toast saying `text`; the wait starts first, as toasts are brief. */
async function expectToast(page: Page, text: string, action: () => Promise<unknown>) {
  const shown = page.getByText(text).waitFor({ state: 'visible' });
  await action();
  await shown;
}

/** Every task the user may read, not only the user's own (My tasks, the default). */
const everyonePath = '/apps/todo?filter=everyone';

/** Opens the todo app and waits for its list. */
async function openTodo(page: Page, role: 'admin' | 'client', path = '/apps/todo') {
  await openSignedIn(page, path, role);
  await expect(page.getByRole('heading', { name: todo.heading, level: 1 })).toBeVisible();
}

/** Picks the 15th of the month the date picker opens on. */
async function pickDueDate(page: Page, drawer: Locator) {
  await drawer.getByRole('button', { name: 'Due date' }).click();
  const now = new Date();
  const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(now);
  await page.getByRole('button', { name: `15 ${month} ${now.getFullYear()}` }).click();
}

test.describe('todo app', () => {
  test('adds a task through the drawer, and the counts follow', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openTodo(page, 'admin');
    const view = ui(page);
    const before = await countOf(view.filter(filterNames.all));
    const beforeEveryone = await countOf(view.filter(filterNames.everyone));

    await page.getByRole('button', { name: todo.add }).click();
    await expect(page).toHaveURL(/taskId=new/);
    const drawer = page.getByRole('dialog', { name: todo.add });
    await expect(drawer).toBeVisible();
    // The title is required.
    await drawer.getByRole('button', { name: todo.add }).click();
    await expect(drawer.getByText('This field is required.').first()).toBeVisible();

    await drawer.getByRole('textbox', { name: 'Title' }).fill('Prepare the board meeting');
    await drawer.getByRole('combobox', { name: 'Assignee' }).click();
    // Given to the admin itself, so that it heads My tasks.
    await page.getByRole('option', { name: 'John Doe' }).click();
    await pickDueDate(page, drawer);
    await drawer.getByRole('textbox', { name: 'Description' }).fill('Agenda and minutes.');
    await drawer.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByRole('option', { name: 'Team' }).click();
    // Tab closes the tag list, which covers the end of the form.
    await page.keyboard.press('Tab');

    const added = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/apps/todo/add-tasks',
    );
    await expectToast(page, todo.added, () =>
      drawer.getByRole('button', { name: todo.add }).click(),
    );
    const response = await added;
    expect(response.status()).toBe(201);
    // The answer is the stored task (the request body is a stream Playwright does not record).
    expect(await response.json()).toMatchObject({
      title: 'Prepare the board meeting',
      assignee: { id: 1, fullName: 'John Doe' },
      tags: ['team', 'high'],
      description: 'Agenda and minutes.',
      isDeleted: false,
    });
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/taskId/);

    // Newest first: the new task leads the list, with its badges and assignee.
    const first = view.rows.first();
    await expect(first.getByRole('button').first()).toHaveText('Prepare the board meeting');
    await expect(first).toContainText('Team');
    await expect(first).toContainText('High');
    await expect(first).toContainText('Assigned to John Doe');
    await expect(view.filter(filterNames.all)).toHaveAccessibleName(
      `${filterNames.all} ${before + 1}`,
    );
    await expect(view.filter(filterNames.everyone)).toHaveAccessibleName(
      `${filterNames.everyone} ${beforeEveryone + 1}`,
    );
  });

  test('toggles complete and important at once, and they stay after a reload', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openTodo(page, 'admin', everyonePath);
    const view = ui(page);
    const title = 'Replace the printer toner';
    const row = view.row(title);
    const checkbox = row.getByRole('checkbox', { name: `Mark “${title}” as completed` });
    const star = row.getByRole('button', { name: `Mark “${title}” as important` });
    await expect(checkbox).not.toBeChecked();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const completed = await countOf(view.filter(filterNames.completed));
    const important = await countOf(view.filter(filterNames.important));

    // A click, then the state: the box follows the cached list a moment after the click (the
    // optimistic update first cancels refetches), which Playwright's check() does not wait for.
    await checkbox.click();
    await expect(checkbox).toBeChecked();
    await expect(row.getByText(title, { exact: true })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(view.filter(filterNames.completed)).toHaveAccessibleName(
      `${filterNames.completed} ${completed + 1}`,
    );
    await expect(view.filter(filterNames.important)).toHaveAccessibleName(
      `${filterNames.important} ${important + 1}`,
    );

    await page.reload();
    await expect(view.row(title).getByRole('checkbox')).toBeChecked();
    await expect(
      view.row(title).getByRole('button', { name: `Mark “${title}” as important` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('with a failing save', () => {
    // The browser logs the 500 and the 400 these tests provoke.
    test.use({
      allowedConsoleErrors: allowConsoleErrors(
        expectedConsoleErrors.serverError,
        expectedConsoleErrors.badRequest,
      ),
    });

    test('a failed checkbox goes back and says why', async ({ page, loginAs, mockApi }) => {
      await loginAs('admin');
      await openTodo(page, 'admin', everyonePath);
      const title = 'Replace the printer toner';
      const checkbox = ui(page)
        .row(title)
        .getByRole('checkbox', { name: `Mark “${title}” as completed` });
      await mockApi.fail({ path: '/apps/todo/update-task', status: 500, message: 'Server down' });
      // click, not check: the box flips and flips back, which check() would take for a failure.
      await expectToast(page, 'Server down', () => checkbox.click());
      await expect(checkbox).not.toBeChecked();
    });

    test('edits a task, and keeps the edits when a save fails', async ({
      page,
      loginAs,
      mockApi,
    }) => {
      await loginAs('admin');
      await openTodo(page, 'admin', everyonePath);
      const view = ui(page);
      await view.open('Update the team wiki').click();
      await expect(page).toHaveURL(/taskId=\d+/);
      const drawer = page.getByRole('dialog', { name: todo.editTitle });
      const title = drawer.getByRole('textbox', { name: 'Title' });
      await expect(title).toHaveValue('Update the team wiki');

      // A failure that is not about a field: the message shows in the drawer, edits stay.
      await title.fill('Update the team wiki and the runbooks');
      await mockApi.fail({ path: '/apps/todo/update-task', status: 500, message: 'Server down' });
      await drawer.getByRole('button', { name: todo.save }).click();
      await expect(drawer.getByRole('alert')).toContainText('Server down');
      await expect(title).toHaveValue('Update the team wiki and the runbooks');

      // Field errors from the API go by their fields.
      await page.route('**/apps/todo/update-task', (route) =>
        route.fulfill({
          status: 400,
          json: { message: 'validation.failed', errors: { title: ['validation.tooLong'] } },
        }),
      );
      await drawer.getByRole('button', { name: todo.save }).click();
      await expect(title).toHaveAccessibleDescription(/This value is too long/);
      await expect(title).toHaveValue('Update the team wiki and the runbooks');
      await page.unroute('**/apps/todo/update-task');

      await expectToast(page, todo.saved, () =>
        drawer.getByRole('button', { name: todo.save }).click(),
      );
      await expect(drawer).toBeHidden();
      await expect(view.open('Update the team wiki and the runbooks')).toBeVisible();
    });
  });

  test('deletes to Deleted, restores, and deletes for good after confirming', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    await openTodo(page, 'admin', everyonePath);
    const view = ui(page);
    const title = 'Order new laptops for the design team';
    const deleted = await countOf(view.filter(filterNames.deleted));

    await view.open(title).click();
    await expectToast(page, todo.moved, () =>
      page
        .getByRole('dialog', { name: todo.editTitle })
        .getByRole('button', { name: todo.deleteTask })
        .click(),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view.open(title)).toHaveCount(0);
    await expect(view.filter(filterNames.deleted)).toHaveAccessibleName(
      `${filterNames.deleted} ${deleted + 1}`,
    );

    await view.filter(filterNames.deleted).click();
    await expect(page).toHaveURL(/filter=deleted/);
    await view.open(title).click();
    // A deleted task is read-only until restored.
    await expect(
      page.getByRole('dialog', { name: todo.viewTitle }).getByText(todo.deletedNote),
    ).toBeVisible();
    await expectToast(page, todo.restored, () =>
      page
        .getByRole('dialog', { name: todo.viewTitle })
        .getByRole('button', { name: todo.restore })
        .click(),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view.open(title)).toHaveCount(0);
    await view.filter(filterNames.everyone).click();
    await expect(view.open(title)).toBeVisible();

    // Delete twice: the second time from Deleted, for good.
    await view.open(title).click();
    await page
      .getByRole('dialog', { name: todo.editTitle })
      .getByRole('button', { name: todo.deleteTask })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await view.filter(filterNames.deleted).click();
    await view.open(title).click();
    await page
      .getByRole('dialog', { name: todo.viewTitle })
      .getByRole('button', { name: todo.removeForever })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete this task forever?' });
    await expect(confirm).toContainText(`“${title}” will be removed for good.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page
      .getByRole('dialog', { name: todo.viewTitle })
      .getByRole('button', { name: todo.removeForever })
      .click();
    await expectToast(page, todo.removed, () =>
      confirm.getByRole('button', { name: todo.removeForever }).click(),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view.open(title)).toHaveCount(0);
    await expect(view.filter(filterNames.deleted)).toHaveAccessibleName(
      `${filterNames.deleted} ${deleted}`,
    );
    await view.filter(filterNames.everyone).click();
    await expect(view.open(title)).toHaveCount(0);
  });

  test('each filter and tag shows its tasks and goes in the URL', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openTodo(page, 'admin');
    const view = ui(page);

    for (const [filter, name] of Object.entries(filterNames)) {
      const link = view.filter(name);
      const count = await countOf(link);
      await link.click();
      await expect(link).toHaveAttribute('aria-current', 'page');
      if (filter === 'all') await expect(page).not.toHaveURL(/filter=/);
      else await expect(page).toHaveURL(new RegExp(`filter=${filter}`));
      await expect(view.rows).toHaveCount(count);
      if (filter === 'important') {
        for (const star of await view.list.getByRole('button', { name: /as important$/ }).all()) {
          await expect(star).toHaveAttribute('aria-pressed', 'true');
        }
      }
      if (filter === 'completed') {
        for (const box of await view.list.getByRole('checkbox').all()) {
          await expect(box).toBeChecked();
        }
      }
    }

    for (const [tag, name] of Object.entries(tagNames)) {
      await view.tag(name).click();
      await expect(page).toHaveURL(new RegExp(`tag=${tag}`));
      await expect(page).not.toHaveURL(/filter=/);
      await expect(view.tag(name)).toHaveAttribute('aria-current', 'page');
      // The previous tag's rows stay (busy) until the answer: read the rows once it has come.
      await expect(view.list).toHaveAttribute('aria-busy', 'false');
      const rows = await view.rows.all();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) await expect(row.getByText(name, { exact: true })).toBeVisible();
    }
  });

  test('searches as the user types without waiting, and sorts every way', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    await openTodo(page, 'admin', everyonePath);
    const view = ui(page);
    const total = await view.rows.count();

    // A slow server: the typed text shows at once and the previous list stays meanwhile.
    await mockApi.latency(1500);
    await view.search.pressSequentially('the', { delay: 30 });
    await expect(view.search).toHaveValue('the');
    await expect(view.rows).toHaveCount(total);
    await expect(page).toHaveURL(/q=the/);
    await expect(view.list).toHaveAttribute('aria-busy', 'true');
    await expect(view.list).toHaveAttribute('aria-busy', 'false', { timeout: 5000 });
    await mockApi.latency(0);
    const found = await rowTitles(page);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(total);
    for (const title of found) expect(title.toLowerCase()).toContain('the');

    const sortButton = () => page.getByRole('button', { name: /^Sort: / });
    const sortBy = async (name: string) => {
      await sortButton().click();
      await page.getByRole('menuitem', { name }).click();
    };

    await sortBy('Title A–Z');
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect.poll(() => rowTitles(page)).toEqual(found.toSorted(collator.compare));
    await sortBy('Title Z–A');
    await expect(page).toHaveURL(/sort=title-desc/);
    await expect.poll(() => rowTitles(page)).toEqual(found.toSorted(collator.compare).toReversed());

    await sortBy('Due date');
    await expect(page).toHaveURL(/sort=due-date/);
    await expect
      .poll(async () => {
        const days = await view.list
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
        return days.join() === days.toSorted().join();
      })
      .toBe(true);

    await sortBy('Assignee');
    await expect(page).toHaveURL(/sort=assignee/);
    await expect
      .poll(async () => {
        const names = await view.list.getByText(/^(Assigned to .+|Unassigned)$/).allTextContents();
        const assigned = names.filter((name) => name !== 'Unassigned');
        const sorted = assigned.join('|') === assigned.toSorted(collator.compare).join('|');
        const unassignedLast = names.slice(assigned.length).every((name) => name === 'Unassigned');
        return sorted && unassignedLast;
      })
      .toBe(true);

    await sortBy('Newest first');
    await expect(page).not.toHaveURL(/sort=/);
    await expect(sortButton()).toHaveAccessibleName('Sort: Newest first');

    // Clearing the search brings every task back, and strips q from the URL.
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(view.rows).toHaveCount(total);

    await view.search.fill('no such task anywhere');
    await expect(page.getByText(todo.empty)).toBeVisible();
  });

  test('the URL restores the whole view after a reload', async ({ page, loginAs }) => {
    await loginAs('admin');
    await openTodo(page, 'admin', '/apps/todo?tag=team&q=the&sort=title-desc');
    const view = ui(page);
    await expect(view.search).toHaveValue('the');
    await expect(view.tag('Team')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sort: Title Z–A' })).toBeVisible();
    const titles = await rowTitles(page);
    expect(titles.length).toBeGreaterThan(0);

    // An open task is in the URL too.
    await view.open(titles[0] ?? '').click();
    await expect(page).toHaveURL(/taskId=\d+/);
    await page.reload();
    await expect(page.getByRole('dialog', { name: todo.editTitle })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(titles[0] ?? '');
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/taskId/);
    await expect(page).toHaveURL(/tag=team/);
    await expect(view.search).toHaveValue('the');
    expect(await rowTitles(page)).toEqual(titles);

    // Defaults are not written to the URL, and nonsense falls back to them.
    await page.goto('/apps/todo?filter=archived&sort=price&tag=');
    await expect(view.filter(filterNames.all)).toHaveAttribute('aria-current', 'page');
  });

  test("the client's My tasks holds only its own; everyone's are a filter away, read-only", async ({
    page,
    loginAs,
  }) => {
    const { userData: client } = await loginAs('client');
    await openTodo(page, 'client');
    const view = ui(page);

    // My tasks: the client's own, none of them locked.
    await expect(view.filter(filterNames.all)).toHaveAttribute('aria-current', 'page');
    const mine = await countOf(view.filter(filterNames.all));
    expect(mine).toBeGreaterThan(0);
    await expect(view.rows).toHaveCount(mine);
    await expect(view.rows.filter({ hasNotText: `Assigned to ${client.fullName}` })).toHaveCount(0);
    for (const box of await view.list.getByRole('checkbox').all()) await expect(box).toBeEnabled();
    await expect(page.getByText(todo.readOnlyList)).toHaveCount(0);

    // Everyone's tasks says whose they are: the others' read-only.
    await view.filter(filterNames.everyone).click();
    await expect(page).toHaveURL(/filter=everyone/);
    await expect(view.rows).toHaveCount(await countOf(view.filter(filterNames.everyone)));
    await expect(page.getByText(todo.readOnlyList)).toBeVisible();

    const ownRows = view.rows.filter({ hasText: `Assigned to ${client.fullName}` });
    const otherRows = view.rows.filter({ hasNotText: `Assigned to ${client.fullName}` });
    expect(await ownRows.count()).toBeGreaterThan(0);
    for (const row of await otherRows.all()) {
      await expect(row.getByRole('checkbox')).toBeDisabled();
      await expect(row.getByRole('button', { name: /as important$/ })).toBeDisabled();
    }
    for (const row of await ownRows.all()) {
      await expect(row.getByRole('checkbox')).toBeEnabled();
    }

    // Another person's task opens for reading only.
    const other = otherRows.first();
    await other.getByRole('button').first().click();
    const drawer = page.getByRole('dialog', { name: todo.viewTitle });
    await expect(drawer).toContainText(todo.readOnlyDrawer);
    await expect(drawer.getByRole('textbox', { name: 'Title' })).not.toBeEditable();
    await expect(drawer.getByRole('button', { name: todo.save })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: todo.deleteTask })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    // The closing drawer's overlay would take the next click.
    await expect(drawer).toBeHidden();

    // Its own task can be completed, and the server agrees.
    // Named once: a locator filtered by "not checked" would move to another row once ticked.
    const ownLabel = await ownRows
      .getByRole('checkbox', { checked: false })
      .first()
      .getAttribute('aria-label');
    const saved = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/apps/todo/update-task',
    );
    const ownBox = view.list.getByRole('checkbox', { name: ownLabel ?? '', exact: true });
    await ownBox.click();
    await expect(ownBox).toBeChecked();
    expect((await saved).status()).toBe(200);

    // A new task is the client's own: the assignee is fixed to itself.
    await page.getByRole('button', { name: todo.add }).click();
    const add = page.getByRole('dialog', { name: todo.add });
    await expect(add.getByRole('combobox', { name: 'Assignee' })).toHaveValue(client.fullName);
  });

  test('a title with markup shows as text', async ({ page, loginAs }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await loginAs('admin');
    await openTodo(page, 'admin');
    const view = ui(page);
    const button = view.list.getByRole('button', { name: XSS_TITLE, exact: true });
    await expect(button).toHaveText(XSS_TITLE);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await button.click();
    const drawer = page.getByRole('dialog', { name: todo.editTitle });
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(XSS_TITLE);
    await view.search.fill('<img');
    await expect(view.rows).toHaveCount(1);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('the list and the open drawer pass axe', async ({ page, loginAs }) => {
    await loginAs('client');
    await openTodo(page, 'client');
    await expect(ui(page).rows.first()).toBeVisible();
    await expectNoA11yViolations(page, '/apps/todo (list)');
    await page.getByRole('button', { name: todo.add }).click();
    await expect(page.getByRole('dialog', { name: todo.add })).toBeVisible();
    await expectNoA11yViolations(page, '/apps/todo (drawer)');
  });

  test('an open task passes axe in the dark skin, right to left', async ({
    page,
    context,
    loginAs,
  }) => {
    await context.addInitScript(() => {
      try {
        window.localStorage.setItem('skin', 'dark');
        window.localStorage.setItem('direction', 'rtl');
      } catch {
        // about:blank has no storage.
      }
    });
    await loginAs('admin');
    await openTodo(page, 'admin', '/apps/todo?filter=deleted');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await ui(page).rows.first().getByRole('button').first().click();
    const drawer = page.getByRole('dialog', { name: todo.viewTitle });
    await expect(drawer.getByText(todo.deletedNote)).toBeVisible();
    await expect(drawer.getByRole('button', { name: todo.restore })).toBeVisible();
    await expectNoA11yViolations(page, '/apps/todo deleted task (dark, rtl)');
  });
});
