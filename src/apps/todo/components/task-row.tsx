import { memo } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Checkbox,
  Group,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconStar, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/layout/user-avatar';
import type { Task } from '../api/todo-schemas';
import type { ToggleField } from '../api/update-task';
import classes from '../pages/todo-page.module.css';
import { DueDate } from './due-date';
import { lockTexts, type TaskLock } from './task-access';
import { tagColors } from './task-tags';

type TaskRowProps = {
  task: Task;
  today: string;
  /** Why the user may not change this task (the checkbox and the star are disabled), or null. */
  lock: TaskLock;
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
  onOpen,
  onToggle,
}: TaskRowProps) {
  const { t } = useTranslation();
  const editable = lock === null;
  // The note above the list says why this row is read-only.
  const describedBy = lock === null ? undefined : lockTexts[lock].noteId;
  return (
    <li className={classes.row}>
      <Checkbox
        className={classes.raised}
        aria-label={t('todo.row.complete', { title: task.title })}
        aria-describedby={describedBy}
        checked={task.isCompleted}
        disabled={!editable}
        onChange={(event) => onToggle(task, 'isCompleted', event.currentTarget.checked)}
      />
      <UnstyledButton className={classes.title} onClick={() => onOpen(task)}>
        <Text
          component="span"
          fw={500}
          td={task.isCompleted ? 'line-through' : undefined}
          c={task.isCompleted ? 'dimmed' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Text>
      </UnstyledButton>
      <div className={classes.meta}>
        {task.tags.length > 0 ? (
          <Group gap={4} wrap="nowrap">
            {task.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="light" color={tagColors[tag]}>
                {t(`todo.tags.${tag}`)}
              </Badge>
            ))}
          </Group>
        ) : null}
        <DueDate task={task} today={today} />
        {task.assignee ? (
          <Tooltip label={task.assignee.fullName} withArrow>
            <UserAvatar
              className={classes.raised}
              name={task.assignee.fullName}
              src={task.assignee.avatar}
              size={28}
              aria-hidden
            />
          </Tooltip>
        ) : (
          <Avatar size={28} color="gray" aria-hidden>
            <IconUser size={16} />
          </Avatar>
        )}
        <VisuallyHidden>
          {task.assignee
            ? t('todo.row.assignee', { name: task.assignee.fullName })
            : t('todo.fields.unassigned')}
        </VisuallyHidden>
        {lock === null ? null : (
          <Tooltip label={t(lockTexts[lock].row)} withArrow>
            <IconLock
              className={classes.raised}
              size={16}
              aria-hidden
              style={{ color: 'var(--mantine-color-dimmed)' }}
            />
          </Tooltip>
        )}
        <ActionIcon
          className={`${classes.raised} ${classes.star}`}
          variant="subtle"
          color={task.isImportant ? 'yellow' : 'gray'}
          aria-label={t('todo.row.important', { title: task.title })}
          aria-pressed={task.isImportant}
          aria-describedby={describedBy}
          disabled={!editable}
          onClick={() => onToggle(task, 'isImportant', !task.isImportant)}
        >
          {/* The outline star filled in: the filled icon is a second icon the chunk would carry. */}
          <IconStar size={18} aria-hidden fill={task.isImportant ? 'currentColor' : 'none'} />
        </ActionIcon>
      </div>
    </li>
  );
});
