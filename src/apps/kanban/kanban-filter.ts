import type { KanbanTask } from './api/kanban-schemas';
import type { KanbanFilter } from './kanban-search';

const DAY_MS = 86_400_000;

/** The day `days` after `day` (`YYYY-MM-DD`, UTC). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether any card filter is set. */
export const isFiltered = (filter: KanbanFilter) =>
  Boolean(filter.q || filter.label || filter.assignee !== undefined || filter.due);

function matchesDue(task: KanbanTask, due: KanbanFilter['due'], today: string): boolean {
  if (!due) return true;
  if (due === 'none') return task.dueDate === null;
  if (task.dueDate === null) return false;
  const day = task.dueDate.slice(0, 10);
  if (due === 'overdue') return day < today;
  return day >= today && day <= addDays(today, 6);
}

/**
 * The cards a filter keeps, in their order: the text in the title or the description (any case),
 * the label, the assignee, and the due date against the server's `today` (a task is due on its
 * UTC day; "week" is today and the six days after it).
 */
export function filterTasks(
  tasks: readonly KanbanTask[],
  filter: KanbanFilter,
  today: string,
  language?: string,
): readonly KanbanTask[] {
  if (!isFiltered(filter)) return tasks;
  const text = filter.q?.toLocaleLowerCase(language);
  return tasks.filter(
    (task) =>
      (!text ||
        task.title.toLocaleLowerCase(language).includes(text) ||
        task.description.toLocaleLowerCase(language).includes(text)) &&
      (!filter.label || task.labels.includes(filter.label)) &&
      (filter.assignee === undefined ||
        task.assignedTo.some((member) => member.id === filter.assignee)) &&
      matchesDue(task, filter.due, today),
  );
}
