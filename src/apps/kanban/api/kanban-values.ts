// Plain constants, apart from the schemas: the mock API and the screens share them without
// pulling in every schema of the app.

/** A task's labels, in the order cards show them; each has its colour on the card. */
export const kanbanLabels = [
  'design',
  'frontend',
  'backend',
  'bug',
  'research',
  'marketing',
] as const;
export type KanbanLabel = (typeof kanbanLabels)[number];

/**
 * The id of the app's one board as a whole, for presence (`kanban`, docs/api.md "Presence"): its
 * columns are what the API calls boards, and the page holds them all.
 */
export const KANBAN_BOARD_ID = 1;

export const BOARD_TITLE_MAX = 60;
export const TASK_TITLE_MAX = 200;
export const TASK_DESCRIPTION_MAX = 2000;
export const COMMENT_MAX = 1000;
export const ATTACHMENTS_MAX = 10;
export const FILE_NAME_MAX = 200;

/** The board's due-date filter: overdue, due within the coming week (today and six days), none. */
export const kanbanDueFilters = ['overdue', 'week', 'none'] as const;
export type KanbanDueFilter = (typeof kanbanDueFilters)[number];
