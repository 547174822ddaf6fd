import * as z from 'zod/mini';
import { versionSchema } from '@/lib/versions/versions';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, taskTags, type TaskTag } from './todo-values';

export const assigneeSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string(),
});
export type Assignee = z.infer<typeof assigneeSchema>;

export const taskSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO instant; the task is due on its UTC calendar day. Null: no due date. */
  dueDate: z.nullable(z.iso.datetime({ offset: true })),
  /** Plain text, never rendered as HTML. */
  description: z.string(),
  assignee: z.nullable(assigneeSchema),
  // Tags this client does not know are dropped rather than failing the whole list.
  // The known ones, checked again after the filter so the document says which they are.
  tags: z.pipe(
    z.pipe(
      z.array(z.string()),
      z.transform((tags) => tags.filter((tag): tag is TaskTag => taskTags.some((t) => t === tag))),
    ),
    z.array(z.enum(taskTags)),
  ),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
  isDeleted: z.boolean(),
  /** One more at each change: what a write names to be refused if someone changed it meanwhile. */
  version: versionSchema,
});
export type Task = z.infer<typeof taskSchema>;

/** What each filter of the sidebar holds; `mine` is the default view, "My tasks". */
export const todoCountsSchema = z.object({
  mine: z.number(),
  everyone: z.number(),
  important: z.number(),
  completed: z.number(),
  deleted: z.number(),
});
export type TodoCounts = z.infer<typeof todoCountsSchema>;

/** `GET /apps/todo/tasks`: the list, the sidebar counts and the server's day (`YYYY-MM-DD`). */
export const tasksAnswerSchema = z.object({
  tasks: z.array(taskSchema),
  counts: todoCountsSchema,
  today: z.iso.date(),
});
export type TasksAnswer = z.infer<typeof tasksAnswerSchema>;

export const assigneesAnswerSchema = z.object({ assignees: z.array(assigneeSchema) });

/** `DELETE /apps/todo/delete-task`: `isRemoved` when the task was already deleted and is now gone. */
export const deletedTaskSchema = z.extend(taskSchema, { isRemoved: z.optional(z.boolean()) });
export type DeletedTask = z.infer<typeof deletedTaskSchema>;

/** A task's editable fields as the API takes them; messages are i18n keys. */
const taskFields = {
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(TASK_TITLE_MAX, 'validation.tooLong'),
    ),
  /** Null: no due date. */
  dueDate: z.nullable(z.iso.datetime({ offset: true, error: 'validation.date' })),
  description: z.string().check(z.maxLength(TASK_DESCRIPTION_MAX, 'validation.tooLong')),
  /** By id; the server fills in the name and avatar. */
  assignee: z.nullable(z.object({ id: z.number().check(z.int()) })),
  tags: z.array(z.enum(taskTags)),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
};

/** The drawer's form; messages are i18n keys. `dueDate` is a `YYYY-MM-DD` day, or null for none. */
export const taskFormSchema = z.extend(z.object(taskFields), {
  /** The assignee's id as the Select holds it; null is unassigned. */
  assignee: z.nullable(z.string()),
  dueDate: z.nullable(z.string()),
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;

/** The `task` of `POST /apps/todo/add-tasks`; every field but `title` may be left out. */
export const taskInputSchema = z.object({
  ...taskFields,
  dueDate: z.prefault(taskFields.dueDate, null),
  description: z.prefault(taskFields.description, ''),
  assignee: z.prefault(taskFields.assignee, null),
  tags: z.prefault(taskFields.tags, []),
  isCompleted: z.prefault(taskFields.isCompleted, false),
  isImportant: z.prefault(taskFields.isImportant, false),
});
export type TaskInput = z.infer<typeof taskInputSchema>;

/**
 * The `task` of `POST /apps/todo/update-task`: the task's id and only the fields it changes (no
 * defaults, so a field left out stays as it is); `isDeleted: false` restores it.
 */
export const taskPatchSchema = z.extend(z.partial(z.object(taskFields)), {
  id: z.number().check(z.int()),
  isDeleted: z.optional(z.boolean()),
});
export type TaskPatch = z.infer<typeof taskPatchSchema>;
