// @vitest-environment node
import { taskTags } from '@/apps/todo/api/todo-values';
import {
  assigneesAnswerSchema,
  deletedTaskSchema,
  taskSchema,
  tasksAnswerSchema,
  type TasksAnswer,
} from '@/apps/todo/api/todo-schemas';
import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { callApi, signInAs, type CallOptions } from '@/mocks/testing/mock-api-client';
import { staleAnswer } from '@/mocks/testing/stale-answer';
import { CLIENT_TASK_COUNT, XSS_TASK_TITLE } from '@/mocks/seed/tasks-seed';
import { plainCopy } from '@/mocks/db/table-store';

const CLIENT_ID = demoAccounts.client.id;
const ADMIN_ID = demoAccounts.admin.id;

async function tokenOf(account: 'admin' | 'client') {
  return (await signInAs(account)).accessToken;
}

async function listTasks(query = '', account: 'admin' | 'client' = 'admin') {
  const { status, body } = await callApi<TasksAnswer>(`/apps/todo/tasks${query}`, {
    token: await tokenOf(account),
  });
  expect(status).toBe(200);
  return tasksAnswerSchema.parse(body);
}

const ids = (tasks: readonly { id: number }[]) => tasks.map((task) => task.id);
const seeded = () => getDemoSession().db.tasks;
const titles = (answer: TasksAnswer) => answer.tasks.map((task) => task.title);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function call(path: string, account: 'admin' | 'client', options: Omit<CallOptions, 'token'> = {}) {
  return tokenOf(account).then((token) => callApi<unknown>(path, { ...options, token }));
}

const someoneElsesTask = () => {
  const task = seeded().find(
    (candidate) =>
      !candidate.isDeleted && candidate.assignee && candidate.assignee.id !== CLIENT_ID,
  );
  if (!task) throw new Error('seed has no task of another user');
  return task;
};
const clientTask = () => {
  const task = seeded().find(
    (candidate) => !candidate.isDeleted && candidate.assignee?.id === CLIENT_ID,
  );
  if (!task) throw new Error('seed has no task of the client');
  return task;
};

describe('GET /apps/todo/tasks', () => {
  it('requires a valid token', async () => {
    expect(await callApi('/apps/todo/tasks')).toEqual({
      status: 401,
      body: { message: 'auth.errors.unauthorized' },
    });
  });

  it("lists the user's own tasks not deleted, newest first, with counts and the server day", async () => {
    const answer = await listTasks();
    const live = seeded().filter((task) => !task.isDeleted);
    const mine = live.filter((task) => task.assignee?.id === ADMIN_ID);
    expect(mine.length).toBeGreaterThan(0);
    expect(ids(answer.tasks)).toEqual(ids(mine).toSorted((a, b) => b - a));
    expect(answer.counts).toEqual({
      mine: mine.length,
      everyone: live.length,
      important: live.filter((task) => task.isImportant).length,
      completed: live.filter((task) => task.isCompleted).length,
      deleted: seeded().length - live.length,
    });
    expect(answer.counts.deleted).toBe(4);
    expect(answer.today).toBe('2026-11-01');
  });

  it("lists everyone's tasks not deleted under filter=everyone", async () => {
    const answer = await listTasks('?filter=everyone');
    const live = seeded().filter((task) => !task.isDeleted);
    expect(ids(answer.tasks)).toEqual(ids(live).toSorted((a, b) => b - a));
    expect(answer.tasks).toHaveLength(answer.counts.everyone);
    expect(answer.tasks.some((task) => task.assignee?.id !== ADMIN_ID)).toBe(true);
  });

  it('filters important, completed and deleted tasks, keeping the counts of the whole set', async () => {
    const all = await listTasks();
    const important = await listTasks('?filter=important');
    expect(important.tasks.length).toBeGreaterThan(0);
    expect(important.tasks.every((task) => task.isImportant && !task.isDeleted)).toBe(true);
    expect(important.tasks).toHaveLength(all.counts.important);
    expect(important.counts).toEqual(all.counts);

    const completed = await listTasks('?filter=completed');
    expect(completed.tasks.every((task) => task.isCompleted && !task.isDeleted)).toBe(true);
    expect(completed.tasks).toHaveLength(all.counts.completed);

    const deleted = await listTasks('?filter=deleted');
    expect(deleted.tasks.every((task) => task.isDeleted)).toBe(true);
    expect(deleted.tasks).toHaveLength(4);
  });

  it('filters by one tag and searches titles case-insensitively', async () => {
    for (const tag of taskTags) {
      const answer = await listTasks(`?tag=${tag}`);
      const expected = seeded().filter((task) => !task.isDeleted && task.tags.includes(tag));
      expect(ids(answer.tasks).toSorted()).toEqual(ids(expected).toSorted());
    }
    const found = await listTasks('?filter=everyone&q=UPDATE%20the');
    expect(found.tasks.map((task) => task.title).toSorted()).toEqual(
      seeded()
        .filter((task) => !task.isDeleted && task.title.toLowerCase().includes('update the'))
        .map((task) => task.title)
        .toSorted(),
    );
    expect(found.tasks.length).toBeGreaterThan(0);
    // The search does not look into descriptions.
    expect((await listTasks('?filter=everyone&q=slides')).tasks.map((task) => task.title)).toEqual([
      'Prepare training slides for new managers',
    ]);
  });

  it('combines filter, tag and search', async () => {
    const answer = await listTasks('?filter=important&tag=high&q=e');
    const expected = seeded().filter(
      (task) =>
        !task.isDeleted &&
        task.isImportant &&
        task.tags.includes('high') &&
        task.title.toLowerCase().includes('e'),
    );
    expect(ids(answer.tasks).toSorted()).toEqual(ids(expected).toSorted());
  });

  it('sorts by title both ways, by assignee (unassigned last) and by due date', async () => {
    const asc = titles(await listTasks('?filter=everyone&sort=title-asc'));
    expect(asc).toEqual(asc.toSorted(collator.compare));
    const desc = titles(await listTasks('?filter=everyone&sort=title-desc'));
    expect(desc).toEqual(asc.toReversed());

    const byAssignee = (await listTasks('?filter=everyone&sort=assignee')).tasks;
    const names = byAssignee.flatMap((task) => (task.assignee ? [task.assignee.fullName] : []));
    expect(names).toEqual(names.toSorted(collator.compare));
    const firstUnassigned = byAssignee.findIndex((task) => task.assignee === null);
    expect(firstUnassigned).toBeGreaterThan(0);
    expect(byAssignee.slice(firstUnassigned).every((task) => task.assignee === null)).toBe(true);

    const due = (await listTasks('?filter=everyone&sort=due-date')).tasks.map((task) =>
      Date.parse(task.dueDate ?? ''),
    );
    expect(due).toEqual(due.toSorted((a, b) => a - b));
  });

  it('falls back to the defaults for unknown values instead of failing', async () => {
    const all = await listTasks();
    const odd = await listTasks('?filter=archived&tag=urgent&sort=price&page=x');
    expect(ids(odd.tasks)).toEqual(ids(all.tasks));
  });

  it('sends titles as they are stored, markup included', async () => {
    const answer = await listTasks(`?filter=everyone&q=${encodeURIComponent('<img')}`);
    expect(answer.tasks.map((task) => task.title)).toEqual([XSS_TASK_TITLE]);
  });

  it("shows the client its own tasks by default, and everyone's under filter=everyone", async () => {
    const own = await listTasks('', 'client');
    const live = seeded().filter((task) => !task.isDeleted && task.assignee?.id === CLIENT_ID);
    expect(own.tasks.length).toBeGreaterThan(0);
    expect(ids(own.tasks)).toEqual(ids(live).toSorted((a, b) => b - a));
    expect(own.counts.mine).toBe(own.tasks.length);

    const everyone = await listTasks('?filter=everyone', 'client');
    expect(everyone.tasks.some((task) => task.assignee?.id === CLIENT_ID)).toBe(true);
    expect(everyone.tasks.some((task) => task.assignee && task.assignee.id !== CLIENT_ID)).toBe(
      true,
    );
    expect(everyone.tasks).toHaveLength(everyone.counts.everyone);
    expect(seeded().filter((task) => task.assignee?.id === CLIENT_ID)).toHaveLength(
      CLIENT_TASK_COUNT,
    );
  });
});

describe('GET /apps/todo/assignees', () => {
  it('offers the demo accounts, active users and everyone already assigned, by name', async () => {
    const { status, body } = await call('/apps/todo/assignees', 'client');
    expect(status).toBe(200);
    const { assignees } = assigneesAnswerSchema.parse(body);
    const names = assignees.map((person) => person.fullName);
    expect(names).toEqual(names.toSorted(collator.compare));
    expect(ids(assignees)).toEqual(expect.arrayContaining([1, 2]));
    const assigned = seeded().flatMap((task) => (task.assignee ? [task.assignee.id] : []));
    expect(ids(assignees)).toEqual(expect.arrayContaining(assigned));
    expect(new Set(ids(assignees)).size).toBe(assignees.length);
  });
});

describe('POST /apps/todo/add-tasks', () => {
  const newTask = {
    title: '  Write the quarterly report  ',
    dueDate: '2026-11-20T12:00:00.000Z',
    description: 'Numbers first.',
    assignee: { id: CLIENT_ID },
    tags: ['high', 'team', 'high'],
  };

  it('creates a task with the assignee filled in from the users table, newest first', async () => {
    const { status, body } = await call('/apps/todo/add-tasks', 'admin', {
      body: { task: newTask },
    });
    expect(status).toBe(201);
    const task = taskSchema.parse(body);
    expect(task).toMatchObject({
      title: 'Write the quarterly report',
      assignee: { id: CLIENT_ID, fullName: 'Jane Doe', avatar: '' },
      tags: ['team', 'high'],
      isCompleted: false,
      isImportant: false,
      isDeleted: false,
      version: 1,
    });
    expect(task.id).toBe(Math.max(...ids(seeded()).filter((id) => id !== task.id)) + 1);
    expect((await listTasks('?filter=everyone')).tasks[0]?.id).toBe(task.id);
    expect((await listTasks('', 'client')).tasks[0]?.id).toBe(task.id);
    expect((await listTasks()).counts.everyone).toBe(seeded().filter((t) => !t.isDeleted).length);
  });

  it('answers 400 with errors by field', async () => {
    const { status, body } = await call('/apps/todo/add-tasks', 'admin', {
      body: { task: { title: ' ', tags: ['urgent'], assignee: { id: 999_999 }, dueDate: 'soon' } },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'validation.failed',
      errors: {
        title: ['validation.required'],
        tags: ['validation.invalidOption'],
        dueDate: ['validation.date'],
      },
    });
    const unknownUser = await call('/apps/todo/add-tasks', 'admin', {
      body: { task: { ...newTask, assignee: { id: 999_999 } } },
    });
    expect(unknownUser).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { assignee: ['todo.errors.assignee'] } },
    });
    expect((await call('/apps/todo/add-tasks', 'admin', { body: {} })).status).toBe(400);
  });

  it('adds a task without a due date, lists it after the dated ones and can date it later', async () => {
    const { status, body } = await call('/apps/todo/add-tasks', 'admin', {
      body: { task: { title: 'Someday', assignee: { id: ADMIN_ID } } },
    });
    expect(status).toBe(201);
    const task = taskSchema.parse(body);
    expect(task.dueDate).toBeNull();
    const byDue = (await listTasks('?filter=everyone&sort=due-date')).tasks;
    expect(byDue.at(-1)?.id).toBe(task.id);
    expect((await listTasks('?filter=everyone')).tasks[0]?.id).toBe(task.id);

    const dated = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id: task.id, dueDate: '2026-11-20T12:00:00.000Z' } },
    });
    expect(taskSchema.parse(dated.body).dueDate).toBe('2026-11-20T12:00:00.000Z');
    const cleared = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id: task.id, dueDate: null } },
    });
    expect(taskSchema.parse(cleared.body).dueDate).toBeNull();
  });

  it('lets the client create tasks assigned to itself only', async () => {
    const own = await call('/apps/todo/add-tasks', 'client', { body: { task: newTask } });
    expect(own.status).toBe(201);
    const forbidden = { status: 403, body: { message: 'Cannot execute create on Todo' } };
    expect(
      await call('/apps/todo/add-tasks', 'client', {
        body: { task: { ...newTask, assignee: { id: 1 } } },
      }),
    ).toEqual(forbidden);
    expect(
      await call('/apps/todo/add-tasks', 'client', {
        body: { task: { ...newTask, assignee: null } },
      }),
    ).toEqual(forbidden);
  });
});

describe('POST /apps/todo/update-task', () => {
  it('changes only the fields sent and answers the whole task', async () => {
    const before = plainCopy(someoneElsesTask());
    const { status, body } = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id: before.id, isImportant: !before.isImportant, title: 'Renamed' } },
    });
    expect(status).toBe(200);
    expect(taskSchema.parse(body)).toEqual({
      ...before,
      isImportant: !before.isImportant,
      title: 'Renamed',
      version: before.version + 1,
    });
  });

  it('restores a deleted task with isDeleted false', async () => {
    const deleted = seeded().find((task) => task.isDeleted);
    if (!deleted) throw new Error('seed has no deleted task');
    const { body } = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id: deleted.id, isDeleted: false } },
    });
    expect(taskSchema.parse(body).isDeleted).toBe(false);
    expect((await listTasks('?filter=deleted')).counts.deleted).toBe(3);
  });

  it('answers 404 for an unknown task and 400 for bad fields', async () => {
    expect(
      (await call('/apps/todo/update-task', 'admin', { body: { task: { id: 999_999 } } })).status,
    ).toBe(404);
    expect(
      await call('/apps/todo/update-task', 'admin', {
        body: { task: { id: clientTask().id, title: '', tags: ['team', 'soon'] } },
      }),
    ).toEqual({
      status: 400,
      body: {
        message: 'validation.failed',
        errors: { title: ['validation.required'], tags: ['validation.invalidOption'] },
      },
    });
  });

  it("refuses the client's changes to others' tasks, and giving its own away", async () => {
    const forbidden = { status: 403, body: { message: 'Cannot execute update on Todo' } };
    const other = someoneElsesTask();
    expect(
      await call('/apps/todo/update-task', 'client', {
        body: { task: { id: other.id, isCompleted: !other.isCompleted } },
      }),
    ).toEqual(forbidden);
    const unassigned = seeded().find((task) => task.assignee === null);
    if (!unassigned) throw new Error('seed has no unassigned task');
    expect(
      await call('/apps/todo/update-task', 'client', {
        body: { task: { id: unassigned.id, isImportant: true } },
      }),
    ).toEqual(forbidden);
    const own = clientTask();
    expect(
      await call('/apps/todo/update-task', 'client', {
        body: { task: { id: own.id, assignee: { id: 1 } } },
      }),
    ).toEqual(forbidden);
    expect(seeded().find((task) => task.id === own.id)?.assignee?.id).toBe(CLIENT_ID);

    const wasCompleted = own.isCompleted;
    const allowed = await call('/apps/todo/update-task', 'client', {
      body: { task: { id: own.id, isCompleted: !wasCompleted } },
    });
    expect(allowed.status).toBe(200);
    expect(taskSchema.parse(allowed.body).isCompleted).toBe(!wasCompleted);
  });
});

describe('DELETE /apps/todo/delete-task', () => {
  it('moves a task to Deleted first, then removes it for good', async () => {
    const task = someoneElsesTask();
    const first = await call(`/apps/todo/delete-task?taskId=${task.id}`, 'admin', {
      method: 'DELETE',
    });
    expect(first.status).toBe(200);
    expect(deletedTaskSchema.parse(first.body)).toMatchObject({ id: task.id, isDeleted: true });
    expect(deletedTaskSchema.parse(first.body).isRemoved).toBeUndefined();
    expect(ids((await listTasks('?filter=deleted')).tasks)).toContain(task.id);

    // The id may also come in the body.
    const second = await call('/apps/todo/delete-task', 'admin', {
      method: 'DELETE',
      body: { taskId: task.id },
    });
    expect(second.status).toBe(200);
    expect(deletedTaskSchema.parse(second.body)).toMatchObject({ id: task.id, isRemoved: true });
    expect(seeded().some((candidate) => candidate.id === task.id)).toBe(false);
    const after = await listTasks('?filter=deleted');
    expect(ids(after.tasks)).not.toContain(task.id);
    expect(after.counts.deleted).toBe(4);
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expect((await call('/apps/todo/delete-task', 'admin', { method: 'DELETE' })).body).toEqual({
      message: 'validation.failed',
      errors: { taskId: ['validation.required'] },
    });
    expect(
      (await call('/apps/todo/delete-task?taskId=999999', 'admin', { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it("refuses the client's delete of others' tasks, allows its own", async () => {
    expect(
      await call(`/apps/todo/delete-task?taskId=${someoneElsesTask().id}`, 'client', {
        method: 'DELETE',
      }),
    ).toEqual({ status: 403, body: { message: 'Cannot execute delete on Todo' } });
    const own = await call(`/apps/todo/delete-task?taskId=${clientTask().id}`, 'client', {
      method: 'DELETE',
    });
    expect(own.status).toBe(200);
  });
});

describe("the specification's client (axios)", () => {
  it('reads sortBy as sort, with the same values; sort wins when both come', async () => {
    const bySort = ids((await listTasks('?filter=everyone&sort=title-desc')).tasks);
    expect(ids((await listTasks('?filter=everyone&sortBy=title-desc')).tasks)).toEqual(bySort);
    const byDue = ids((await listTasks('?filter=everyone&sort=due-date')).tasks);
    expect(byDue).not.toEqual(bySort);
    expect(
      ids((await listTasks('?filter=everyone&sortBy=title-desc&sort=due-date')).tasks),
    ).toEqual(byDue);
  });

  it('reads filter, tag and sort in any case, and arrays sent as name[]', async () => {
    const expected = await listTasks('?filter=important&tag=high&sort=title-asc');
    expect(expected.tasks.length).toBeGreaterThan(0);
    const anyCase = await listTasks('?filter=Important&tag=HIGH&sortBy=Title-Asc');
    expect(ids(anyCase.tasks)).toEqual(ids(expected.tasks));
    const brackets = await listTasks('?filter[]=important&tag[]=high&sort[]=title-asc');
    expect(ids(brackets.tasks)).toEqual(ids(expected.tasks));
  });

  it('deletes with taskId as a string, in the body or the query', async () => {
    const task = someoneElsesTask();
    const inBody = await call('/apps/todo/delete-task', 'admin', {
      method: 'DELETE',
      body: { taskId: String(task.id) },
    });
    expect(inBody.status).toBe(200);
    expect(deletedTaskSchema.parse(inBody.body)).toMatchObject({ id: task.id, isDeleted: true });
    const inQuery = await call(`/apps/todo/delete-task?taskId=${task.id}`, 'admin', {
      method: 'DELETE',
    });
    expect(deletedTaskSchema.parse(inQuery.body)).toMatchObject({ id: task.id, isRemoved: true });
    const bad = await call('/apps/todo/delete-task', 'admin', {
      method: 'DELETE',
      body: { taskId: 'six' },
    });
    expect(bad).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { taskId: ['validation.invalidType'] } },
    });
  });

  it('finds these forms in the API document', () => {
    const check = createContractCheck(apiDocument());
    expect(
      check.checkRequest({ method: 'GET', url: '/apps/todo/tasks?sortBy=assignee&tag[]=team' }),
    ).toEqual([]);
    expect(
      check.checkRequest({
        method: 'DELETE',
        url: '/apps/todo/delete-task',
        body: { taskId: '6' },
      }),
    ).toEqual([]);
    expect(
      check.checkRequest({ method: 'DELETE', url: '/apps/todo/delete-task?taskId=6' }),
    ).toEqual([]);
  });
});

describe('versions of a task (If-Match)', () => {
  it('refuses a stale version with the task as it stands and who changed it, and takes the current one', async () => {
    const { id, version, isImportant } = someoneElsesTask();
    expect(version).toBe(1);
    const first = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id, title: 'Changed by the admin' } },
      version: 1,
    });
    expect(first.status).toBe(200);
    const changed = taskSchema.parse(first.body);
    expect(changed.version).toBe(2);

    // A second screen still shows version 1: its star and its delete are refused, nothing written.
    const stale = await call('/apps/todo/update-task', 'client', {
      body: { task: { id, isImportant: !isImportant } },
      version: 1,
    });
    const staleDelete = await call(`/apps/todo/delete-task?taskId=${id}`, 'admin', {
      method: 'DELETE',
      version: 1,
    });
    const refused = staleAnswer(first.body, { id: ADMIN_ID, fullName: 'John Doe' });
    // The client may not change this task at all: 403 comes before the version.
    expect(stale.status).toBe(403);
    expect(staleDelete).toEqual(refused);
    const staleStar = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id, isImportant: !isImportant } },
      version: 1,
    });
    expect(staleStar).toEqual(refused);
    expect(seeded().find((task) => task.id === id)).toEqual(changed);

    // The current version goes through; the same values again are no change; no If-Match writes.
    const current = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id, isImportant: !isImportant } },
      version: 2,
    });
    expect(current.status).toBe(200);
    expect(taskSchema.parse(current.body)).toMatchObject({ isImportant: !isImportant, version: 3 });
    const same = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id, isImportant: !isImportant } },
      version: 3,
    });
    expect(taskSchema.parse(same.body).version).toBe(3);
    const unnamed = await call('/apps/todo/update-task', 'admin', {
      body: { task: { id, isCompleted: true, isImportant } },
    });
    expect(unnamed.status).toBe(200);
    expect(taskSchema.parse(unnamed.body).version).toBe(4);
    const binned = await call(`/apps/todo/delete-task?taskId=${id}`, 'admin', {
      method: 'DELETE',
      version: 4,
    });
    expect(deletedTaskSchema.parse(binned.body)).toMatchObject({ isDeleted: true, version: 5 });
  });
});
