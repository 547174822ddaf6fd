import * as z from 'zod/mini';
import { filterParam, idParam } from '@/lib/list/list-search';
import { kanbanDueFilters, kanbanLabels } from './api/kanban-values';
import { builtOnFirstUse } from '@/lib/router/built-on-first-use';

/**
 * The board's URL: the card filters (`q` the text, `label`, `assignee` a member's id, `due`), and
 * `taskId`, which opens a task in the drawer, so a reload or a shared link shows it. Every field's
 * default is "absent"; anything malformed falls back to it instead of an error page.
 */
export const kanbanSearchSchema = builtOnFirstUse(() =>
  z.object({
    q: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1))), undefined),
    label: filterParam(kanbanLabels),
    assignee: idParam,
    due: filterParam(kanbanDueFilters),
    taskId: idParam,
  }),
);
export type KanbanSearch = z.infer<typeof kanbanSearchSchema>;

/** The card filters of the URL, without the drawer. */
export type KanbanFilter = Omit<KanbanSearch, 'taskId'>;
