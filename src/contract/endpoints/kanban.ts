import * as z from 'zod/mini';
import {
  boardInputSchema,
  boardMoveSchema,
  boardRefSchema,
  boardRenameSchema,
  boardSchema,
  boardsAnswerSchema,
  clearTasksSchema,
  commentInputSchema,
  kanbanTaskSchema,
  kanbanTasksAnswerSchema,
  membersAnswerSchema,
  taskAddSchema,
  taskMoveSchema,
  taskPatchSchema,
  taskRefSchema,
  taskReorderSchema,
} from '@/apps/kanban/api/kanban-schemas';
import { idNumberOrText } from '@/lib/api-fields/api-fields';
import type { EndpointErrorKeys } from '@/contract/error-keys';
import { ability, type Endpoint, endpointGroup, type WriteFacts } from '@/contract/endpoint';
import { fieldErrorKeys } from '@/contract/error-keys';

/** Every write's body is `{ data }` (the specification's client posts `axios.post(url, { data })`). */
function dataOf<Data extends z.core.$ZodType>(data: Data) {
  return z.object({ data });
}

/** The specification's move to another board: to the end of `newBoardId`. */
export const taskMoveToEndSchema = z.object({
  taskId: idNumberOrText,
  newBoardId: idNumberOrText,
});
export type TaskMoveToEnd = z.infer<typeof taskMoveToEndSchema>;

/** The specification's reorder: to the place of `targetTaskId`, in that task's board. */
export const taskReorderToTargetSchema = z.object({
  taskId: idNumberOrText,
  targetTaskId: idNumberOrText,
});
export type TaskReorderToTarget = z.infer<typeof taskReorderToTargetSchema>;

export const addBoardBody = dataOf(boardInputSchema);
export const renameBoardBody = dataOf(boardRenameSchema);
export const moveBoardBody = dataOf(boardMoveSchema);
/** Ours is `{ data: { id } }`; the specification's client sends the bare id (`3` or `"3"`). */
export const deleteBoardBody = z.union([dataOf(boardRefSchema), idNumberOrText]);
/** Ours is `{ data: { boardId } }`; the specification's client sends the bare id. */
export const clearTasksBody = z.union([dataOf(clearTasksSchema), idNumberOrText]);
export const addTaskBody = dataOf(taskAddSchema);
export const updateTaskBody = dataOf(taskPatchSchema);
export const moveTaskBody = dataOf(z.union([taskMoveSchema, taskMoveToEndSchema]));
export const reorderTaskBody = dataOf(z.union([taskReorderSchema, taskReorderToTargetSchema]));
export const deleteTaskBody = dataOf(taskRefSchema);
export const addCommentBody = dataOf(commentInputSchema);

const WRITES = [
  'The body is `{ data }`; field errors (400) are named after `data`’s own fields (`title`, not',
  '`data.title`). Ids may be numbers or their digits as strings (`"6"`).',
].join(' ');

/** What a board's version follows (`boardSchema`): the rename, delete and clear take it. */
const BOARD_VERSION = [
  'A board’s `version` moves when it is renamed and when a card joins or leaves it (added, moved',
  'in or out, deleted); a stale `If-Match` is a 412 naming whoever did that last.',
].join(' ');

/** A board title too long, or one another board has. */
const boardErrorKeys: EndpointErrorKeys = {
  400: { fields: { title: ['kanban.validation.boardTitleTooLong'] } },
  409: fieldErrorKeys('title', 'kanban.errors.boardTitleTaken'),
};

/** Every write of a board or a task. */
const kanbanWrites = {
  changes: { resources: ['kanban'], readers: 'Kanban' },
  audit: { app: 'kanban', tables: ['kanbanBoards', 'kanbanTasks'] },
} as const satisfies WriteFacts;

export const kanbanApi = {
  boards: {
    id: 'listKanbanBoards',
    method: 'get',
    path: '/apps/kanban/boards',
    summary: 'The boards, in their order',
    description: 'The order of `boards` is the order on screen; `reorderKanbanBoards` changes it.',
    access: ability('read', 'Kanban'),
    answers: { 200: { description: 'The boards', schema: boardsAnswerSchema } },
  },
  tasks: {
    id: 'listKanbanTasks',
    method: 'get',
    path: '/apps/kanban/tasks',
    summary: 'Every task, each board’s in its order, and the server’s day',
    description: [
      'The order of `tasks` is each board’s order (the server keeps it: a reload shows what was',
      'saved). `today` is the mock clock’s day (`YYYY-MM-DD`, UTC), against which a due date is',
      'overdue; a task is due on its `dueDate`’s UTC day.',
    ].join(' '),
    access: ability('read', 'Kanban'),
    answers: { 200: { description: 'The tasks', schema: kanbanTasksAnswerSchema } },
  },
  members: {
    id: 'listKanbanMembers',
    method: 'get',
    path: '/apps/kanban/members',
    summary: 'Who tasks can be assigned to, by name',
    description:
      'The demo accounts, the first 30 active users of the directory, and everyone a task is assigned to already.',
    access: ability('read', 'Kanban'),
    answers: { 200: { description: 'The members', schema: membersAnswerSchema } },
  },
  addBoard: {
    id: 'addKanbanBoard',
    method: 'post',
    path: '/apps/kanban/add-board',
    creates: true,
    summary: 'Add a board, last',
    description: [
      WRITES,
      'The title is trimmed; another board with the same title, case aside, is a 409',
      '`kanban.errors.boardTitleTaken` on `title`.',
    ].join(' '),
    access: ability('create', 'Kanban'),
    ...kanbanWrites,
    body: addBoardBody,
    errors: [400, 409],
    errorKeys: boardErrorKeys,
    answers: { 201: { description: 'The new board', schema: boardSchema } },
    example: { body: { data: { title: 'Backlog' } } },
  },
  renameBoard: {
    id: 'renameKanbanBoard',
    method: 'post',
    path: '/apps/kanban/update-board',
    summary: 'Rename a board',
    description: [
      WRITES,
      '409 `kanban.errors.boardTitleTaken` on `title` when another board has the title (case',
      'aside; the board’s own title is allowed). 403 without `update` on the board itself.',
      BOARD_VERSION,
    ].join(' '),
    access: ability('update', 'Kanban'),
    ...kanbanWrites,
    versioned: { current: boardSchema },
    body: renameBoardBody,
    errors: [400, 404, 409],
    errorKeys: boardErrorKeys,
    answers: { 200: { description: 'The renamed board', schema: boardSchema } },
    example: { body: { data: { id: 1, title: 'Next up' } } },
  },
  reorderBoards: {
    id: 'reorderKanbanBoards',
    method: 'post',
    path: '/apps/kanban/reorder-boards',
    summary: 'Move a board to a place in the boards’ order',
    description: [
      WRITES,
      'The index is clamped to the boards’ count; the other boards keep their order. 403',
      'without `update` on the board itself.',
    ].join(' '),
    access: ability('update', 'Kanban'),
    ...kanbanWrites,
    body: moveBoardBody,
    errors: [400, 404],
    answers: { 200: { description: 'The boards in their new order', schema: boardsAnswerSchema } },
    example: { body: { data: { id: 4, index: 0 } } },
  },
  deleteBoard: {
    id: 'deleteKanbanBoard',
    method: 'delete',
    path: '/apps/kanban/delete-board',
    summary: 'Delete a board and its tasks',
    description: [
      'The body is `{ data: { id } }`, or (the specification’s client) the bare id: `3` or',
      '`"3"`. 403 without `delete` on the board itself.',
      BOARD_VERSION,
    ].join(' '),
    access: ability('delete', 'Kanban'),
    ...kanbanWrites,
    versioned: { current: boardSchema },
    body: deleteBoardBody,
    errors: [400, 404],
    answers: { 204: { description: 'Deleted, with its tasks' } },
    example: { body: { data: { id: 4 } } },
  },
  clearTasks: {
    id: 'clearKanbanBoard',
    method: 'delete',
    path: '/apps/kanban/clear-tasks',
    summary: 'Delete every task of a board',
    description: [
      'The body is `{ data: { boardId } }`, or (the specification’s client) the bare board id:',
      '`3` or `"3"`. All or nothing: 403 without `delete` on one of the tasks, none deleted.',
      BOARD_VERSION,
    ].join(' '),
    access: ability('delete', 'Kanban'),
    ...kanbanWrites,
    versioned: { current: boardSchema },
    body: clearTasksBody,
    errors: [400, 404],
    answers: { 204: { description: 'The board is empty' } },
    example: { body: { data: { boardId: 3 } } },
  },
  addTask: {
    id: 'addKanbanTask',
    method: 'post',
    path: '/apps/kanban/add-task',
    creates: true,
    summary: 'Add a task at the bottom of a board',
    description: [
      WRITES,
      'The task starts with the title only: no description, labels, due date, assignees,',
      'attachments, comments or cover. 404 for an unknown board.',
    ].join(' '),
    access: ability('create', 'Kanban'),
    ...kanbanWrites,
    body: addTaskBody,
    errors: [400, 404],
    errorKeys: { 400: { fields: { title: ['kanban.validation.titleTooLong'] } } },
    answers: { 201: { description: 'The new task', schema: kanbanTaskSchema } },
    example: { body: { data: { boardId: 1, title: 'Check the translations' } } },
  },
  updateTask: {
    id: 'updateKanbanTask',
    method: 'post',
    path: '/apps/kanban/update-task',
    summary: 'Change a task’s fields',
    description: [
      WRITES,
      'Only the fields sent change. Labels are kept once each, in the enum’s order; `dueDate`',
      'is stored in `toISOString()` form (null clears it); `assignedTo` is sent by id and filled',
      'from the users table (400 `kanban.errors.member` on `assignedTo` for an unknown user);',
      'an attachment sent with its id is kept as it was, one without is added with a new id, and',
      'those left out are removed. The ability is checked on the task before and after the',
      'change, so a user allowed only their own tasks cannot give one away.',
    ].join(' '),
    access: ability('update', 'Kanban'),
    ...kanbanWrites,
    versioned: { current: kanbanTaskSchema },
    body: updateTaskBody,
    errors: [400, 404],
    errorKeys: {
      400: {
        fields: {
          title: ['kanban.validation.titleTooLong'],
          description: ['kanban.validation.descriptionTooLong'],
          assignedTo: ['kanban.errors.member'],
        },
      },
    },
    answers: { 200: { description: 'The whole task', schema: kanbanTaskSchema } },
    example: { body: { data: { id: 1, labels: ['design', 'bug'], dueDate: null } } },
  },
  moveTask: {
    id: 'moveKanbanTask',
    method: 'post',
    path: '/apps/kanban/update-task-board',
    summary: 'Move a task to a board (another one, or its own)',
    description: [
      WRITES,
      '`{ id, boardId, index }` places the task at `index` among the tasks of `boardId`',
      '(clamped to their count); every other task keeps its place. The specification’s',
      '`{ taskId, newBoardId }` moves it to the end of that board. 404 for an unknown task or',
      'board; 403 without `update` on the task. `version` changes only when the board does.',
    ].join(' '),
    access: ability('update', 'Kanban'),
    ...kanbanWrites,
    versioned: { current: kanbanTaskSchema },
    body: moveTaskBody,
    errors: [400, 404],
    answers: { 200: { description: 'The task, moved', schema: kanbanTaskSchema } },
    example: { body: { data: { id: 1, boardId: 2, index: 1 } } },
  },
  reorderTasks: {
    id: 'reorderKanbanTasks',
    method: 'post',
    path: '/apps/kanban/reorder-tasks',
    summary: 'Move a task within its board',
    description: [
      WRITES,
      '`{ id, index }` places the task at `index` among its board’s tasks (clamped). The',
      'specification’s `{ taskId, targetTaskId }` puts it in the place of the target task, in',
      'the target’s board (which may be another one): the target and the tasks after it move',
      'down one. 404 for an unknown task or target; 403 without `update` on the task. A place',
      'within its board is no field of the task: `version` changes only when its board does.',
    ].join(' '),
    access: ability('update', 'Kanban'),
    ...kanbanWrites,
    versioned: { current: kanbanTaskSchema },
    body: reorderTaskBody,
    errors: [400, 404],
    answers: { 200: { description: 'The task, moved', schema: kanbanTaskSchema } },
    example: { body: { data: { id: 1, index: 2 } } },
  },
  deleteTask: {
    id: 'deleteKanbanTask',
    method: 'delete',
    path: '/apps/kanban/delete-task',
    summary: 'Delete a task',
    description: `${WRITES} 403 without \`delete\` on the task.`,
    access: ability('delete', 'Kanban'),
    ...kanbanWrites,
    versioned: { current: kanbanTaskSchema },
    body: deleteTaskBody,
    errors: [400, 404],
    answers: { 204: { description: 'Deleted' } },
    example: { body: { data: { id: 1 } } },
  },
  addComment: {
    id: 'addKanbanComment',
    method: 'post',
    path: '/apps/kanban/add-comment',
    creates: true,
    summary: 'Comment on a task',
    description: [
      WRITES,
      'The comment goes last, written by the signed-in user at the mock clock’s time; the text',
      'is trimmed and kept as plain text. Needs `update` on the task (403 otherwise).',
    ].join(' '),
    access: ability('update', 'Kanban'),
    ...kanbanWrites,
    body: addCommentBody,
    errors: [400, 404],
    errorKeys: { 400: { fields: { text: ['kanban.validation.commentTooLong'] } } },
    answers: { 201: { description: 'The task, with the comment', schema: kanbanTaskSchema } },
    example: { body: { data: { taskId: 2, text: 'On it' } } },
  },
} as const satisfies Record<string, Endpoint>;

export const kanbanGroup = endpointGroup(
  'Kanban',
  kanbanApi,
  [
    'Boards and their tasks, their order, comments. Board: `{ id, title }`; task: `{ id,',
    'boardId, title, description (plain text), labels, dueDate (ISO instant or null), assignedTo,',
    'attachments (names and sizes only), comments, coverImage (a path of the app’s own images,',
    'or null), version }`. The order is the server’s: moves place a task by the same rule the screen uses',
    'to show a move at once. Writes are checked with CASL against the record: a rule with',
    '`conditions: { "assignedTo.id": own id }` allows a user’s own tasks only (and no board).',
    '`update-board`, `reorder-boards`, `delete-task`, `add-comment` and `members` are ours (the',
    'inline rename, a dragged board, the drawer’s delete, comments and assignee list); the rest',
    'are the specification’s.',
  ].join(' '),
);
