import * as z from 'zod/mini';
import { TASK_DESCRIPTION_MAX, TASK_TITLE_MAX, taskTags, type TaskTag } from './todo-enums';

export const assigneeSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  avatar: z.string(),
});
export type Assignee = z.infer<typeof assigneeSchema>;

export const taskSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO instant; the task is due on its UTC calendar day. */
  dueDate: z.string(),
  /** Plain text, never rendered as HTML. */
  description: z.string(),
  assignee: z.nullable(assigneeSchema),
  // Tags this client does not know are dropped rather than failing the whole list.
  tags: z.pipe(
    z.array(z.string()),
    z.transform((tags) => tags.filter((tag): tag is TaskTag => taskTags.some((t) => t === tag))),
  ),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
  isDeleted: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

export const todoCountsSchema = z.object({
  all: z.number(),
  important: z.number(),
  completed: z.number(),
  deleted: z.number(),
});
export type TodoCounts = z.infer<typeof todoCountsSchema>;

/** `GET /apps/todo/tasks`: the list, the sidebar counts and the server's day (`YYYY-MM-DD`). */
export const tasksAnswerSchema = z.object({
  tasks: z.array(taskSchema),
  counts: todoCountsSchema,
  today: z.string(),
});
export type TasksAnswer = z.infer<typeof tasksAnswerSchema>;

export const assigneesAnswerSchema = z.object({ assignees: z.array(assigneeSchema) });

/** `DELETE /apps/todo/delete-task`: `isRemoved` when the task was already deleted and is now gone. */
export const deletedTaskSchema = z.extend(taskSchema, { isRemoved: z.optional(z.boolean()) });
export type DeletedTask = z.infer<typeof deletedTaskSchema>;

/** The drawer's form; messages are i18n keys. `dueDate` is a `YYYY-MM-DD` day. */
export const taskFormSchema = z.object({
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(TASK_TITLE_MAX, 'validation.tooLong'),
    ),
  /** The assignee's id as the Select holds it; null is unassigned. */
  assignee: z.nullable(z.string()),
  dueDate: z.string('validation.required').check(z.minLength(1, 'validation.required')),
  tags: z.array(z.enum(taskTags)),
  description: z.string().check(z.maxLength(TASK_DESCRIPTION_MAX, 'validation.tooLong')),
  isCompleted: z.boolean(),
  isImportant: z.boolean(),
});
/** The form's values: no due date is picked yet while `dueDate` is null. */
export type TaskFormValues = Omit<z.infer<typeof taskFormSchema>, 'dueDate'> & {
  dueDate: string | null;
};

/** What `add-tasks` and `update-task` accept: the assignee by id; the server fills in the rest. */
export type TaskInput = {
  title: string;
  dueDate: string;
  description: string;
  assignee: { id: number } | null;
  tags: TaskTag[];
  isCompleted: boolean;
  isImportant: boolean;
};
/** An update names the task and the fields it changes. */
export type TaskPatch = Partial<TaskInput> & { id: number; isDeleted?: boolean };
