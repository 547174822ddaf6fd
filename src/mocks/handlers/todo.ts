import { http, HttpResponse } from 'msw';
import { taskTags, type TaskTag } from '@/apps/todo/api/todo-values';
import { compareDueDates } from '@/apps/todo/api/due-date-order';
import {
  type Assignee,
  type DeletedTask,
  type Task,
  type TasksAnswer,
  type TodoCounts,
} from '@/apps/todo/api/todo-schemas';
import { mockPath } from '@/contract/endpoint';
import {
  addTaskBody,
  deleteTaskBody,
  deleteTaskQuery,
  todoApi,
  todoTasksParams,
  updateTaskBody,
} from '@/contract/endpoints/todo';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { canDo, requireAbility, withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { clockToday } from '@/mocks/lib/clock';
import { directoryOf, personOf } from '@/mocks/lib/directory';
import { errorKeys, throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { compareText, searchRecords } from '@/mocks/lib/list-operations';
import { raiseNotification } from '@/mocks/lib/notifications';
import { parseBody, readEnvelope } from '@/mocks/lib/validation';
import type { TodoFilter, TodoSort } from '@/apps/todo/api/todo-values';
import { idempotent } from '@/mocks/lib/idempotency';
import type { MockSession } from '@/mocks/db/sessions';
import { FIRST_VERSION } from '@/lib/versions/versions';
import { assertCurrentVersion, bumpVersion } from '@/mocks/lib/versions';

/** How many directory users besides the demo accounts the assignee list offers. */
export const ASSIGNEE_DIRECTORY_COUNT = 50;

/** The stored copy of an assignee, from the users table; a 400 on `assignee` when unknown. */
function resolveAssignee(db: Database, ref: { id: number } | null): Task['assignee'] {
  if (ref === null) return null;
  const user = db.users.find((candidate) => candidate.id === ref.id);
  if (!user)
    throwHttpError(400, errorKeys.validationFailed, { assignee: ['todo.errors.assignee'] });
  return personOf(user);
}

function findTask(db: Database, id: number | undefined): Task {
  const task = id === undefined ? undefined : db.tasks.find((candidate) => candidate.id === id);
  if (!task) throwNotFound();
  return task;
}

/** A stale `If-Match` is refused with the task as the list answers it (versions.ts). */
function assertCurrentTaskVersion(request: Request, session: MockSession, task: Task): void {
  assertCurrentVersion(request, session, { table: 'tasks', row: task });
}

function normaliseTags(tags: readonly TaskTag[]): TaskTag[] {
  // In the enum's order, once each, so badges always line up the same way.
  return taskTags.filter((tag) => tags.includes(tag));
}

const isAssignedTo = (task: Task, userId: number) => task.assignee?.id === userId;

function countTasks(tasks: readonly Task[], userId: number): TodoCounts {
  const counts: TodoCounts = { mine: 0, everyone: 0, important: 0, completed: 0, deleted: 0 };
  for (const task of tasks) {
    if (task.isDeleted) {
      counts.deleted += 1;
      continue;
    }
    counts.everyone += 1;
    if (isAssignedTo(task, userId)) counts.mine += 1;
    if (task.isImportant) counts.important += 1;
    if (task.isCompleted) counts.completed += 1;
  }
  return counts;
}

function matchesFilter(task: Task, filter: TodoFilter | undefined, userId: number): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  if (filter === 'everyone') return true;
  return isAssignedTo(task, userId);
}

/**
 * The todo view that holds `task` for the user `userId`: My tasks (no filter) when it is theirs,
 * else Everyone, else the trash. A link to one task opens it there (the navbar search), so the
 * list shows it under the drawer whatever view the app was in before.
 */
export function todoViewOf(task: Task, userId: number): TodoFilter | undefined {
  const views = [undefined, 'everyone', 'deleted'] as const;
  return views.find((view) => matchesFilter(task, view, userId));
}

/** A due date in `toISOString()` form; null stays null (no due date). */
const toDueInstant = (dueDate: string | null) =>
  dueDate === null ? null : new Date(dueDate).toISOString();

/** Ids grow with creation, so the highest id is the newest task. */
const newestFirst = (a: Task, b: Task) => b.id - a.id;

/** Newest first when no sort is given; ties of the other orders are newest first too. */
function sortTasks(tasks: readonly Task[], sort: TodoSort | undefined): Task[] {
  switch (sort) {
    case 'title-asc':
      return tasks.toSorted((a, b) => compareText(a.title, b.title) || newestFirst(a, b));
    case 'title-desc':
      return tasks.toSorted((a, b) => compareText(b.title, a.title) || newestFirst(a, b));
    case 'assignee':
      // Unassigned tasks go last.
      return tasks.toSorted((a, b) => {
        if (!a.assignee || !b.assignee) {
          return Number(!a.assignee) - Number(!b.assignee) || newestFirst(a, b);
        }
        return compareText(a.assignee.fullName, b.assignee.fullName) || newestFirst(a, b);
      });
    case 'due-date':
      // Tasks without a due date go after the dated ones.
      return tasks.toSorted((a, b) => compareDueDates(a.dueDate, b.dueDate) || newestFirst(a, b));
    default:
      return tasks.toSorted(newestFirst);
  }
}

/**
 * The list the contract describes for the user `userId`: filter, tag and title search, then sort.
 * With neither filter nor tag it is "My tasks" (their own); a tag, like the filters other than
 * none, covers every task they may read.
 */
export function listTasks(
  tasks: readonly Task[],
  params: { filter?: TodoFilter; tag?: TaskTag; q?: string; sort?: TodoSort },
  userId: number,
): Task[] {
  const filtered = tasks.filter(
    (task) =>
      matchesFilter(task, params.filter ?? (params.tag ? 'everyone' : undefined), userId) &&
      (!params.tag || task.tags.includes(params.tag)),
  );
  return sortTasks(searchRecords(filtered, params.q ?? '', ['title']), params.sort);
}

/** Who a task can be given to (`directoryOf`): its holders are the tasks' assignees. */
function assignableUsers(db: Database): Assignee[] {
  const assignedIds = new Set(
    db.tasks.flatMap((task) => (task.assignee ? [task.assignee.id] : [])),
  );
  return directoryOf(db.users, {
    count: ASSIGNEE_DIRECTORY_COUNT,
    isHolder: (user) => assignedIds.has(user.id),
  });
}

/** The tasks the user may read (a rule may limit reading to some of them). */
function readableTasks(ctx: Pick<AuthContext, 'ability'>, tasks: readonly Task[]): Task[] {
  return tasks.filter((task) => canDo(ctx, 'read', 'Todo', task));
}

/** Tells the task's assignee it was given to them, as kanban does: never the one who did it. */
function notifyAssignee(ctx: AuthContext, task: Task) {
  const assignee = task.assignee?.id;
  if (assignee === undefined || assignee === ctx.user.id) return;
  raiseNotification(ctx.session, [assignee], {
    kind: 'taskAssigned',
    params: { title: task.title, name: ctx.user.fullName },
    record: { type: 'todoTask', id: task.id },
    link: `/apps/todo?taskId=${task.id}`,
  });
}

export const todoHandlers = [
  http.get(
    mockPath(todoApi.list),
    withAbility('read', 'Todo', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { sortBy, ...search } = todoTasksParams.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const readable = readableTasks(ctx, db.tasks);
      const body: TasksAnswer = {
        // Ours wins over the specification's name when both come.
        tasks: listTasks(readable, { ...search, sort: search.sort ?? sortBy }, ctx.user.id),
        counts: countTasks(readable, ctx.user.id),
        today: clockToday(ctx.session.clock),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(todoApi.assignees),
    withAbility('read', 'Todo', async ({ ctx }) => {
      return HttpResponse.json({ assignees: assignableUsers(ctx.session.db) });
    }),
  ),

  http.post(
    mockPath(todoApi.add),
    withAbility(
      'create',
      'Todo',
      idempotent(async ({ request, ctx }) => {
        const { db } = ctx.session;
        const input = await readEnvelope(request, 'task', addTaskBody);
        const task: Task = {
          id: nextId(db.tasks),
          title: input.title,
          dueDate: toDueInstant(input.dueDate),
          description: input.description,
          assignee: resolveAssignee(db, input.assignee),
          tags: normaliseTags(input.tags),
          isCompleted: input.isCompleted,
          isImportant: input.isImportant,
          isDeleted: false,
          version: FIRST_VERSION,
        };
        // Checked on the finished task, so a rule such as `assignee.id = own id` applies.
        requireAbility(ctx, 'create', 'Todo', task);
        db.tasks.push(task);
        notifyAssignee(ctx, task);
        return HttpResponse.json(task, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(todoApi.update),
    withAbility('update', 'Todo', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const patch = await readEnvelope(request, 'task', updateTaskBody);
      const task = findTask(db, patch.id);
      requireAbility(ctx, 'update', 'Todo', task);
      assertCurrentTaskVersion(request, ctx.session, task);
      const updated: Task = {
        ...task,
        ...(patch.title === undefined ? {} : { title: patch.title }),
        ...(patch.dueDate === undefined ? {} : { dueDate: toDueInstant(patch.dueDate) }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.assignee === undefined ? {} : { assignee: resolveAssignee(db, patch.assignee) }),
        ...(patch.tags === undefined ? {} : { tags: normaliseTags(patch.tags) }),
        ...(patch.isCompleted === undefined ? {} : { isCompleted: patch.isCompleted }),
        ...(patch.isImportant === undefined ? {} : { isImportant: patch.isImportant }),
        ...(patch.isDeleted === undefined ? {} : { isDeleted: patch.isDeleted }),
      };
      // And on the result: a user who may change only their own tasks cannot give one away.
      requireAbility(ctx, 'update', 'Todo', updated);
      const assignedBefore = task.assignee?.id;
      const before = JSON.stringify(task);
      Object.assign(task, updated);
      // A patch that sends the values the task has already is no change: the version stays.
      if (JSON.stringify(task) !== before) bumpVersion(task);
      if (task.assignee?.id !== assignedBefore) notifyAssignee(ctx, task);
      return HttpResponse.json(task);
    }),
  ),

  http.delete(
    mockPath(todoApi.delete),
    withAbility('delete', 'Todo', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const { taskId: fromQuery } = deleteTaskQuery.parse(
        fromSearchParams(new URL(request.url).searchParams),
      );
      const taskId = fromQuery ?? (await parseBody(request, deleteTaskBody)).taskId;
      if (taskId === undefined) {
        throwHttpError(400, errorKeys.validationFailed, { taskId: ['validation.required'] });
      }
      const task = findTask(db, taskId);
      requireAbility(ctx, 'delete', 'Todo', task);
      assertCurrentTaskVersion(request, ctx.session, task);
      if (!task.isDeleted) {
        task.isDeleted = true;
        bumpVersion(task);
        return HttpResponse.json(task);
      }
      db.tasks.splice(db.tasks.indexOf(task), 1);
      const removed: DeletedTask = { ...task, isRemoved: true };
      return HttpResponse.json(removed);
    }),
  ),
];
