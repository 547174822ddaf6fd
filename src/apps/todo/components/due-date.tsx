import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../api/todo-schemas';
import classes from '../pages/todo-page.module.css';
import { dateTimeFormat } from '@/lib/i18n/formats';

/** The UTC calendar day (`YYYY-MM-DD`) a task is due on, or null when it has no due date. */
export const dueDay = (task: Pick<Task, 'dueDate'>) => task.dueDate?.slice(0, 10) ?? null;

/** Open and due before the server's today; a task without a due date is never overdue. */
export const isOverdue = (task: Task, today: string) => {
  const day = dueDay(task);
  return !task.isCompleted && day !== null && day < today;
};

/** `12 Nov`, with the year only when it is not the current one; in the interface language. */
export function formatShortDay(day: string, today: string, language: string): string {
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: sameYear ? undefined : 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The short due date of a row. Overdue is shown in red with an icon (colour is not the only
 * cue) and said in words to screen readers. The date is isolated (`dir="auto"`), so that in a
 * right-to-left layout "5. Nov." keeps its dots where they belong.
 */
export function DueDate({ task, today }: { task: Task; today: string }) {
  const { t, i18n } = useTranslation();
  const day = dueDay(task);
  if (day === null) {
    // Said in words, dimmed, where the date would be: the row keeps its shape.
    return (
      <span className={classes.due} data-none>
        {t('todo.row.noDueDate')}
      </span>
    );
  }
  const overdue = isOverdue(task, today);
  return (
    <span className={classes.due} data-overdue={overdue || undefined}>
      {overdue ? <IconAlertTriangle size={14} aria-hidden /> : null}
      <span className="visually-hidden">
        {overdue ? t('todo.row.overdue') : t('todo.row.due')}{' '}
      </span>
      <time dateTime={day} dir="auto">
        {formatShortDay(day, today, i18n.resolvedLanguage ?? 'en')}
      </time>
    </span>
  );
}
