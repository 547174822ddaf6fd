import { memo, type KeyboardEvent } from 'react';
import { Avatar, Badge, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '@/components/overlays/tooltip';
import { IconMessage, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '@/components/layout/user-avatar';
import type { KanbanTask } from '../api/kanban-schemas';
import { useBoardDragKit } from './drag-kit';
import { labelColors } from './kanban-labels';
import { TaskDue } from './task-due';
import classes from './kanban.module.css';

const MAX_AVATARS = 3;

type TaskCardProps = {
  task: KanbanTask;
  index: number;
  today: string;
  /** The user may move it (and edit it); others' tasks stay put for a client. */
  movable: boolean;
  onOpen: (task: KanbanTask) => void;
};

/**
 * A task on the board: cover, labels, title, due date, counts and assignees. The whole card is
 * the drag handle (space lifts it) and a button that opens the task (click or Enter). Its name is
 * the title; the rest is its description, so a screen reader hears both.
 */
export const TaskCard = memo(function TaskCard({
  task,
  index,
  today,
  movable,
  onOpen,
}: TaskCardProps) {
  const { t } = useTranslation();
  const { Draggable } = useBoardDragKit();
  const detailsId = `kanban-task-${task.id}-details`;
  const shown = task.assignedTo.slice(0, MAX_AVATARS);
  const hidden = task.assignedTo.length - shown.length;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.defaultPrevented) onOpen(task);
  };
  return (
    <Draggable draggableId={`task-${task.id}`} index={index} isDragDisabled={!movable}>
      {(provided, snapshot) => (
        <Paper
          ref={provided.innerRef}
          {...provided.draggableProps}
          {...provided.dragHandleProps}
          data-drag-handle
          withBorder
          radius="md"
          className={classes.card}
          data-dragging={snapshot.isDragging || undefined}
          data-locked={!movable || undefined}
          // A block container, not a <button>: it holds the card's layout (cover, lines of text),
          // and dnd makes it the drag handle.
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="button"
          tabIndex={0}
          aria-label={task.title}
          aria-describedby={[detailsId, provided.dragHandleProps?.['aria-describedby']]
            .filter(Boolean)
            .join(' ')}
          data-testid="kanban-card"
          onClick={() => onOpen(task)}
          onKeyDown={onKeyDown}
        >
          {task.coverImage ? (
            <img className={classes.cover} src={task.coverImage} alt="" loading="lazy" />
          ) : null}
          <div className={classes.cardBody}>
            {task.labels.length > 0 ? (
              <Group gap={4} mb={6}>
                {task.labels.map((label) => (
                  <Badge key={label} size="sm" variant="light" color={labelColors.get(label)}>
                    {t(`kanban.labels.${label}`)}
                  </Badge>
                ))}
              </Group>
            ) : null}
            <Text fw={500} fz="sm" className={classes.cardTitle}>
              {/* Isolated: an English title in a right-to-left page keeps its full stop at its end. */}
              <bdi>{task.title}</bdi>
            </Text>
            <Group justify="space-between" gap="xs" mt={8} wrap="nowrap">
              <Group gap="sm" wrap="nowrap" id={detailsId}>
                {task.dueDate ? <TaskDue dueDate={task.dueDate} today={today} /> : null}
                <CountChip
                  icon={IconPaperclip}
                  count={task.attachments.length}
                  label="kanban.card.attachments"
                />
                <CountChip
                  icon={IconMessage}
                  count={task.comments.length}
                  label="kanban.card.comments"
                />
                {task.assignedTo.length > 0 ? (
                  <VisuallyHidden>
                    {t('kanban.card.assignees', {
                      names: task.assignedTo.map((member) => member.fullName).join(', '),
                    })}
                  </VisuallyHidden>
                ) : null}
              </Group>
              {task.assignedTo.length > 0 ? (
                // Side by side, not overlapping: an overlap covers the end of the initials
                // ("DN" read "D"); the group's borders still part them.
                <Avatar.Group spacing={0} aria-hidden>
                  {shown.map((member) => (
                    <Tooltip key={member.id} label={member.fullName} withinPortal>
                      <UserAvatar name={member.fullName} src={member.avatar} size={26} />
                    </Tooltip>
                  ))}
                  {hidden > 0 ? <Avatar size={26}>+{hidden}</Avatar> : null}
                </Avatar.Group>
              ) : null}
            </Group>
          </div>
        </Paper>
      )}
    </Draggable>
  );
});

/**
 * A count on the card (attachments, comments): an icon and the number, said in words to screen
 * readers; nothing at 0.
 */
function CountChip({
  icon: Icon,
  count,
  label,
}: {
  icon: typeof IconMessage;
  count: number;
  /** The i18n key of its words, with `count`. */
  label: string;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Group gap={2} wrap="nowrap" c="dimmed">
      <Icon size={14} aria-hidden />
      <Text component="span" fz="xs" c="inherit" aria-hidden>
        {count}
      </Text>
      <VisuallyHidden>{t(label, { count })}</VisuallyHidden>
    </Group>
  );
}
