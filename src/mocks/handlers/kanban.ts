import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import {
  boardRefSchema,
  clearTasksSchema,
  taskMoveSchema,
  taskReorderSchema,
  type Board,
  type BoardsAnswer,
  type KanbanTask,
  type KanbanTasksAnswer,
  type Member,
} from '@/apps/kanban/api/kanban-schemas';
import { withItemMoved, withTaskPlaced } from '@/apps/kanban/api/kanban-order';
import { kanbanLabels } from '@/apps/kanban/api/kanban-values';
import { raiseNotification } from '@/mocks/lib/notifications';
import { mockPath } from '@/contract/endpoint';
import {
  addBoardBody,
  addCommentBody,
  addTaskBody,
  deleteTaskBody,
  kanbanApi,
  moveBoardBody,
  renameBoardBody,
  taskMoveToEndSchema,
  taskReorderToTargetSchema,
  updateTaskBody,
  type TaskMoveToEnd,
} from '@/contract/endpoints/kanban';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { requireAbility, withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { clockIso, clockToday } from '@/mocks/lib/clock';
import { directoryOf } from '@/mocks/lib/directory';
import { blankTask } from '@/mocks/lib/kanban-tasks';
import { errorKeys, throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import {
  parseBody,
  readEnvelope,
  readEnvelopeContent,
  validate,
  validateEnveloped,
} from '@/mocks/lib/validation';
import { toMember } from '@/mocks/seed/kanban-seed';
import { idempotent } from '@/mocks/lib/idempotency';
import type { MockSession } from '@/mocks/db/sessions';
import { FIRST_VERSION } from '@/lib/versions/versions';
import { assertCurrentVersion, bumpVersion, type MovedWith } from '@/mocks/lib/versions';

/** How many directory users besides the demo accounts the assignee list offers. */
export const KANBAN_MEMBER_DIRECTORY_COUNT = 30;

/**
 * A DELETE's body: ours, `{ data }`, or the bare id the specification's client sends (`3` or
 * `"3"`), which `asData` turns into ours so that both are validated alike.
 */
async function readDeleteData<Schema extends z.ZodMiniType>(
  request: Request,
  schema: Schema,
  asData: (id: unknown) => unknown,
): Promise<z.output<Schema>> {
  const body = await parseBody(request, z.unknown());
  const data =
    typeof body === 'number' || typeof body === 'string'
      ? asData(body)
      : validate(z.object({ data: z.unknown() }), body).data;
  return validateEnveloped(schema, data, 'data');
}

/** Whether the data of a write is in the specification's form: it names `taskId`. */
const isSpecificationForm = (data: unknown) =>
  typeof data === 'object' && data !== null && 'taskId' in data;

function findBoard(db: Database, id: number): Board {
  const board = db.kanbanBoards.find((candidate) => candidate.id === id);
  if (!board) throwNotFound();
  return board;
}

function findTask(db: Database, id: number): KanbanTask {
  const task = db.kanbanTasks.find((candidate) => candidate.id === id);
  if (!task) throwNotFound();
  return task;
}

/** A card that joined or left the board (its `boardId` before or after): the board moved too. */
const cardOfBoard =
  (boardId: number): MovedWith =>
  (entry) =>
    entry.recordType === 'kanbanTasks' &&
    entry.changes.some(
      ({ field, before, after }) =>
        field === 'boardId' && (before === String(boardId) || after === String(boardId)),
    );

/**
 * A stale `If-Match` is refused with the board as the boards list answers it; who changed it is
 * whoever renamed it or moved a card in or out of it last (versions.ts).
 */
function assertCurrentBoardVersion(request: Request, session: MockSession, board: Board): void {
  assertCurrentVersion(request, session, {
    table: 'kanbanBoards',
    row: board,
    movedWith: cardOfBoard(board.id),
  });
}

/** A card joined or left these boards: each moves to its next version (once, if named twice). */
function touchBoards(db: Database, ...ids: number[]): void {
  for (const board of db.kanbanBoards) if (ids.includes(board.id)) bumpVersion(board);
}

/** A stale `If-Match` is refused with the task as the tasks list answers it (versions.ts). */
function assertCurrentTaskVersion(request: Request, session: MockSession, task: KanbanTask): void {
  assertCurrentVersion(request, session, { table: 'kanbanTasks', row: task });
}

/**
 * Places a task, and moves it to its next version when its board changed. Its place among the
 * board's tasks is no field of the task: a reorder within its board leaves the version as it is,
 * so a drawer open on the task can still save.
 */
function placeTask(db: Database, task: KanbanTask, boardId: number, index: number): KanbanTask {
  db.kanbanTasks = withTaskPlaced(db.kanbanTasks, task.id, boardId, index);
  const placed = findTask(db, task.id);
  if (placed.boardId !== task.boardId) {
    bumpVersion(placed);
    touchBoards(db, task.boardId, placed.boardId);
  }
  return placed;
}

/** A task's place: its board and its index among that board's tasks (the table's order). */
function placeOf(db: Database, task: KanbanTask): { boardId: number; index: number } {
  const column = db.kanbanTasks.filter((candidate) => candidate.boardId === task.boardId);
  return { boardId: task.boardId, index: column.indexOf(task) };
}

/** The specification's move as ours: past the last task, which `withTaskPlaced` clamps to the end. */
function toEndOfBoard({ taskId, newBoardId }: TaskMoveToEnd, db: Database) {
  return { id: taskId, boardId: newBoardId, index: db.kanbanTasks.length };
}

const sameTitle = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'en', { sensitivity: 'accent' }) === 0;

/** 409 on `title` when another board already has this title (case aside). */
function requireUniqueTitle(db: Database, title: string, exceptId?: number) {
  if (db.kanbanBoards.some((board) => board.id !== exceptId && sameTitle(board.title, title))) {
    throwHttpError(409, 'kanban.errors.boardTitleTaken', {
      title: ['kanban.errors.boardTitleTaken'],
    });
  }
}

/** The stored copies of the assignees, from the users table; a 400 on `assignedTo` when unknown. */
function resolveMembers(db: Database, refs: readonly { id: number }[]): Member[] {
  const ids = [...new Set(refs.map((ref) => ref.id))];
  return ids.map((id) => {
    const user = db.users.find((candidate) => candidate.id === id);
    if (!user) {
      throwHttpError(400, errorKeys.validationFailed, { assignedTo: ['kanban.errors.member'] });
    }
    return toMember(user);
  });
}

/** Who tasks can be given to (`directoryOf`): its holders are the tasks' assignees. */
function members(db: Database): Member[] {
  const assigned = new Set(db.kanbanTasks.flatMap((task) => task.assignedTo.map((m) => m.id)));
  return directoryOf(db.users, {
    count: KANBAN_MEMBER_DIRECTORY_COUNT,
    isHolder: (user) => assigned.has(user.id),
  });
}

/** A task may be changed (edited, moved, commented) by this user: 403 otherwise. */
const requireTaskUpdate = (ctx: AuthContext, task: KanbanTask) =>
  requireAbility(ctx, 'update', 'Kanban', task);

export const kanbanHandlers = [
  http.get(
    mockPath(kanbanApi.boards),
    withAbility('read', 'Kanban', async ({ ctx }) => {
      const body: BoardsAnswer = { boards: ctx.session.db.kanbanBoards };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(kanbanApi.tasks),
    withAbility('read', 'Kanban', async ({ ctx }) => {
      const body: KanbanTasksAnswer = {
        tasks: ctx.session.db.kanbanTasks,
        today: clockToday(ctx.session.clock),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(kanbanApi.members),
    withAbility('read', 'Kanban', async ({ ctx }) => {
      return HttpResponse.json({ members: members(ctx.session.db) });
    }),
  ),

  http.post(
    mockPath(kanbanApi.addBoard),
    withAbility(
      'create',
      'Kanban',
      idempotent(async ({ request, ctx }) => {
        const { db } = ctx.session;
        const { title } = await readEnvelope(request, 'data', addBoardBody);
        requireUniqueTitle(db, title);
        const board: Board = { id: nextId(db.kanbanBoards), title, version: FIRST_VERSION };
        db.kanbanBoards.push(board);
        return HttpResponse.json(board, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(kanbanApi.renameBoard),
    withAbility('update', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { id, title } = await readEnvelope(request, 'data', renameBoardBody);
      const board = findBoard(db, id);
      requireAbility(ctx, 'update', 'Kanban', board);
      assertCurrentBoardVersion(request, ctx.session, board);
      requireUniqueTitle(db, title, id);
      // The same title again is no change: the version stays.
      if (board.title !== title) bumpVersion(board);
      board.title = title;
      return HttpResponse.json(board);
    }),
  ),

  http.post(
    mockPath(kanbanApi.reorderBoards),
    withAbility('update', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { id, index } = await readEnvelope(request, 'data', moveBoardBody);
      const board = findBoard(db, id);
      requireAbility(ctx, 'update', 'Kanban', board);
      db.kanbanBoards = withItemMoved(db.kanbanBoards, board.id, index);
      const body: BoardsAnswer = { boards: db.kanbanBoards };
      return HttpResponse.json(body);
    }),
  ),

  http.delete(
    mockPath(kanbanApi.deleteBoard),
    withAbility('delete', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { id } = await readDeleteData(request, boardRefSchema, (raw) => ({ id: raw }));
      const board = findBoard(db, id);
      requireAbility(ctx, 'delete', 'Kanban', board);
      assertCurrentBoardVersion(request, ctx.session, board);
      db.kanbanBoards = db.kanbanBoards.filter((candidate) => candidate !== board);
      db.kanbanTasks = db.kanbanTasks.filter((task) => task.boardId !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.delete(
    mockPath(kanbanApi.clearTasks),
    withAbility('delete', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { boardId } = await readDeleteData(request, clearTasksSchema, (raw) => ({
        boardId: raw,
      }));
      const board = findBoard(db, boardId);
      const cleared = db.kanbanTasks.filter((task) => task.boardId === boardId);
      for (const task of cleared) requireAbility(ctx, 'delete', 'Kanban', task);
      assertCurrentBoardVersion(request, ctx.session, board);
      db.kanbanTasks = db.kanbanTasks.filter((task) => task.boardId !== boardId);
      if (cleared.length > 0) bumpVersion(board);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(kanbanApi.addTask),
    withAbility(
      'create',
      'Kanban',
      idempotent(async ({ request, ctx }) => {
        const { db } = ctx.session;
        const { boardId, title } = await readEnvelope(request, 'data', addTaskBody);
        findBoard(db, boardId);
        const task = blankTask(nextId(db.kanbanTasks), boardId, title);
        requireAbility(ctx, 'create', 'Kanban', task);
        // At the bottom of its board: the table's order is each board's order.
        db.kanbanTasks.push(task);
        touchBoards(db, boardId);
        return HttpResponse.json(task, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(kanbanApi.updateTask),
    withAbility('update', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const patch = await readEnvelope(request, 'data', updateTaskBody);
      const task = findTask(db, patch.id);
      requireTaskUpdate(ctx, task);
      assertCurrentTaskVersion(request, ctx.session, task);
      let nextAttachment = nextId(task.attachments);
      const updated: KanbanTask = {
        ...task,
        ...(patch.title === undefined ? {} : { title: patch.title }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        // In the enum's order, once each, so cards always show them the same way.
        ...(patch.labels === undefined
          ? {}
          : { labels: kanbanLabels.filter((label) => patch.labels?.includes(label)) }),
        ...(patch.dueDate === undefined
          ? {}
          : { dueDate: patch.dueDate === null ? null : new Date(patch.dueDate).toISOString() }),
        ...(patch.assignedTo === undefined
          ? {}
          : { assignedTo: resolveMembers(db, patch.assignedTo) }),
        ...(patch.attachments === undefined
          ? {}
          : {
              attachments: patch.attachments.map((file) => {
                const kept = task.attachments.find((old) => old.id === file.id);
                if (kept) return kept;
                const added = { id: nextAttachment, fileName: file.fileName, size: file.size };
                nextAttachment += 1;
                return added;
              }),
            }),
      };
      // And on the result: a user who may change only their own tasks cannot give one away.
      requireTaskUpdate(ctx, updated);
      const before = new Set(task.assignedTo.map((member) => member.id));
      const shownBefore = JSON.stringify(task);
      Object.assign(task, updated);
      // A patch that sends the values the task has already is no change: the version stays.
      if (JSON.stringify(task) !== shownBefore) bumpVersion(task);
      raiseNotification(
        ctx.session,
        task.assignedTo
          .map((member) => member.id)
          .filter((id) => !before.has(id) && id !== ctx.user.id),
        {
          kind: 'taskAssigned',
          params: { title: task.title, name: ctx.user.fullName },
          record: { type: 'kanbanTask', id: task.id },
          link: `/apps/kanban?taskId=${task.id}`,
        },
      );
      return HttpResponse.json(task);
    }),
  ),

  http.post(
    mockPath(kanbanApi.moveTask),
    withAbility('update', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const data = await readEnvelopeContent(request, 'data');
      const { id, boardId, index } = isSpecificationForm(data)
        ? toEndOfBoard(validateEnveloped(taskMoveToEndSchema, data, 'data'), db)
        : validateEnveloped(taskMoveSchema, data, 'data');
      const task = findTask(db, id);
      findBoard(db, boardId);
      requireTaskUpdate(ctx, task);
      assertCurrentTaskVersion(request, ctx.session, task);
      return HttpResponse.json(placeTask(db, task, boardId, index));
    }),
  ),

  http.post(
    mockPath(kanbanApi.reorderTasks),
    withAbility('update', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const data = await readEnvelopeContent(request, 'data');
      if (isSpecificationForm(data)) {
        const { taskId, targetTaskId } = validateEnveloped(taskReorderToTargetSchema, data, 'data');
        const task = findTask(db, taskId);
        const { boardId, index } = placeOf(db, findTask(db, targetTaskId));
        requireTaskUpdate(ctx, task);
        assertCurrentTaskVersion(request, ctx.session, task);
        return HttpResponse.json(placeTask(db, task, boardId, index));
      }
      const { id, index } = validateEnveloped(taskReorderSchema, data, 'data');
      const task = findTask(db, id);
      requireTaskUpdate(ctx, task);
      assertCurrentTaskVersion(request, ctx.session, task);
      return HttpResponse.json(placeTask(db, task, task.boardId, index));
    }),
  ),

  http.delete(
    mockPath(kanbanApi.deleteTask),
    withAbility('delete', 'Kanban', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { id } = await readEnvelope(request, 'data', deleteTaskBody);
      const task = findTask(db, id);
      requireAbility(ctx, 'delete', 'Kanban', task);
      assertCurrentTaskVersion(request, ctx.session, task);
      db.kanbanTasks = db.kanbanTasks.filter((candidate) => candidate !== task);
      touchBoards(db, task.boardId);
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  http.post(
    mockPath(kanbanApi.addComment),
    withAbility(
      'update',
      'Kanban',
      idempotent(async ({ request, ctx }) => {
        const { db } = ctx.session;
        const { taskId, text } = await readEnvelope(request, 'data', addCommentBody);
        const task = findTask(db, taskId);
        requireTaskUpdate(ctx, task);
        task.comments.push({
          id: nextId(task.comments),
          author: toMember(ctx.user),
          text,
          time: clockIso(ctx.session.clock),
        });
        return HttpResponse.json(task, { status: 201 });
      }),
    ),
  ),
];
