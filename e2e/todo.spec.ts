import { expect as baseExpect, allowConsoleErrors, expectedConsoleErrors, test } from './fixtures';
import { expectToastAfter, nextWrite, signInElsewhere } from './helpers';
import {
  TodoPage,
  todoFilters as filterNames,
  todoTags as tagNames,
  todoTexts as todo,
} from './pages/todo-page';

// These flows reload the app and wait for writes; on a busy machine (several suites side by side)
// a cold boot alone can take several seconds, so waits are longer than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const XSS_TITLE = '<img src=x onerror=alert(1)>';
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every task the user may read, not only the user's own (My tasks, the default). */
const everyonePath = '/apps/todo?filter=everyone';

test.describe('todo app', () => {
  test('adds a task through the drawer, and the counts follow', async ({
    page,
    loginAs,
    mockApi,
  }) => {
    await loginAs('admin');
    const view = new TodoPage(page);
    await view.goto('admin');
    const before = await view.countOf(view.filter(filterNames.all));
    const beforeEveryone = await view.countOf(view.filter(filterNames.everyone));

    const drawer = await view.startAdding();
    await expect(page).toHaveURL(/taskId=new/);
    // The title is required.
    await drawer.getByRole('button', { name: todo.add }).click();
    await expect(drawer.getByText('This field is required.').first()).toBeVisible();

    await drawer.getByRole('textbox', { name: 'Title' }).fill('Prepare the board meeting');
    // Added from My tasks: the admin's own, so that it shows there once saved.
    await expect(drawer.getByRole('combobox', { name: 'Assignee' })).toHaveValue('John Doe');
    await view.pickDueDate(drawer);
    await drawer.getByRole('textbox', { name: 'Description' }).fill('Agenda and minutes.');
    await drawer.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: 'High' }).click();
    await page.getByRole('option', { name: 'Team' }).click();
    // Tab closes the tag list, which covers the end of the form.
    await page.keyboard.press('Tab');

    const added = nextWrite(page, '/apps/todo/add-tasks', 'POST');
    await view.drawerAction(drawer, todo.add, todo.added);
    const response = await added;
    expect(response.status()).toBe(201);
    // What the app sent, as the server received it (Playwright does not record the body ky
    // streams): one request, the field left empty having sent nothing.
    const sent = await mockApi.requests({ method: 'POST', path: '/apps/todo/add-tasks' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe(201);
    expect(sent[0]?.body).toMatchObject({
      task: {
        title: 'Prepare the board meeting',
        description: 'Agenda and minutes.',
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-15/),
        assignee: expect.objectContaining({ id: 1 }),
        tags: expect.arrayContaining(['team', 'high']),
      },
    });
    // The answer is the stored task.
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
    const view = new TodoPage(page);
    await view.goto('admin', everyonePath);
    const title = 'Replace the printer toner';
    const row = view.row(title);
    const checkbox = view.completeBox(title);
    const star = view.importantButton(title);
    await expect(checkbox).not.toBeChecked();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    const completed = await view.countOf(view.filter(filterNames.completed));
    const important = await view.countOf(view.filter(filterNames.important));

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
    await expect(view.importantButton(title)).toHaveAttribute('aria-pressed', 'true');
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
      const view = new TodoPage(page);
      await view.goto('admin', everyonePath);
      const checkbox = view.completeBox('Replace the printer toner');
      await mockApi.fail({ path: '/apps/todo/update-task', status: 500, message: 'Server down' });
      // click, not check: the box flips and flips back, which check() would take for a failure.
      await expectToastAfter(page, 'Server down', () => checkbox.click());
      await expect(checkbox).not.toBeChecked();
    });

    test('edits a task, and keeps the edits when a save fails', async ({
      page,
      loginAs,
      mockApi,
    }) => {
      await loginAs('admin');
      const view = new TodoPage(page);
      await view.goto('admin', everyonePath);
      await view.titleButton('Update the team wiki').click();
      await expect(page).toHaveURL(/taskId=\d+/);
      const drawer = view.drawer(todo.editTitle);
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

      await view.drawerAction(drawer, todo.save, todo.saved);
      await expect(drawer).toBeHidden();
      await expect(view.titleButton('Update the team wiki and the runbooks')).toBeVisible();
    });
  });

  test('deletes to Deleted, restores, and deletes for good after confirming', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin');
    const view = new TodoPage(page);
    await view.goto('admin', everyonePath);
    const title = 'Order new laptops for the design team';
    const deleted = await view.countOf(view.filter(filterNames.deleted));

    await view.titleButton(title).click();
    await view.drawerAction(view.drawer(todo.editTitle), todo.deleteTask, todo.moved);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view.titleButton(title)).toHaveCount(0);
    await expect(view.filter(filterNames.deleted)).toHaveAccessibleName(
      `${filterNames.deleted} ${deleted + 1}`,
    );

    await view.filter(filterNames.deleted).click();
    await expect(page).toHaveURL(/filter=deleted/);
    await view.titleButton(title).click();
    // A deleted task is read-only until restored.
    await expect(view.drawer(todo.viewTitle).getByText(todo.deletedNote)).toBeVisible();
    await view.drawerAction(view.drawer(todo.viewTitle), todo.restore, todo.restored);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view.titleButton(title)).toHaveCount(0);
    await view.filter(filterNames.everyone).click();
    await expect(view.titleButton(title)).toBeVisible();

    // Delete twice: the second time from Deleted, for good.
    await view.titleButton(title).click();
    await view.drawer(todo.editTitle).getByRole('button', { name: todo.deleteTask }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await view.filter(filterNames.deleted).click();
    await view.titleButton(title).click();
    await view.drawer(todo.viewTitle).getByRole('button', { name: todo.removeForever }).click();
    const confirm = page.getByRole('dialog', { name: todo.confirmRemove });
    await expect(confirm).toContainText(`“${title}” will be removed for good.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await view.drawer(todo.viewTitle).getByRole('button', { name: todo.removeForever }).click();
    await expectToastAfter(page, todo.removed, () =>
      confirm.getByRole('button', { name: todo.removeForever }).click(),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(view.titleButton(title)).toHaveCount(0);
    await expect(view.filter(filterNames.deleted)).toHaveAccessibleName(
      `${filterNames.deleted} ${deleted}`,
    );
    await view.filter(filterNames.everyone).click();
    await expect(view.titleButton(title)).toHaveCount(0);
  });

  test('each filter and tag shows its tasks and goes in the URL', async ({ page, loginAs }) => {
    await loginAs('admin');
    const view = new TodoPage(page);
    await view.goto('admin');

    for (const [filter, name] of Object.entries(filterNames)) {
      const link = view.filter(name);
      const count = await view.countOf(link);
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
    const view = new TodoPage(page);
    await view.goto('admin', everyonePath);
    // The heading shows before the list's answer: count the rows once they are there.
    await expect(view.rows.first()).toBeVisible();
    const total = await view.rows.count();

    // A slow server: the typed text shows at once and the previous list stays meanwhile.
    await mockApi.latency(1500);
    await view.searchBox.pressSequentially('the', { delay: 30 });
    await expect(view.searchBox).toHaveValue('the');
    await expect(view.rows).toHaveCount(total);
    await expect(page).toHaveURL(/q=the/);
    await expect(view.list).toHaveAttribute('aria-busy', 'true');
    await expect(view.list).toHaveAttribute('aria-busy', 'false', { timeout: 5000 });
    await mockApi.latency(0);
    const found = await view.rowTitles();
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(total);
    for (const title of found) expect(title.toLowerCase()).toContain('the');

    await view.sortBy('Title A–Z');
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect.poll(() => view.rowTitles()).toEqual(found.toSorted(collator.compare));
    await view.sortBy('Title Z–A');
    await expect(page).toHaveURL(/sort=title-desc/);
    await expect
      .poll(() => view.rowTitles())
      .toEqual(found.toSorted(collator.compare).toReversed());

    await view.sortBy('Due date');
    await expect(page).toHaveURL(/sort=due-date/);
    await expect
      .poll(async () => {
        const days = await view.list
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
        return days.join() === days.toSorted().join();
      })
      .toBe(true);

    await view.sortBy('Assignee');
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

    await view.sortBy('Newest first');
    await expect(page).not.toHaveURL(/sort=/);
    await expect(view.sortButton).toHaveAccessibleName('Sort: Newest first');

    // Clearing the search brings every task back, and strips q from the URL.
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(view.rows).toHaveCount(total);

    await view.searchBox.fill('no such task anywhere');
    await expect(page.getByText(todo.empty)).toBeVisible();
  });

  test('the URL restores the whole view after a reload', async ({ page, loginAs }) => {
    await loginAs('admin');
    const view = new TodoPage(page);
    await view.goto('admin', '/apps/todo?tag=team&q=the&sort=title-desc');
    await expect(view.searchBox).toHaveValue('the');
    await expect(view.tag('Team')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sort: Title Z–A' })).toBeVisible();
    const titles = await view.rowTitles();
    expect(titles.length).toBeGreaterThan(0);

    // An open task is in the URL too.
    await view.titleButton(titles[0] ?? '').click();
    await expect(page).toHaveURL(/taskId=\d+/);
    await page.reload();
    await expect(view.drawer(todo.editTitle)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(titles[0] ?? '');
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/taskId/);
    await expect(page).toHaveURL(/tag=team/);
    await expect(view.searchBox).toHaveValue('the');
    expect(await view.rowTitles()).toEqual(titles);

    // Defaults are not written to the URL, and nonsense falls back to them.
    await page.goto('/apps/todo?filter=archived&sort=price&tag=');
    await expect(view.filter(filterNames.all)).toHaveAttribute('aria-current', 'page');
  });

  test("the client's My tasks holds only its own; everyone's are a filter away, read-only", async ({
    page,
    loginAs,
  }) => {
    const { userData: client } = await loginAs('client');
    const view = new TodoPage(page);
    await view.goto('client');

    // My tasks: the client's own, none of them locked.
    await expect(view.filter(filterNames.all)).toHaveAttribute('aria-current', 'page');
    const mine = await view.countOf(view.filter(filterNames.all));
    expect(mine).toBeGreaterThan(0);
    await expect(view.rows).toHaveCount(mine);
    await expect(view.rows.filter({ hasNotText: `Assigned to ${client.fullName}` })).toHaveCount(0);
    for (const box of await view.list.getByRole('checkbox').all()) await expect(box).toBeEnabled();
    await expect(page.getByText(todo.readOnlyList)).toHaveCount(0);

    // Everyone's tasks says whose they are: the others' read-only.
    await view.filter(filterNames.everyone).click();
    await expect(page).toHaveURL(/filter=everyone/);
    await expect(view.rows).toHaveCount(await view.countOf(view.filter(filterNames.everyone)));
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
    const drawer = view.drawer(todo.viewTitle);
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
    const add = view.drawer(todo.add);
    await expect(add.getByRole('combobox', { name: 'Assignee' })).toHaveValue(client.fullName);
  });

  test('a title with markup shows as text', async ({ page, loginAs }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await loginAs('admin');
    const view = new TodoPage(page);
    await view.goto('admin');
    const button = view.list.getByRole('button', { name: XSS_TITLE, exact: true });
    await expect(button).toHaveText(XSS_TITLE);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await button.click();
    const drawer = view.drawer(todo.editTitle);
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(XSS_TITLE);
    await view.searchBox.fill('<img');
    await expect(view.rows).toHaveCount(1);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('two people editing one task', () => {
  test('an open drawer shows the other person’s change at once, and the save keeps both', async ({
    page,
    loginAs,
    api,
    browser,
    isolate,
    consoleGuard,
  }) => {
    await loginAs('admin');
    const view = new TodoPage(page);
    await view.goto('admin', everyonePath);
    await view.open('Update the team wiki');
    const drawer = view.drawer(todo.editTitle);
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Update the team wiki',
    );
    const description = drawer.getByRole('textbox', { name: 'Description' });
    await description.fill('Start with the release checklist.');

    // Meanwhile another admin, in another browser, renames the task and stars it.
    const other = await signInElsewhere({ browser, isolate, consoleGuard }, 'admin');
    const otherView = new TodoPage(other);
    await other.goto(everyonePath);
    await otherView.open('Update the team wiki');
    const otherDrawer = otherView.drawer(todo.editTitle);
    await otherDrawer.getByRole('textbox', { name: 'Title' }).fill('Update the team wiki today');
    await otherDrawer.getByRole('switch', { name: 'Important' }).check();
    await otherDrawer.getByRole('button', { name: todo.save }).click();
    await expect(other.getByText(todo.saved)).toBeVisible();
    await other.context().close();

    // The first admin's drawer says so at once, before any save: their title, this description.
    const notice = drawer.getByRole('alert').filter({
      hasText: 'John Doe changed this after you opened it',
    });
    await expect(notice).toBeVisible();
    await expect(
      notice
        .getByRole('radiogroup', { name: 'Title' })
        .getByRole('radio', { name: 'Theirs: Update the team wiki today' }),
    ).toBeChecked();
    await expect(
      notice
        .getByRole('radiogroup', { name: 'Important' })
        .getByRole('radio', { name: 'Theirs: ✓' }),
    ).toBeChecked();
    await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Update the team wiki today',
    );
    await expect(description).toHaveValue('Start with the release checklist.');

    const saved = nextWrite(page, '/apps/todo/update-task');
    await drawer.getByRole('button', { name: todo.save }).click();
    expect((await saved).status()).toBe(200);
    await expect(drawer).toBeHidden();
    const { tasks } = await api.json<{
      tasks: { title: string; description: string; isImportant: boolean }[];
    }>('/apps/todo/tasks?filter=everyone&q=team%20wiki');
    expect(tasks).toContainEqual(
      expect.objectContaining({
        title: 'Update the team wiki today',
        description: 'Start with the release checklist.',
        isImportant: true,
      }),
    );
  });
});
