// Plain constants, apart from the schemas: the route's search validation (in the entry chunk)
// and the mock API need them without pulling in every schema of the app.

/** The contract's task tags, in the order badges show them. */
export const taskTags = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TaskTag = (typeof taskTags)[number];

/** `filter` of `GET /apps/todo/tasks`; none means every task not deleted. */
export const todoFilters = ['important', 'completed', 'deleted'] as const;
export type TodoFilter = (typeof todoFilters)[number];

/** `sort` of `GET /apps/todo/tasks`; none means newest first. */
export const todoSorts = ['title-asc', 'title-desc', 'assignee', 'due-date'] as const;
export type TodoSort = (typeof todoSorts)[number];

export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
