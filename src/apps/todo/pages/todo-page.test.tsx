import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { notify, toastTimings } from '@/lib/notify/notify';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { XSS_TASK_TITLE } from '@/mocks/seed/tasks-seed';
import { renderRoute } from '@/testing/render-route';
import { holdPosts } from '@/testing/hold-posts';

/** Holds update-task calls until `release()`, then answers them with `answer`. */
const holdUpdates = (answer: () => Response) => holdPosts(['*/apps/todo/update-task'], answer);

function firstOpenTaskOf(predicate: (assigneeId: number | undefined) => boolean) {
  const task = getDemoSession().db.tasks.find(
    (candidate) => !candidate.isDeleted && predicate(candidate.assignee?.id),
  );
  if (!task) throw new Error('no matching task in the seed');
  return task;
}

const taskList = () => screen.findByRole('list', { name: 'Tasks' });
const ADMIN_ID = demoAccounts.admin.id;
const CLIENT_ID = demoAccounts.client.id;

const storedTask = (id: number) => getDemoSession().db.tasks.find((task) => task.id === id);

/** The task's row in the list as it is now; none when the list is gone (its last task left). */
function listedTask(title: string) {
  const list = screen.queryByRole('list', { name: 'Tasks' });
  return list && within(list).queryByRole('button', { name: title });
}

/** Opens the task in the drawer and presses Delete, which moves it to the bin. */
async function moveToBin(id: number) {
  const { user } = await renderRoute(`/apps/todo?taskId=${id}`, { as: 'admin' });
  await taskList();
  const drawer = await screen.findByRole('dialog', { name: 'Edit task' });
  await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
  return { user };
}

// Each test renders the whole route tree; the first also transforms the app's lazy chunk, which
// on a busy machine takes longer than the default 15 s.
describe('todo page', { timeout: 30_000 }, () => {
  it("lists everyone's tasks with the sidebar counts, and shows markup in titles as text", async () => {
    await renderRoute('/apps/todo?filter=everyone', { as: 'admin' });
    const list = await taskList();
    const live = getDemoSession().db.tasks.filter((task) => !task.isDeleted);
    const mine = live.filter((task) => task.assignee?.id === ADMIN_ID);
    expect(within(list).getAllByRole('listitem')).toHaveLength(live.length);
    expect(within(list).getByRole('button', { name: XSS_TASK_TITLE })).toBeVisible();
    expect(list.querySelector('img[src="x"]')).toBeNull();
    const filters = screen.getByRole('navigation', { name: 'Filters' });
    expect(within(filters).getByRole('link', { name: `My tasks ${mine.length}` })).toBeVisible();
    expect(
      within(filters).getByRole('link', { name: `Everyone's tasks ${live.length}` }),
    ).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Deleted 4' })).toBeVisible();
  });

  it('shows the client only its own tasks under My tasks, none of them locked', async () => {
    await renderRoute('/apps/todo', { as: 'client' });
    const list = await taskList();
    const own = getDemoSession().db.tasks.filter(
      (task) => !task.isDeleted && task.assignee?.id === CLIENT_ID,
    );
    expect(own.length).toBeGreaterThan(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(own.length);
    for (const box of within(list).getAllByRole('checkbox')) expect(box).toBeEnabled();
    expect(
      screen.queryByText(
        'You can change only the tasks assigned to you; the others are read-only.',
      ),
    ).toBeNull();
  });

  it('rolls a failed checkbox back and toasts the error', async () => {
    const task = firstOpenTaskOf((id) => id === ADMIN_ID);
    const wasCompleted = task.isCompleted;
    const error = vi.spyOn(notify, 'error');
    const { user } = await renderRoute('/apps/todo', { as: 'admin' });
    const list = await taskList();
    const gate = holdUpdates(() =>
      HttpResponse.json({ message: 'Simulated outage' }, { status: 500 }),
    );

    const checkbox = within(list).getByRole('checkbox', {
      name: `Mark “${task.title}” as completed`,
    });
    expect(checkbox).toHaveProperty('checked', wasCompleted);
    await user.click(checkbox);
    // Optimistic: ticked before the server answers.
    await waitFor(() => expect(checkbox).toHaveProperty('checked', !wasCompleted));

    gate.release();
    await waitFor(() => expect(checkbox).toHaveProperty('checked', wasCompleted));
    expect(error).toHaveBeenCalledWith('Simulated outage');
    expect(getDemoSession().db.tasks.find((t) => t.id === task.id)?.isCompleted).toBe(wasCompleted);
  });

  it('stars a task at once and keeps it when the server agrees', async () => {
    const task = firstOpenTaskOf((id) => id === ADMIN_ID);
    const { user } = await renderRoute('/apps/todo', { as: 'admin' });
    const list = await taskList();
    const star = within(list).getByRole('button', { name: `Mark “${task.title}” as important` });
    const before = star.getAttribute('aria-pressed') === 'true';
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', String(!before)));
    await waitFor(() =>
      expect(getDemoSession().db.tasks.find((t) => t.id === task.id)?.isImportant).toBe(!before),
    );
  });

  it("shows the client others' tasks read-only under Everyone's tasks, its own editable", async () => {
    const others = firstOpenTaskOf((id) => id !== undefined && id !== CLIENT_ID);
    const own = firstOpenTaskOf((id) => id === CLIENT_ID);
    await renderRoute('/apps/todo?filter=everyone', { as: 'client' });
    const list = await taskList();
    const othersBox = within(list).getByRole('checkbox', {
      name: `Mark “${others.title}” as completed`,
    });
    expect(othersBox).toBeDisabled();
    expect(othersBox).toHaveAccessibleDescription(
      'You can change only the tasks assigned to you; the others are read-only.',
    );
    expect(
      within(list).getByRole('button', { name: `Mark “${others.title}” as important` }),
    ).toBeDisabled();
    expect(
      within(list).getByRole('checkbox', { name: `Mark “${own.title}” as completed` }),
    ).toBeEnabled();
  });

  it('shows deleted tasks read-only until restored, even to the admin', async () => {
    const deleted = getDemoSession().db.tasks.find((task) => task.isDeleted);
    if (!deleted) throw new Error('no deleted task in the seed');
    const { user } = await renderRoute(`/apps/todo?filter=deleted&taskId=${deleted.id}`, {
      as: 'admin',
    });
    const list = await taskList();
    const box = within(list).getByRole('checkbox', {
      name: `Mark “${deleted.title}” as completed`,
    });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'Deleted tasks are read-only: open one to restore it, then change it.',
    );

    const drawer = await screen.findByRole('dialog', { name: 'Task details' });
    expect(
      within(drawer).getByText('This task is deleted. Restore it to change it.'),
    ).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: /^Title/ })).toHaveAttribute('readonly');
    expect(within(drawer).queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  // Each case renders the route tree and waits on an undo window: a minute on a busy machine.
  describe('move to the bin', { timeout: 60_000 }, () => {
    afterEach(() => setUndoWindow(toastTimings.undo));

    it('takes the task out at once and puts it back on Undo, with nothing sent', async () => {
      // Long enough to find the toast and press Undo on a busy machine.
      setUndoWindow(2000);
      const task = firstOpenTaskOf((id) => id === ADMIN_ID);
      const { user } = await moveToBin(task.id);
      const filters = screen.getByRole('navigation', { name: 'Filters' });
      await waitFor(() => expect(listedTask(task.title)).toBeNull());
      expect(within(filters).getByRole('link', { name: 'Deleted 5' })).toBeVisible();
      const toast = (await screen.findByText('Task moved to Deleted.')).closest('li');
      if (!(toast instanceof HTMLElement)) throw new Error('no toast');
      await user.click(within(toast).getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(listedTask(task.title)).not.toBeNull());
      expect(within(filters).getByRole('link', { name: 'Deleted 4' })).toBeVisible();
      expect(storedTask(task.id)?.isDeleted).toBe(false);
    });

    it('sends the move when the window ends', async () => {
      setUndoWindow(300);
      const task = firstOpenTaskOf((id) => id === ADMIN_ID);
      await moveToBin(task.id);
      await waitFor(() => expect(listedTask(task.title)).toBeNull());
      await waitFor(() => expect(storedTask(task.id)?.isDeleted).toBe(true));
      const filters = screen.getByRole('navigation', { name: 'Filters' });
      await waitFor(() =>
        expect(within(filters).getByRole('link', { name: 'Deleted 5' })).toBeVisible(),
      );
      expect(listedTask(task.title)).toBeNull();
    });

    it('shows the task under Deleted once the move is sent, with Deleted opened meanwhile', async () => {
      setUndoWindow(2000);
      const task = firstOpenTaskOf((id) => id === ADMIN_ID);
      const { user } = await moveToBin(task.id);
      await waitFor(() => expect(listedTask(task.title)).toBeNull());
      const filters = screen.getByRole('navigation', { name: 'Filters' });
      await user.click(within(filters).getByRole('link', { name: 'Deleted 5' }));
      // Before the window ends the bin's answer does not hold it yet; the answer after the move does.
      await waitFor(() => expect(storedTask(task.id)?.isDeleted).toBe(true), { timeout: 10_000 });
      await waitFor(() => expect(listedTask(task.title)).not.toBeNull());
      expect(within(filters).getByRole('link', { name: 'Deleted 5' })).toBeVisible();
    });
  });

  it('says a title is too long instead of cutting it, and keeps what was typed', async () => {
    const { user } = await renderRoute('/apps/todo?taskId=new', { as: 'admin' });
    const drawer = await screen.findByRole('dialog', { name: 'Add task' });
    const title = within(drawer).getByRole('textbox', { name: /^Title/ });
    const long = 'A very long title '.repeat(12);
    await user.click(title);
    await user.paste(long);
    expect(title).toHaveValue(long);
    await user.click(within(drawer).getByRole('button', { name: 'Add task' }));
    expect(await within(drawer).findByText('This value is too long.')).toBeVisible();
    expect(title).toHaveValue(long);
  });

  it('adds a task without a due date and shows it as having none', async () => {
    const { user } = await renderRoute('/apps/todo?filter=everyone&taskId=new', { as: 'admin' });
    // The drawer's chunk is transformed on its first open.
    const drawer = await screen.findByRole('dialog', { name: 'Add task' }, { timeout: 15_000 });
    await user.type(within(drawer).getByRole('textbox', { name: /^Title/ }), 'Someday, maybe');
    await user.click(within(drawer).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const list = await taskList();
    const row = within(list).getByRole('button', { name: 'Someday, maybe' }).closest('li');
    if (!row) throw new Error('no row for the new task');
    expect(within(row).getByText('No due date')).toBeVisible();
    expect(getDemoSession().db.tasks.find((t) => t.title === 'Someday, maybe')?.dueDate).toBeNull();
  });

  it('starts a task added from Important, or from a tag, as belonging there', async () => {
    const { unmount } = await renderRoute('/apps/todo?filter=important&taskId=new', {
      as: 'admin',
    });
    let drawer = await screen.findByRole('dialog', { name: 'Add task' }, { timeout: 15_000 });
    expect(within(drawer).getByRole('switch', { name: 'Important' })).toBeChecked();
    // Important covers everyone's tasks: the admin may leave the assignee open.
    expect(within(drawer).getByRole('combobox', { name: 'Assignee' })).toHaveValue('');
    unmount();
    await renderRoute('/apps/todo?tag=team&taskId=new', { as: 'admin' });
    drawer = await screen.findByRole('dialog', { name: 'Add task' });
    expect(within(drawer).getByRole('switch', { name: 'Important' })).not.toBeChecked();
    expect(within(drawer).getByText('Team')).toBeVisible();
  });

  it('says so when the URL names a task that does not exist, and drops it from the URL', async () => {
    const error = vi.spyOn(notify, 'error');
    const { router } = await renderRoute('/apps/todo?filter=important&taskId=987654', {
      as: 'admin',
    });
    await taskList();
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'important' }));
    expect(error).toHaveBeenCalledExactlyOnceWith(
      'That task was not found. It may have been deleted for good.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts the filter, the tag, the search and the sort in the URL', async () => {
    const { user, router } = await renderRoute('/apps/todo', { as: 'admin' });
    await taskList();
    await user.click(screen.getByRole('link', { name: /^Important/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ filter: 'important' }));
    await user.click(screen.getByRole('link', { name: 'High' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tag: 'high' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'the');
    await waitFor(() => expect(router.state.location.search).toEqual({ tag: 'high', q: 'the' }));

    await user.click(screen.getByRole('button', { name: 'Sort: Newest first' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Due date', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ tag: 'high', q: 'the', sort: 'due-date' }),
    );
    const list = await taskList();
    const expected = getDemoSession()
      .db.tasks.filter(
        (task) => !task.isDeleted && task.tags.includes('high') && /the/i.test(task.title),
      )
      .toSorted((a, b) => Date.parse(a.dueDate ?? '') - Date.parse(b.dueDate ?? ''));
    // The previous order stays on screen until the sorted answer arrives.
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(expected.map((task) => expect.stringContaining(task.title))),
    );
  });
});
