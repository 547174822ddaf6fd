import * as z from 'zod/mini';
import {
  assigneesAnswerSchema,
  deletedTaskSchema,
  taskInputSchema,
  taskPatchSchema,
  taskSchema,
  tasksAnswerSchema,
} from '@/apps/todo/api/todo-schemas';
import { todoSearchSchema } from '@/apps/todo/todo-search';
import { idNumberOrText } from '@/lib/api-fields/api-fields';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  type WriteFacts,
} from '@/contract/endpoint';

/**
 * `GET /apps/todo/tasks`: the todo route's own list fields (the URL and the API take the same
 * values), and `sortBy`, which the specification's todo page sends for `sort`.
 */
export const todoTasksParams = z.extend(z.omit(todoSearchSchema, { taskId: true }), {
  sortBy: todoSearchSchema.shape.sort,
});

/** `?taskId=6`; a malformed one counts as none (the body is read then). */
export const deleteTaskQuery = z.object({ taskId: z.catch(z.optional(idNumberOrText), undefined) });
/** Or `{ "taskId": 6 }` (or `"6"`) in the body. */
export const deleteTaskBody = z.object({ taskId: z.optional(idNumberOrText) });

/** The add and edit bodies: the task inside `{ task }`. */
export const addTaskBody = z.object({ task: taskInputSchema });
export const updateTaskBody = z.object({
  task: z.extend(taskPatchSchema, { id: idNumberOrText }),
});

const TASK_WRITES = [
  'The server fills `assignee` from the users table (the body sends only `{ id }`; 400',
  '`todo.errors.assignee` on `assignee` for an unknown user), keeps `tags` once each in the',
  'enum’s order and stores `dueDate` in `toISOString()` form (`null`: no due date). Field errors (400) are named after',
  'the task’s own fields (`tags`, not `task.tags.1`).',
].join(' ');

/** Every write of a task: the task lists, and the dashboard's tasks card. */
const taskWrites = {
  changes: { resources: ['todo', 'dashboard'], readers: 'Todo' },
  audit: { app: 'todo', tables: ['tasks'] },
} as const satisfies WriteFacts;

export const todoApi = {
  list: {
    id: 'listTodoTasks',
    method: 'get',
    path: '/apps/todo/tasks',
    summary: 'The tasks of one view, the sidebar counts and the server’s day',
    description: [
      'Only tasks the user may read (CASL `read` on the task). Without `filter` or `tag` it is',
      '"My tasks": the user’s own (assigned to them), not deleted. `filter=everyone` keeps every',
      'task not deleted; `important`, `completed` (both not deleted) and `deleted` those tasks of',
      'everyone; `tag` those with the tag: alone, everyone’s tasks not deleted with that tag;',
      'with a `filter`, the tasks that match both (`filter=deleted&tag=high`: deleted tasks',
      'tagged high); `q` those whose title contains it',
      '(case-insensitive). Without `sort` the list is newest first (highest id first); `assignee`',
      'sorts by name, unassigned tasks last; `due-date` earliest first, tasks without a due date',
      'last; ties stay newest first. `sortBy` (the',
      'specification’s name) is read as `sort` and takes the same values; when both come, `sort`',
      'wins. `filter`, `tag`, `sort` and `sortBy` match in any case (`filter=Important`); unknown',
      'values fall back to the defaults, never to an error. `counts` (one per sidebar filter) are',
      'over every task the user may read, whatever the filter, tag or search; `today` is the mock',
      'clock’s day (`YYYY-MM-DD`, UTC), against which open tasks are overdue.',
    ].join(' '),
    access: ability('read', 'Todo'),
    query: todoTasksParams,
    answers: { 200: { description: 'The list', schema: tasksAnswerSchema } },
    example: { query: { filter: 'everyone', tag: 'high', q: 'e', sort: 'title-asc' } },
    list: {
      items: 'tasks',
      search: { param: 'q', fields: ['title'] },
      filters: [{ param: 'tag', field: 'tags', match: 'includes' }],
    },
  },
  assignees: {
    id: 'listTodoAssignees',
    method: 'get',
    path: '/apps/todo/assignees',
    summary: 'Who tasks can be assigned to, by name',
    description:
      'The demo accounts, the first 50 active users of the directory and everyone a task is assigned to already.',
    access: ability('read', 'Todo'),
    answers: { 200: { description: 'The assignees', schema: assigneesAnswerSchema } },
  },
  add: {
    id: 'addTodoTask',
    method: 'post',
    path: '/apps/todo/add-tasks',
    creates: true,
    summary: 'Add a task',
    description: [
      'Every field but `title` may be left out (no due date, no description, unassigned, no tags,',
      `open, not important). ${TASK_WRITES} The ability is checked on the new task, so a rule with`,
      '`conditions: { "assignee.id": own id }` allows tasks assigned to oneself only.',
    ].join(' '),
    access: ability('create', 'Todo'),
    ...taskWrites,
    body: addTaskBody,
    errors: [400],
    errorKeys: { 400: { fields: { assignee: ['todo.errors.assignee'] } } },
    answers: { 201: { description: 'The new task', schema: taskSchema } },
    example: {
      body: {
        task: {
          title: 'Plan the team offsite',
          dueDate: '2026-11-20T00:00:00.000Z',
          assignee: { id: 1 },
          tags: ['team'],
        },
      },
    },
  },
  update: {
    id: 'updateTodoTask',
    method: 'post',
    path: '/apps/todo/update-task',
    summary: 'Change a task’s fields',
    description: [
      `Only the fields sent change; \`isDeleted: false\` restores a deleted task. ${TASK_WRITES}`,
      'The ability is checked on the task before and after the change, so a task cannot be',
      'given away by a user allowed only their own.',
    ].join(' '),
    access: ability('update', 'Todo'),
    ...taskWrites,
    versioned: { current: taskSchema },
    body: updateTaskBody,
    recordRule: { id: 'body:task.id', records: 'listTodoTasks' },
    errors: [400, 404],
    errorKeys: { 400: { fields: { assignee: ['todo.errors.assignee'] } } },
    answers: { 200: { description: 'The whole task', schema: taskSchema } },
    example: { body: { task: { id: 1, isImportant: true } } },
  },
  delete: {
    id: 'deleteTodoTask',
    path: '/apps/todo/delete-task',
    summary: 'Move a task to the bin, or remove one in the bin for good',
    description: [
      'The id in the query (`?taskId=6`) or in the body (`{ "taskId": 6 }`), a number or its',
      'digits as a string (`"6"`). The first delete moves the task to Deleted (`isDeleted`); a',
      'task already deleted is removed for good and answered once more with `isRemoved: true`.',
      '400 `validation.required` on `taskId` without an id.',
    ].join(' '),
    ...deleteOne('Todo', taskSchema, { query: deleteTaskQuery, body: deleteTaskBody }),
    ...taskWrites,
    recordRule: { id: 'query:taskId', records: 'listTodoTasks' },
    errors: [400, 404],
    answers: { 200: { description: 'The task', schema: deletedTaskSchema } },
    example: { query: { taskId: '1' } },
  },
} as const satisfies Record<string, Endpoint>;

export const todoGroup = endpointGroup(
  'Todo',
  todoApi,
  [
    'Tasks: the list by filter, tag and search; add, update, delete. Task: `{ id, title, dueDate',
    '(ISO instant, due on its UTC day; or null, no due date), description (plain text), assignee: { id, fullName,',
    'avatar } | null, tags, isCompleted, isImportant, isDeleted, version }`. Writes are checked with CASL',
    'against the task, so a rule with `conditions: { "assignee.id": own id }` allows a user’s own',
    'tasks only.',
  ].join(' '),
);
