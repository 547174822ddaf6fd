// @vitest-environment node
import {
  boardSchema,
  boardsAnswerSchema,
  kanbanTaskSchema,
  kanbanTasksAnswerSchema,
  membersAnswerSchema,
} from '@/apps/kanban/api/kanban-schemas';
import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { KANBAN_BOARD_TITLES } from '@/mocks/seed/kanban-seed';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';
import { staleAnswer } from '@/mocks/testing/stale-answer';
import type { KanbanTask } from '@/apps/kanban/api/kanban-schemas';

const CLIENT_ID = demoAccounts.client.id;
type Account = 'admin' | 'client';

async function call(path: string, account: Account, data?: unknown, method?: string) {
  const { accessToken } = await signInAs(account);
  return callApi<{ message?: string; errors?: Record<string, string[]> } | null>(path, {
    token: accessToken,
    method,
    ...(data === undefined ? {} : { body: { data } }),
  });
}

async function boards(account: Account = 'admin') {
  const { status, body } = await call('/apps/kanban/boards', account);
  expect(status).toBe(200);
  return boardsAnswerSchema.parse(body).boards;
}

async function tasks(account: Account = 'admin') {
  const { status, body } = await call('/apps/kanban/tasks', account);
  expect(status).toBe(200);
  return kanbanTasksAnswerSchema.parse(body).tasks;
}

/** The titles of one board's tasks, in order. */
async function column(boardId: number) {
  return (await tasks()).filter((task) => task.boardId === boardId).map((task) => task.id);
}

const db = () => getDemoSession().db;
const clientTask = () => {
  const task = db().kanbanTasks.find((t) => t.assignedTo.some((m) => m.id === CLIENT_ID));
  if (!task) throw new Error('seed has no task of the client');
  return task;
};
const othersTask = () => {
  const task = db().kanbanTasks.find((t) => !t.assignedTo.some((m) => m.id === CLIENT_ID));
  if (!task) throw new Error('seed has no task of another user');
  return task;
};

describe('GET boards and tasks', () => {
  it('answers the seeded boards in order, and their tasks with the server day', async () => {
    expect((await boards()).map((board) => board.title)).toEqual([...KANBAN_BOARD_TITLES]);
    const { body } = await call('/apps/kanban/tasks', 'client');
    const answer = kanbanTasksAnswerSchema.parse(body);
    expect(answer.today).toBe('2026-11-01');
    expect(answer.tasks.length).toBeGreaterThanOrEqual(12);
    for (const task of answer.tasks) {
      expect(task.coverImage === null || task.coverImage.startsWith('/kanban/covers/')).toBe(true);
    }
    expect(new Set(answer.tasks.map((task) => task.boardId))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('lists the members tasks can be assigned to, the demo accounts among them', async () => {
    const { body } = await call('/apps/kanban/members', 'client');
    const { members } = membersAnswerSchema.parse(body);
    expect(members.map((member) => member.id)).toEqual(expect.arrayContaining([1, 2]));
  });
});

describe('ordering', () => {
  it('reorders a task within its board and keeps the order', async () => {
    const [first, second, third] = await column(1);
    expect(third).toBeDefined();
    const { status } = await call('/apps/kanban/reorder-tasks', 'admin', { id: first, index: 2 });
    expect(status).toBe(200);
    expect((await column(1)).slice(0, 3)).toEqual([second, third, first]);
  });

  it('moves a task to another board at the given place; the rest keep their order', async () => {
    const from = await column(1);
    const to = await column(2);
    const moved = from[1];
    const { status, body } = await call('/apps/kanban/update-task-board', 'admin', {
      id: moved,
      boardId: 2,
      index: 1,
    });
    expect(status).toBe(200);
    expect(kanbanTaskSchema.parse(body).boardId).toBe(2);
    expect(await column(1)).toEqual(from.filter((id) => id !== moved));
    expect(await column(2)).toEqual([to[0], moved, ...to.slice(1)]);
  });

  it('moves to the bottom when the index is past the end, and into an empty board', async () => {
    const [moved] = await column(1);
    await call('/apps/kanban/update-task-board', 'admin', { id: moved, boardId: 4, index: 99 });
    expect((await column(4)).at(-1)).toBe(moved);
    const { body } = await call('/apps/kanban/add-board', 'admin', { title: 'Backlog' });
    const backlog = boardSchema.parse(body);
    await call('/apps/kanban/update-task-board', 'admin', {
      id: moved,
      boardId: backlog.id,
      index: 0,
    });
    expect(await column(backlog.id)).toEqual([moved]);
  });

  it('reorders the boards', async () => {
    const { status } = await call('/apps/kanban/reorder-boards', 'admin', { id: 4, index: 0 });
    expect(status).toBe(200);
    expect((await boards()).map((board) => board.id)).toEqual([4, 1, 2, 3]);
  });

  it('adds a task at the bottom of its board', async () => {
    const before = await column(3);
    const { status, body } = await call('/apps/kanban/add-task', 'admin', {
      boardId: 3,
      title: '  Check the translations  ',
    });
    expect(status).toBe(201);
    const task = kanbanTaskSchema.parse(body);
    expect(task.title).toBe('Check the translations');
    expect(await column(3)).toEqual([...before, task.id]);
  });

  it('deletes a board with its tasks, and clears a board', async () => {
    expect((await column(1)).length).toBeGreaterThan(0);
    expect((await call('/apps/kanban/delete-board', 'admin', { id: 1 }, 'DELETE')).status).toBe(
      204,
    );
    expect((await boards()).map((board) => board.id)).toEqual([2, 3, 4]);
    expect(await column(1)).toEqual([]);
    const cleared = await call('/apps/kanban/clear-tasks', 'admin', { boardId: 2 }, 'DELETE');
    expect(cleared.status).toBe(204);
    expect(await column(2)).toEqual([]);
    expect((await column(3)).length).toBeGreaterThan(0);
  });
});

const forbidden = (action: string) => ({
  status: 403,
  body: { message: `Cannot execute ${action} on Kanban` },
});

/** A call with a body sent as it is, not wrapped in `{ data }`. */
async function callRaw(path: string, body: unknown, method = 'DELETE') {
  const { accessToken } = await signInAs('admin');
  return callApi<{ message?: string; errors?: Record<string, string[]> } | null>(path, {
    token: accessToken,
    method,
    body,
  });
}

describe("the specification's client (axios: ids as strings, its own move forms)", () => {
  it('moves a task to the end of another board with { taskId, newBoardId }', async () => {
    const [moved] = await column(1);
    const to = await column(2);
    const { status, body } = await call('/apps/kanban/update-task-board', 'admin', {
      taskId: String(moved),
      newBoardId: '2',
    });
    expect(status).toBe(200);
    expect(kanbanTaskSchema.parse(body)).toMatchObject({ id: moved, boardId: 2 });
    expect(await column(2)).toEqual([...to, moved]);
    expect(await column(1)).not.toContain(moved);
  });

  it('moves a task to the place of { targetTaskId }, in its board or in another', async () => {
    const [first, second, third] = await column(1);
    const within = await call('/apps/kanban/reorder-tasks', 'admin', {
      taskId: first,
      targetTaskId: String(third),
    });
    expect(within.status).toBe(200);
    expect((await column(1)).slice(0, 3)).toEqual([second, third, first]);

    const [target] = await column(3);
    const across = await call('/apps/kanban/reorder-tasks', 'admin', {
      taskId: String(second),
      targetTaskId: target,
    });
    expect(across.status).toBe(200);
    expect(kanbanTaskSchema.parse(across.body)).toMatchObject({ id: second, boardId: 3 });
    expect((await column(3)).slice(0, 2)).toEqual([second, target]);
  });

  it('deletes a board and clears one with the bare id as the body, a number or a string', async () => {
    expect((await callRaw('/apps/kanban/delete-board', 4)).status).toBe(204);
    expect((await callRaw('/apps/kanban/delete-board', '3')).status).toBe(204);
    expect((await boards()).map((board) => board.id)).toEqual([1, 2]);
    expect((await callRaw('/apps/kanban/clear-tasks', '1')).status).toBe(204);
    expect(await column(1)).toEqual([]);
    expect((await callRaw('/apps/kanban/clear-tasks', 2)).status).toBe(204);
    expect(await column(2)).toEqual([]);
    expect((await callRaw('/apps/kanban/delete-board', 99)).status).toBe(404);
    expect(await callRaw('/apps/kanban/delete-board', 'x')).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { id: ['validation.invalidType'] } },
    });
  });

  it('reads ids as strings in our own forms too', async () => {
    const { status, body } = await call('/apps/kanban/update-task', 'admin', {
      id: '1',
      assignedTo: [{ id: '1' }],
    });
    expect(status).toBe(200);
    expect(kanbanTaskSchema.parse(body).assignedTo.map((member) => member.id)).toEqual([1]);
    const comment = await call('/apps/kanban/add-comment', 'admin', { taskId: '1', text: 'Hi' });
    expect(comment.status).toBe(201);
    const renamed = await call('/apps/kanban/update-board', 'admin', { id: '2', title: 'Doing' });
    expect(boardSchema.parse(renamed.body)).toEqual({ id: 2, title: 'Doing', version: 2 });
    expect((await call('/apps/kanban/delete-task', 'admin', { id: '1' }, 'DELETE')).status).toBe(
      204,
    );
  });

  it('finds each of these forms in the API document', () => {
    const check = createContractCheck(apiDocument());
    const requests = [
      ['POST', '/apps/kanban/update-task-board', { data: { taskId: '1', newBoardId: '2' } }],
      ['POST', '/apps/kanban/reorder-tasks', { data: { taskId: '1', targetTaskId: 3 } }],
      ['DELETE', '/apps/kanban/delete-board', 3],
      ['DELETE', '/apps/kanban/delete-board', '3'],
      ['DELETE', '/apps/kanban/clear-tasks', '3'],
      ['POST', '/apps/kanban/update-task', { data: { id: '1', assignedTo: [{ id: '2' }] } }],
    ] as const;
    for (const [method, url, body] of requests) {
      expect(check.checkRequest({ method, url, body })).toEqual([]);
    }
    expect(
      check.checkRequest({ method: 'DELETE', url: '/apps/kanban/delete-board', body: 'x' }),
    ).not.toEqual([]);
  });

  it('names the missing fields of its forms, and answers 404 for an unknown target', async () => {
    expect(await call('/apps/kanban/update-task-board', 'admin', { taskId: 1 })).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { newBoardId: ['validation.required'] } },
    });
    const unknown = await call('/apps/kanban/reorder-tasks', 'admin', {
      taskId: 1,
      targetTaskId: 999,
    });
    expect(unknown.status).toBe(404);
  });

  it("refuses the client's moves of others' tasks in these forms as in ours", async () => {
    const other = othersTask();
    const mine = clientTask();
    expect(
      await call('/apps/kanban/update-task-board', 'client', { taskId: other.id, newBoardId: 4 }),
    ).toEqual(forbidden('update'));
    expect(
      await call('/apps/kanban/reorder-tasks', 'client', {
        taskId: other.id,
        targetTaskId: mine.id,
      }),
    ).toEqual(forbidden('update'));
  });
});

describe('validation', () => {
  it('requires a board title and refuses a taken one (any case) with a field error', async () => {
    expect(await call('/apps/kanban/add-board', 'admin', { title: '  ' })).toEqual({
      status: 400,
      body: { message: 'validation.failed', errors: { title: ['validation.required'] } },
    });
    expect(await call('/apps/kanban/add-board', 'admin', { title: 'in REVIEW' })).toEqual({
      status: 409,
      body: {
        message: 'kanban.errors.boardTitleTaken',
        errors: { title: ['kanban.errors.boardTitleTaken'] },
      },
    });
    const rename = await call('/apps/kanban/update-board', 'admin', { id: 1, title: 'Done' });
    expect(rename.status).toBe(409);
    const same = await call('/apps/kanban/update-board', 'admin', { id: 1, title: 'To Do' });
    expect(same.status).toBe(200);
  });

  it('reports bad fields by name and unknown records as 404', async () => {
    const bad = await call('/apps/kanban/update-task', 'admin', {
      id: 1,
      title: '',
      labels: ['nope'],
      dueDate: 'soon',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body?.errors ?? {}).toSorted()).toEqual(['dueDate', 'labels', 'title']);
    const noData = await call('/apps/kanban/reorder-tasks', 'admin', {});
    expect(noData.body?.errors).toEqual({
      id: ['validation.required'],
      index: ['validation.required'],
    });
    const missing = await call('/apps/kanban/reorder-tasks', 'admin', { id: 999, index: 0 });
    expect(missing.status).toBe(404);
    const noBoard = await call('/apps/kanban/update-task-board', 'admin', {
      id: 1,
      boardId: 999,
      index: 0,
    });
    expect(noBoard.status).toBe(404);
  });

  it('edits a task: labels in order, assignees from the users, attachments kept or added', async () => {
    const task = othersTask();
    const { status, body } = await call('/apps/kanban/update-task', 'admin', {
      id: task.id,
      labels: ['bug', 'design', 'bug'],
      assignedTo: [{ id: 1 }, { id: 1 }],
      dueDate: null,
      attachments: [{ fileName: 'notes.txt', size: 12 }],
    });
    expect(status).toBe(200);
    const saved = kanbanTaskSchema.parse(body);
    expect(saved.labels).toEqual(['design', 'bug']);
    expect(saved.assignedTo.map((member) => member.id)).toEqual([1]);
    expect(saved.dueDate).toBeNull();
    expect(saved.attachments).toEqual([
      { id: expect.any(Number), fileName: 'notes.txt', size: 12 },
    ]);
    const unknown = await call('/apps/kanban/update-task', 'admin', {
      id: task.id,
      assignedTo: [{ id: 99_999 }],
    });
    expect(unknown.body?.errors).toEqual({ assignedTo: ['kanban.errors.member'] });
  });
});

describe('the client', () => {
  it('moves, edits and comments on its own tasks', async () => {
    const task = clientTask();
    const moved = await call('/apps/kanban/update-task-board', 'client', {
      id: task.id,
      boardId: 4,
      index: 0,
    });
    expect(moved.status).toBe(200);
    expect((await column(4))[0]).toBe(task.id);
    const edited = await call('/apps/kanban/update-task', 'client', { id: task.id, title: 'Mine' });
    expect(edited.status).toBe(200);
    const comment = await call('/apps/kanban/add-comment', 'client', {
      taskId: task.id,
      text: 'On it',
    });
    expect(comment.status).toBe(201);
    expect(kanbanTaskSchema.parse(comment.body).comments.at(-1)?.author.id).toBe(CLIENT_ID);
  });

  it("is refused others' tasks, giving its own away, and the boards", async () => {
    const other = othersTask();
    const before = await column(other.boardId);
    expect(await call('/apps/kanban/reorder-tasks', 'client', { id: other.id, index: 5 })).toEqual(
      forbidden('update'),
    );
    expect(
      await call('/apps/kanban/update-task-board', 'client', {
        id: other.id,
        boardId: 4,
        index: 0,
      }),
    ).toEqual(forbidden('update'));
    expect(await call('/apps/kanban/update-task', 'client', { id: other.id, title: 'x' })).toEqual(
      forbidden('update'),
    );
    expect(await column(other.boardId)).toEqual(before);
    const own = clientTask();
    expect(
      await call('/apps/kanban/update-task', 'client', { id: own.id, assignedTo: [{ id: 1 }] }),
    ).toEqual(forbidden('update'));
    expect(await call('/apps/kanban/update-board', 'client', { id: 1, title: 'Mine' })).toEqual(
      forbidden('update'),
    );
    expect(await call('/apps/kanban/reorder-boards', 'client', { id: 1, index: 2 })).toEqual(
      forbidden('update'),
    );
    expect(await call('/apps/kanban/add-board', 'client', { title: 'Mine' })).toEqual(
      forbidden('create'),
    );
    expect(await call('/apps/kanban/add-task', 'client', { boardId: 1, title: 'x' })).toEqual(
      forbidden('create'),
    );
    expect(await call('/apps/kanban/delete-task', 'client', { id: own.id }, 'DELETE')).toEqual(
      forbidden('delete'),
    );
    expect(await call('/apps/kanban/clear-tasks', 'client', { boardId: 1 }, 'DELETE')).toEqual(
      forbidden('delete'),
    );
  });
});

/** The admin's write naming `version` in If-Match, or none. */
async function versioned(path: string, data: unknown, version?: number, method?: string) {
  const { accessToken } = await signInAs('admin');
  return callApi<KanbanTask | Record<string, unknown> | null>(path, {
    token: accessToken,
    method,
    body: { data },
    version,
  });
}
const taskRow = (id: number) => db().kanbanTasks.find((task) => task.id === id);

describe('versions of a task (If-Match)', () => {
  it('refuses a stale version with the task as it stands and who changed it, and takes the current one', async () => {
    const task = othersTask();
    const { id, boardId } = task;
    expect(task.version).toBe(1);
    const first = await versioned('/apps/kanban/update-task', { id, title: 'Changed' }, 1);
    expect(first.status).toBe(200);
    const changed = kanbanTaskSchema.parse(first.body);
    expect(changed.version).toBe(2);

    // A second screen still shows version 1: its save, its drags and its delete are refused.
    const order = await column(boardId);
    const otherBoard = boardId === 1 ? 2 : 1;
    const refused = staleAnswer(first.body, { id: demoAccounts.admin.id, fullName: 'John Doe' });
    expect(await versioned('/apps/kanban/update-task', { id, title: 'Mine' }, 1)).toEqual(refused);
    expect(await versioned('/apps/kanban/reorder-tasks', { id, index: 3 }, 1)).toEqual(refused);
    expect(
      await versioned('/apps/kanban/update-task-board', { id, boardId: otherBoard, index: 0 }, 1),
    ).toEqual(refused);
    expect(await versioned('/apps/kanban/delete-task', { id }, 1, 'DELETE')).toEqual(refused);
    expect(taskRow(id)).toEqual(changed);
    expect(await column(boardId)).toEqual(order);

    // The current version goes through. A place within its board is no field of the task: the
    // version stays; another board is one more. No If-Match still writes.
    const reordered = await versioned('/apps/kanban/reorder-tasks', { id, index: 3 }, 2);
    expect(reordered.status).toBe(200);
    expect(kanbanTaskSchema.parse(reordered.body).version).toBe(2);
    const moved = await versioned(
      '/apps/kanban/update-task-board',
      { id, boardId: otherBoard, index: 0 },
      2,
    );
    expect(kanbanTaskSchema.parse(moved.body)).toMatchObject({ boardId: otherBoard, version: 3 });
    const unnamed = await versioned('/apps/kanban/update-task', { id, labels: ['bug'] });
    expect(kanbanTaskSchema.parse(unnamed.body).version).toBe(4);
    const same = await versioned('/apps/kanban/update-task', { id, labels: ['bug'] }, 4);
    expect(kanbanTaskSchema.parse(same.body).version).toBe(4);
    const commented = await versioned('/apps/kanban/add-comment', { taskId: id, text: 'Seen' });
    // A comment goes beside the task's fields, never over them: its version stays.
    expect(kanbanTaskSchema.parse(commented.body).version).toBe(4);
    const deleted = await versioned('/apps/kanban/delete-task', { id }, 4, 'DELETE');
    expect(deleted.status).toBe(204);
    expect(taskRow(id)).toBeUndefined();
  });
});

const boardRow = (id: number) => db().kanbanBoards.find((board) => board.id === id);
const tasksOf = (boardId: number) => db().kanbanTasks.filter((task) => task.boardId === boardId);

describe('versions of a board (If-Match)', () => {
  const johnDoe = { id: demoAccounts.admin.id, fullName: 'John Doe' };

  it('refuses a rename, a clear and a delete made from a stale board, and takes the current one', async () => {
    const [board] = await boards();
    if (!board) throw new Error('seed has no board');
    const { id } = board;
    expect(board.version).toBe(1);
    const renamed = await versioned('/apps/kanban/update-board', { id, title: 'Next up' }, 1);
    expect(boardSchema.parse(renamed.body)).toMatchObject({ title: 'Next up', version: 2 });
    const before = tasksOf(id);
    expect(before.length).toBeGreaterThan(0);

    // A second screen still shows version 1: its rename, its clear and its delete are refused.
    const refused = staleAnswer(renamed.body, johnDoe);
    expect(await versioned('/apps/kanban/update-board', { id, title: 'Mine' }, 1)).toEqual(refused);
    expect(await versioned('/apps/kanban/clear-tasks', { boardId: id }, 1, 'DELETE')).toEqual(
      refused,
    );
    expect(await versioned('/apps/kanban/delete-board', { id }, 1, 'DELETE')).toEqual(refused);
    expect(boardRow(id)).toMatchObject({ title: 'Next up', version: 2 });
    expect(tasksOf(id)).toEqual(before);

    // The same title again is no change; the current version clears, and the clear moves it on.
    const same = await versioned('/apps/kanban/update-board', { id, title: 'Next up' }, 2);
    expect(boardSchema.parse(same.body).version).toBe(2);
    expect((await versioned('/apps/kanban/clear-tasks', { boardId: id }, 2, 'DELETE')).status).toBe(
      204,
    );
    expect(tasksOf(id)).toEqual([]);
    expect(boardRow(id)?.version).toBe(3);
    expect((await versioned('/apps/kanban/delete-board', { id }, 3, 'DELETE')).status).toBe(204);
    expect(boardRow(id)).toBeUndefined();
  });

  it('moves on when a card joins or leaves it, so a clear never takes a card its sender did not see', async () => {
    const [first, second] = await boards();
    if (!first || !second) throw new Error('seed has too few boards');
    // Someone else adds a card to the first board, then moves one of it to the second.
    const added = await call('/apps/kanban/add-task', 'admin', { boardId: first.id, title: 'New' });
    const card = kanbanTaskSchema.parse(added.body);
    expect(boardRow(first.id)?.version).toBe(2);
    await versioned('/apps/kanban/update-task-board', {
      id: card.id,
      boardId: second.id,
      index: 0,
    });
    expect([boardRow(first.id)?.version, boardRow(second.id)?.version]).toEqual([3, 2]);
    // A reorder within a board is no card joining it.
    const [kept] = tasksOf(second.id);
    await versioned('/apps/kanban/reorder-tasks', { id: kept?.id, index: 2 });
    expect(boardRow(second.id)?.version).toBe(2);

    // A screen that still shows the second board at version 1 clears nothing: the 412 names who
    // moved the card in.
    const before = tasksOf(second.id);
    expect(
      await versioned('/apps/kanban/clear-tasks', { boardId: second.id }, 1, 'DELETE'),
    ).toEqual(staleAnswer(boardRow(second.id), johnDoe));
    expect(tasksOf(second.id)).toEqual(before);
    // Deleting the card moves its board on too; no If-Match still clears, as before.
    await versioned('/apps/kanban/delete-task', { id: card.id }, undefined, 'DELETE');
    expect(boardRow(second.id)?.version).toBe(3);
    expect(
      (await versioned('/apps/kanban/clear-tasks', { boardId: second.id }, undefined, 'DELETE'))
        .status,
    ).toBe(204);
  });
});
