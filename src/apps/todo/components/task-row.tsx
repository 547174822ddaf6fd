import { memo, useEffect, useRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconLock, IconStar, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CellActionIcon,
  CellAvatar,
  CellBadge,
  CellCheckbox,
} from '@/components/data-table/data-table-cells';
import { Tooltip } from '@/components/overlays/tooltip';
import type { Task } from '../api/todo-schemas';
import type { ToggleField } from '../api/update-todo-task';
import classes from '../pages/todo-page.module.css';
import { DueDate } from './due-date';
import { lockTexts, type TaskLock } from './task-access';
import { tagColors } from './task-tags';

type TaskRowProps = {
  task: Task;
  today: string;
  /** Why the user may not change this task (the checkbox and the star are disabled), or null. */
  lock: TaskLock;
  /** The task open in the drawer: highlighted, and scrolled into view when it opens. */
  open: boolean;
  onOpen: (task: Task) => void;
  onToggle: (task: Task, field: ToggleField, value: boolean) => void;
};

/**
 * One task. The title is the button that opens the drawer; its hit area is stretched over the
 * whole row (CSS), with the checkbox, the avatar and the star raised above it. So a click
 * anywhere on the row opens the task, without a clickable `li` or nested interactive elements.
 */
export const TaskRow = memo(function TaskRow({
  task,
  today,
  lock,
  open,
  onOpen,
  onToggle,
}: TaskRowProps) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (open) rowRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
  const editable = lock === null;
  // The note above the list says why this row is read-only.
  const describedBy = lock === null ? undefined : lockTexts[lock].noteId;
  // Plain elements with Mantine's looks (data-table-cells.tsx) and tooltips that load on first
  // hover: a row was 26 DOM nodes and a dozen Mantine components; "Everyone" shows ~36 rows.
  return (
    <li ref={rowRef} className={classes.row} aria-current={open || undefined}>
      <CellCheckbox
        size="sm"
        className={classes.raised}
        label={t('todo.row.complete', { title: task.title })}
        aria-describedby={describedBy}
        checked={task.isCompleted}
        disabled={!editable}
        onChange={(checked) => onToggle(task, 'isCompleted', checked)}
      />
      <button
        type="button"
        className={`mantine-focus-auto ${UnstyledButton.classes.root} ${classes.title}`}
        data-completed={task.isCompleted || undefined}
        onClick={() => onOpen(task)}
      >
        {task.title}
      </button>
      <div className={classes.meta}>
        {task.tags.length > 0 ? (
          <div className={classes.tags}>
            {task.tags.map((tag) => (
              <CellBadge key={tag} size="sm" color={tagColors[tag]}>
                {t(`todo.tags.${tag}`)}
              </CellBadge>
            ))}
          </div>
        ) : null}
        <DueDate task={task} today={today} />
        {task.assignee ? (
          <Tooltip label={task.assignee.fullName} withArrow>
            <CellAvatar
              className={classes.raised}
              name={task.assignee.fullName}
              src={task.assignee.avatar}
              size={28}
            />
          </Tooltip>
        ) : (
          <CellAvatar name="" size={28} color="gray">
            <IconUser size={16} />
          </CellAvatar>
        )}
        <span className="visually-hidden">
          {task.assignee
            ? t('todo.row.assignee', { name: task.assignee.fullName })
            : t('todo.fields.unassigned')}
        </span>
        {lock === null ? null : (
          <Tooltip label={t(lockTexts[lock].row)} withArrow>
            <IconLock className={`${classes.raised} ${classes.lock}`} size={16} aria-hidden />
          </Tooltip>
        )}
        <CellActionIcon
          className={`${classes.raised} ${classes.star}`}
          color={task.isImportant ? 'yellow' : 'gray'}
          label={t('todo.row.important', { title: task.title })}
          aria-pressed={task.isImportant}
          aria-describedby={describedBy}
          disabled={!editable}
          onClick={() => onToggle(task, 'isImportant', !task.isImportant)}
        >
          {/* The outline star filled in: the filled icon is a second icon the chunk would carry. */}
          <IconStar size={18} aria-hidden fill={task.isImportant ? 'currentColor' : 'none'} />
        </CellActionIcon>
      </div>
    </li>
  );
});
