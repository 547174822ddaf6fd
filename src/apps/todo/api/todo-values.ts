// Plain constants, apart from the schemas: the route's search validation (in the entry chunk)
// and the mock API need them without pulling in every schema of the app.

/** The contract's task tags, in the order badges show them. */
export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TaskTag = (typeof taskTags)[number];

/**
 * `filter` of `GET /apps/todo/tasks`. None means the signed-in user's own tasks (assigned to
 * them), not deleted; `everyone` every task they may read, not deleted; the others every task
 * they may read that is important, completed or deleted.
 */
export const todoFilters = ['everyone', 'important', 'completed', 'deleted'] as const;
export type TodoFilter = (typeof todoFilters)[number];

/** `sort` of `GET /apps/todo/tasks`; none means newest first. */
export const todoSorts = ['title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TodoSort = (typeof todoSorts)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
