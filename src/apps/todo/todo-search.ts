import * as z from 'zod/mini';
import { filterParam } from '@/lib/list/list-search';
import { taskTags, todoFilters, todoSorts } from './api/todo-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/**
 * The todo view in the URL. Every field is optional and its default is "absent", so defaults
 * never show in the URL; anything malformed falls back to the default instead of an error page.
 * `taskId` opens the drawer: a task's id, or `new` for the add form. The enumerated values are
 * read in any case (`filter=Important`), as `GET /apps/todo/tasks` reads them.
 */
export const todoSearchSchema = builtOnFirstUse(() =>
  z.object({
    filter: filterParam(todoFilters),
    tag: filterParam(taskTags),
    q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
    sort: filterParam(todoSorts),
    taskId: z.catch(
      z.optional(z.union([z.literal('new'), z.number().check(z.int(), z.positive())])),
      undefined,
    ),
  }),
);
export type TodoSearch = z.infer<typeof todoSearchSchema>;

/** What the task list depends on: the URL without the drawer. */
export type TaskListSearch = Omit<TodoSearch, 'taskId'>;

export function listSearchOf({ filter, tag, q, sort }: TodoSearch): TaskListSearch {
  return { filter, tag, q, sort };
}
