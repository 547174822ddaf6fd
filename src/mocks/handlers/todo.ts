import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { UserRecord } from '../db/auth-tables.ts';
import { nextId } from '../db/database.ts';
import { taskTags, type TaskRecord } from '../db/task-tables.ts';
import type { Database } from '../db/tables.ts';
import { requireAbility, withAbility } from '../lib/auth-guard.ts';
import { errorKeys, throwHttpError, throwNotFound, type FieldErrors } from '../lib/http-errors.ts';
import { readEnumParam, readIntParam, searchRecords } from '../lib/list-params.ts';
import { parseBody, toFieldErrors } from '../lib/validation.ts';
import { demoAccounts } from '../seed/auth-seed.ts';
import { MOCK_TODAY } from '../seed/seed-random.ts';
import {
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  todoFilters,
  todoSorts,
  type TodoFilter,
  type TodoSort,
} from '../../apps/todo/api/todo-enums.ts';

/** How many directory users besides the demo accounts the assignee list offers. */
export const ASSIGNEE_DIRECTORY_COUNT = 50;

/** Sidebar figures, over every task whatever the list's filter, tag and search. */
export interface TodoCounts {
  all: number;
  important: number;
  completed: number;
  deleted: number;
}

/** `GET /apps/todo/tasks`. */
export interface TasksAnswer {
  tasks: TaskRecord[];
  counts: TodoCounts;
  /** The server's calendar day (UTC), against which the client marks tasks overdue. */
  today: string;
}

export type Assignee = NonNullable<TaskRecord['assignee']>;

/** `DELETE /apps/todo/delete-task`: the task; `isRemoved` when it was removed for good. */
export type DeletedTask = TaskRecord & { isRemoved?: true };

const assigneeRefSchema = z.object({ id: z.number().int() }).nullable();
const editableFields = {
  title: z.string().trim().min(1).max(TASK_TITLE_MAX),
  dueDate: z.iso.datetime({ offset: true }),
  description: z.string().max(TASK_DESCRIPTION_MAX),
  assignee: assigneeRefSchema,
  tags: z.array(z.enum(taskTags)),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
};
const newTaskSchema = z.object({
  ...editableFields,
  description: editableFields.description.default(''),
  assignee: assigneeRefSchema.default(null),
  tags: editableFields.tags.default([]),
  isCompleted: editableFields.isCompleted.default(false),
  isImportant: editableFields.isImportant.default(false),
});
/** An update names the task and only the fields it changes; `isDeleted: false` restores it. */
const taskPatchSchema = z.object({
  id: z.number().int(),
  title: editableFields.title.optional(),
  dueDate: editableFields.dueDate.optional(),
  description: editableFields.description.optional(),
  assignee: assigneeRefSchema.optional(),
  tags: editableFields.tags.optional(),
  isCompleted: editableFields.isCompleted.optional(),
  isImportant: editableFields.isImportant.optional(),
  isDeleted: z.boolean().optional(),
});
const envelopeSchema = z.object({ task: z.unknown() });
const deleteBodySchema = z.object({ taskId: z.coerce.number().int().optional() });

/**
 * Validates the `task` of a body. Errors are reported by the task's own top-level fields
 * (`title`, `tags`, not `task.tags.1`), which is how the client's form names them.
 */
function validateTask<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const [path, keys] of Object.entries(toFieldErrors(result.error.issues, input))) {
    const field = path.split('.')[0] ?? path;
    const list = (errors[field] ??= []);
    for (const key of keys) if (!list.includes(key)) list.push(key);
  }
  throwHttpError(400, errorKeys.validationFailed, errors);
}

function toAssignee(user: UserRecord): Assignee {
  return { id: user.id, fullName: user.fullName, avatar: user.avatar };
}

/** The stored copy of an assignee, from the users table; a 400 on `assignee` when unknown. */
function resolveAssignee(db: Database, ref: { id: number } | null): TaskRecord['assignee'] {
  if (ref === null) return null;
  const user = db.users.find((candidate) => candidate.id === ref.id);
  if (!user)
    throwHttpError(400, errorKeys.validationFailed, { assignee: ['todo.errors.assignee'] });
  return toAssignee(user);
}

function findTask(db: Database, id: number | undefined): TaskRecord {
  const task = id === undefined ? undefined : db.tasks.find((candidate) => candidate.id === id);
  if (!task) throwNotFound();
  return task;
}

function normaliseTags(tags: readonly TaskRecord['tags'][number][]): TaskRecord['tags'] {
  // In the enum's order, once each, so badges always line up the same way.
  return taskTags.filter((tag) => tags.includes(tag));
}

function countTasks(tasks: readonly TaskRecord[]): TodoCounts {
  const counts: TodoCounts = { all: 0, important: 0, completed: 0, deleted: 0 };
  for (const task of tasks) {
    if (task.isDeleted) {
      counts.deleted += 1;
      continue;
    }
    counts.all += 1;
    if (task.isImportant) counts.important += 1;
    if (task.isCompleted) counts.completed += 1;
  }
  return counts;
}

function matchesFilter(task: TaskRecord, filter: TodoFilter | undefined): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important') return task.isImportant;
  if (filter === 'completed') return task.isCompleted;
  return true;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Ids grow with creation, so the highest id is the newest task. */
const newestFirst = (a: TaskRecord, b: TaskRecord) => b.id - a.id;

/** Newest first when no sort is given; ties of the other orders are newest first too. */
function sortTasks(tasks: readonly TaskRecord[], sort: TodoSort | undefined): TaskRecord[] {
  switch (sort) {
    case 'title-asc':
      return tasks.toSorted((a, b) => collator.compare(a.title, b.title) || newestFirst(a, b));
    case 'title-desc':
      return tasks.toSorted((a, b) => collator.compare(b.title, a.title) || newestFirst(a, b));
    case 'assignee':
      // Unassigned tasks go last.
      return tasks.toSorted((a, b) => {
        if (!a.assignee || !b.assignee) {
          return Number(!a.assignee) - Number(!b.assignee) || newestFirst(a, b);
        }
        return collator.compare(a.assignee.fullName, b.assignee.fullName) || newestFirst(a, b);
      });
    case 'due-date':
      return tasks.toSorted(
        (a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || newestFirst(a, b),
      );
    default:
      return tasks.toSorted(newestFirst);
  }
}

/** The list the contract describes: filter, tag and title search, then sort. */
export function listTasks(
  tasks: readonly TaskRecord[],
  params: { filter?: TodoFilter; tag?: TaskRecord['tags'][number]; q?: string; sort?: TodoSort },
): TaskRecord[] {
  const filtered = tasks.filter(
    (task) => matchesFilter(task, params.filter) && (!params.tag || task.tags.includes(params.tag)),
  );
  return sortTasks(searchRecords(filtered, params.q ?? '', ['title']), params.sort);
}

/**
 * Who a task can be given to: the demo accounts, the first active users of the directory, and
 * anyone a task is assigned to already (so an existing assignee always has a name in the list).
 */
function assignableUsers(db: Database): Assignee[] {
  const demoIds = new Set<number>([demoAccounts.admin.id, demoAccounts.client.id]);
  const assignedIds = new Set(
    db.tasks.flatMap((task) => (task.assignee ? [task.assignee.id] : [])),
  );
  const directory = db.users
    .filter((user) => !demoIds.has(user.id) && user.status === 'active')
    .slice(0, ASSIGNEE_DIRECTORY_COUNT);
  const chosen = new Set<number>([...demoIds, ...directory.map((user) => user.id)]);
  return db.users
    .filter((user) => chosen.has(user.id) || assignedIds.has(user.id))
    .map(toAssignee)
    .toSorted((a, b) => collator.compare(a.fullName, b.fullName) || a.id - b.id);
}

async function readTaskEnvelope(request: Request): Promise<unknown> {
  return (await parseBody(request, envelopeSchema)).task;
}

export const todoHandlers = [
  http.get(
    '*/apps/todo/tasks',
    withAbility('read', 'Todo', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const url = new URL(request.url);
      const body: TasksAnswer = {
        tasks: listTasks(db.tasks, {
          filter: readEnumParam(url, 'filter', todoFilters),
          tag: readEnumParam(url, 'tag', taskTags),
          q: url.searchParams.get('q') ?? '',
          sort: readEnumParam(url, 'sort', todoSorts),
        }),
        counts: countTasks(db.tasks),
        today: MOCK_TODAY,
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    '*/apps/todo/assignees',
    withAbility('read', 'Todo', async ({ ctx }) => {
      return HttpResponse.json({ assignees: assignableUsers(ctx.session.db) });
    }),
  ),

  http.post(
    '*/apps/todo/add-tasks',
    withAbility('create', 'Todo', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const input = validateTask(newTaskSchema, await readTaskEnvelope(request));
      const task: TaskRecord = {
        id: nextId(db.tasks),
        title: input.title,
        dueDate: new Date(input.dueDate).toISOString(),
        description: input.description,
        assignee: resolveAssignee(db, input.assignee),
        tags: normaliseTags(input.tags),
        isCompleted: input.isCompleted,
        isImportant: input.isImportant,
        isDeleted: false,
      };
      // Checked on the finished task, so a rule such as `assignee.id = own id` applies.
      requireAbility(ctx, 'create', 'Todo', task);
      db.tasks.push(task);
      return HttpResponse.json(task, { status: 201 });
    }),
  ),

  http.post(
    '*/apps/todo/update-task',
    withAbility('update', 'Todo', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const patch = validateTask(taskPatchSchema, await readTaskEnvelope(request));
      const task = findTask(db, patch.id);
      requireAbility(ctx, 'update', 'Todo', task);
      const updated: TaskRecord = {
        ...task,
        ...(patch.title === undefined ? {} : { title: patch.title }),
        ...(patch.dueDate === undefined ? {} : { dueDate: new Date(patch.dueDate).toISOString() }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
        ...(patch.assignee === undefined ? {} : { assignee: resolveAssignee(db, patch.assignee) }),
        ...(patch.tags === undefined ? {} : { tags: normaliseTags(patch.tags) }),
        ...(patch.isCompleted === undefined ? {} : { isCompleted: patch.isCompleted }),
        ...(patch.isImportant === undefined ? {} : { isImportant: patch.isImportant }),
        ...(patch.isDeleted === undefined ? {} : { isDeleted: patch.isDeleted }),
      };
      // And on the result: a user who may change only their own tasks cannot give one away.
      requireAbility(ctx, 'update', 'Todo', updated);
      Object.assign(task, updated);
      return HttpResponse.json(task);
    }),
  ),

  http.delete(
    '*/apps/todo/delete-task',
    withAbility('delete', 'Todo', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const fromQuery = readIntParam(request, 'taskId');
      const taskId = fromQuery ?? (await parseBody(request, deleteBodySchema)).taskId;
      if (taskId === undefined) {
        throwHttpError(400, errorKeys.validationFailed, { taskId: ['validation.required'] });
      }
      const task = findTask(db, taskId);
      requireAbility(ctx, 'delete', 'Todo', task);
      if (!task.isDeleted) {
        task.isDeleted = true;
        return HttpResponse.json(task);
      }
      db.tasks.splice(db.tasks.indexOf(task), 1);
      const removed: DeletedTask = { ...task, isRemoved: true };
      return HttpResponse.json(removed);
    }),
  ),
];
