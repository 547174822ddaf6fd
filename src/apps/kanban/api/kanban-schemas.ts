import * as z from 'zod/mini';
import {
  ATTACHMENTS_MAX,
  BOARD_TITLE_MAX,
  COMMENT_MAX,
  FILE_NAME_MAX,
  kanbanLabels,
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  type KanbanLabel,
} from './kanban-values';
import { versionSchema } from '@/lib/versions/versions';
// Ids as numbers or their digits: the specification's client sends them as text (the contract's rule).
import { idNumberOrText } from '@/lib/api-fields/api-fields';

/** A user as a task names them (assignees, a comment's author). */
export const memberSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/**
 * A column of the board; the order of the `boards` answer is the order on screen. Its version
 * moves when it is renamed and when a card joins or leaves it (added, moved in or out, deleted,
 * cleared): a delete or a clear that names it never takes a card its sender did not see.
 */
export const boardSchema = z.object({ id: z.number(), title: z.string(), version: versionSchema });
export type Board = z.infer<typeof boardSchema>;

/** A file's name and size only: the demo keeps no file content. */
export const attachmentSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  size: z.number(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const commentSchema = z.object({
  id: z.number(),
  author: memberSchema,
  /** Plain text, never rendered as HTML. */
  text: z.string(),
  /** ISO instant. */
  time: z.iso.datetime({ offset: true }),
});
export type Comment = z.infer<typeof commentSchema>;

const isLabel = (label: string): label is KanbanLabel => kanbanLabels.some((l) => l === label);

export const kanbanTaskSchema = z.object({
  id: z.number(),
  boardId: z.number(),
  title: z.string(),
  /** Plain text, never rendered as HTML. */
  description: z.string(),
  // Labels this client does not know are dropped rather than failing the whole board.
  // The known ones, checked again after the filter so the document says which they are.
  labels: z.pipe(
    z.pipe(
      z.array(z.string()),
      z.transform((labels) => labels.filter(isLabel)),
    ),
    z.array(z.enum(kanbanLabels)),
  ),
  /** ISO instant, due on its UTC calendar day; null when the task has no due date. */
  dueDate: z.nullable(z.iso.datetime({ offset: true })),
  assignedTo: z.array(memberSchema),
  attachments: z.array(attachmentSchema),
  comments: z.array(commentSchema),
  /** A path of the app's own images (`/kanban/covers/…`), or null. */
  coverImage: z.nullable(z.string()),
  /** One more at each change: what a write names to be refused if someone changed it meanwhile. */
  version: versionSchema,
});
export type KanbanTask = z.infer<typeof kanbanTaskSchema>;

/** `GET /apps/kanban/boards`: in their order. */
export const boardsAnswerSchema = z.object({ boards: z.array(boardSchema) });
export type BoardsAnswer = z.infer<typeof boardsAnswerSchema>;

/** `GET /apps/kanban/tasks`: every task, each board's in its order, and the server's day. */
export const kanbanTasksAnswerSchema = z.object({
  tasks: z.array(kanbanTaskSchema),
  today: z.iso.date(),
});
export type KanbanTasksAnswer = z.infer<typeof kanbanTasksAnswerSchema>;

/** `GET /apps/kanban/members`: who tasks can be assigned to. */
export const membersAnswerSchema = z.object({ members: z.array(memberSchema) });

const id = idNumberOrText;
const index = z.number().check(z.int(), z.nonnegative());
/**
 * Too long: the message says the limit ("Use at most 200 characters."), one key per limit of
 * kanban-values.ts (kanban-schemas.test.ts checks that each language's text holds its number).
 */
export const tooLongMessages = {
  [BOARD_TITLE_MAX]: 'kanban.validation.boardTitleTooLong',
  [TASK_TITLE_MAX]: 'kanban.validation.titleTooLong',
  [COMMENT_MAX]: 'kanban.validation.commentTooLong',
  [TASK_DESCRIPTION_MAX]: 'kanban.validation.descriptionTooLong',
} as const satisfies Record<number, string>;
type Limit = keyof typeof tooLongMessages;

const title = (max: Limit) =>
  z
    .string('validation.required')
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, tooLongMessages[max]));

// The `data` of each write (the contract's body is `{ data }`); messages are i18n keys.

/** `add-board`, and the add-board form. */
export const boardInputSchema = z.object({ title: title(BOARD_TITLE_MAX) });
export type BoardInput = z.infer<typeof boardInputSchema>;

/** `update-board`: a new title. */
export const boardRenameSchema = z.object({ id, title: title(BOARD_TITLE_MAX) });
export type BoardRename = z.infer<typeof boardRenameSchema>;

/** `reorder-boards`: the board goes to `index` in the boards' order. */
export const boardMoveSchema = z.object({ id, index });
export type BoardMove = z.infer<typeof boardMoveSchema>;

/** `delete-board`: the board and its tasks. */
export const boardRefSchema = z.object({ id });
/** `clear-tasks`: every task of the board. */
export const clearTasksSchema = z.object({ boardId: id });

/** `add-task`: at the bottom of the board. */
export const taskAddSchema = z.object({ boardId: id, title: title(TASK_TITLE_MAX) });
export type TaskAdd = z.infer<typeof taskAddSchema>;

/** The quick-add form under a board. */
export const taskTitleFormSchema = z.object({ title: title(TASK_TITLE_MAX) });

/** `update-task-board`: to another board (or the same), at `index` among its tasks. */
export const taskMoveSchema = z.object({ id, boardId: id, index });
export type TaskMove = z.infer<typeof taskMoveSchema>;

/** `reorder-tasks`: within its board, to `index` among the board's tasks. */
export const taskReorderSchema = z.object({ id, index });
export type TaskReorder = z.infer<typeof taskReorderSchema>;

/** `delete-task`. */
export const taskRefSchema = z.object({ id });

const taskFields = {
  title: title(TASK_TITLE_MAX),
  description: z
    .string()
    .check(z.maxLength(TASK_DESCRIPTION_MAX, tooLongMessages[TASK_DESCRIPTION_MAX])),
  labels: z.array(z.enum(kanbanLabels)),
  dueDate: z.nullable(z.iso.datetime({ offset: true, error: 'validation.date' })),
  /** By id; the server fills in the names and avatars. */
  assignedTo: z.array(z.object({ id })),
  /** Kept ones with their id, new ones without. */
  attachments: z
    .array(
      z.object({
        id: z.optional(id),
        fileName: title(FILE_NAME_MAX),
        size: z.number().check(z.int(), z.nonnegative()),
      }),
    )
    .check(z.maxLength(ATTACHMENTS_MAX, 'validation.tooMany')),
};

/** `update-task`: the task's id and only the fields it changes. */
export const taskPatchSchema = z.extend(z.partial(z.object(taskFields)), { id });
export type TaskPatch = z.infer<typeof taskPatchSchema>;

/** The drawer's form: `dueDate` a `YYYY-MM-DD` day or null, assignees as the select's strings. */
export const taskFormSchema = z.object({
  title: taskFields.title,
  description: taskFields.description,
  labels: taskFields.labels,
  dueDate: z.nullable(z.string()),
  assignedTo: z.array(z.string()),
  attachments: taskFields.attachments,
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;

/** `add-comment`: the signed-in user writes it. */
export const commentInputSchema = z.object({
  taskId: id,
  text: title(COMMENT_MAX),
});
export type CommentInput = z.infer<typeof commentInputSchema>;
export const commentFormSchema = z.object({ text: title(COMMENT_MAX) });
