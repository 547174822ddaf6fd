import { lazy, memo, Suspense, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Paper, Text, Title, useDirection } from '@mantine/core';
import { Menu } from '@/components/overlays/menu';
import {
  IconDotsVertical,
  IconEraser,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { useAbility } from '@/lib/ability/can';
import { useClearTasks } from '../api/clear-kanban-board';
import { useDeleteBoard } from '../api/delete-kanban-board';
import { canOn } from '@/lib/ability/ability';
import type { Board, KanbanTask } from '../api/kanban-schemas';
import { useBoardDragKit } from './drag-kit';
import { TaskCard } from './task-card';
import classes from './kanban.module.css';

// The inline forms (and @mantine/form) load when one opens.
const RenameForm = lazy(() =>
  import('./board-forms').then((module) => ({ default: module.RenameForm })),
);
const AddTaskForm = lazy(() =>
  import('./board-forms').then((module) => ({ default: module.AddTaskForm })),
);

type BoardColumnProps = {
  board: Board;
  /** Its place among the columns as dnd counts them (left to right). */
  index: number;
  tasks: readonly KanbanTask[];
  today: string;
  /** The user may move and edit this task. */
  movable: (task: KanbanTask) => boolean;
  onOpen: (task: KanbanTask) => void;
};

/** One board: a draggable column (by its grip), its tasks as a drop list, and the add form. */
export const BoardColumn = memo(function BoardColumn({
  board,
  index,
  tasks,
  today,
  movable,
  onOpen,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const { Draggable, Droppable } = useBoardDragKit();
  const ability = useAbility();
  const { dir } = useDirection();
  const [renaming, setRenaming] = useState(false);
  const [adding, setAdding] = useState(false);
  // Clearing is for good, so it asks first; deleting the board is undoable (a toast offers Undo).
  const [confirmingClear, setConfirmingClear] = useState(false);
  const deleteBoard = useDeleteBoard();
  const clearTasks = useClearTasks();
  const mayUpdate = canOn(ability, 'update', 'Kanban', board);
  const mayDelete = canOn(ability, 'delete', 'Kanban', board);
  const mayAdd = ability.can('create', 'Kanban');
  const headingId = `kanban-board-${board.id}-title`;

  const closeConfirm = () => {
    setConfirmingClear(false);
    clearTasks.reset();
  };

  return (
    <Draggable draggableId={`board-${board.id}`} index={index} isDragDisabled={!mayUpdate}>
      {(provided, snapshot) => (
        <section
          ref={provided.innerRef}
          {...provided.draggableProps}
          className={classes.column}
          // The row is laid out left to right for dnd; the column reads in the page's direction.
          dir={dir}
          data-dragging={snapshot.isDragging || undefined}
          aria-labelledby={headingId}
          data-testid="kanban-board"
        >
          <Paper radius="md" className={classes.columnInner}>
            <Group justify="space-between" wrap="nowrap" gap={4} className={classes.columnHeader}>
              {mayUpdate ? (
                <div
                  // Focusable before the drag library loads too (dnd gives the same). Not a
                  // <button>: dnd does not start a drag on an interactive element, a handle that
                  // is a button included.
                  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                  role="button"
                  tabIndex={0}
                  data-drag-handle
                  {...provided.dragHandleProps}
                  className={classes.grip}
                  aria-label={t('kanban.board.move', { title: board.title })}
                >
                  <IconGripVertical size={18} aria-hidden />
                </div>
              ) : null}
              {renaming ? (
                <Suspense fallback={null}>
                  <RenameForm board={board} onDone={() => setRenaming(false)} />
                </Suspense>
              ) : (
                <Group gap={6} wrap="nowrap" className={classes.columnTitle}>
                  <Title order={2} fz="md" id={headingId} className={classes.columnTitleText}>
                    <bdi>{board.title}</bdi>
                  </Title>
                  <Badge size="sm" variant="light" color="gray" circle={tasks.length < 10}>
                    <span aria-hidden>{tasks.length}</span>
                    <span className="visually-hidden">
                      {t('kanban.board.count', { count: tasks.length })}
                    </span>
                  </Badge>
                </Group>
              )}
              {mayUpdate || mayDelete ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('kanban.board.actions', { title: board.title })}
                    >
                      <IconDotsVertical size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {mayUpdate ? (
                      <Menu.Item
                        leftSection={<IconPencil size={16} aria-hidden />}
                        onClick={() => setRenaming(true)}
                      >
                        {t('kanban.actions.renameBoard')}
                      </Menu.Item>
                    ) : null}
                    {mayDelete ? (
                      <>
                        <Menu.Item
                          leftSection={<IconEraser size={16} aria-hidden />}
                          disabled={tasks.length === 0}
                          onClick={() => setConfirmingClear(true)}
                        >
                          {t('kanban.actions.clearTasks')}
                        </Menu.Item>
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} aria-hidden />}
                          onClick={() =>
                            deleteBoard(
                              board,
                              t('kanban.notifications.boardDeleted', { title: board.title }),
                            )
                          }
                        >
                          {t('kanban.actions.deleteBoard')}
                        </Menu.Item>
                      </>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
            <Droppable droppableId={`tasks-${board.id}`} type="TASK">
              {(drop, dropSnapshot) => (
                <div
                  ref={drop.innerRef}
                  {...drop.droppableProps}
                  className={classes.taskList}
                  data-over={dropSnapshot.isDraggingOver || undefined}
                >
                  {tasks.map((task, at) => (
                    <TaskCard
                      key={task.id}
                      task={task}
                      index={at}
                      today={today}
                      movable={movable(task)}
                      onOpen={onOpen}
                    />
                  ))}
                  {drop.placeholder}
                  {tasks.length === 0 && !dropSnapshot.isDraggingOver ? (
                    <Text fz="sm" c="dimmed" ta="center" py="md">
                      {t('kanban.board.empty')}
                    </Text>
                  ) : null}
                </div>
              )}
            </Droppable>
            {mayAdd ? (
              adding ? (
                <Suspense fallback={null}>
                  <AddTaskForm board={board} onClose={() => setAdding(false)} />
                </Suspense>
              ) : (
                <Button
                  variant="subtle"
                  color="gray"
                  fullWidth
                  justify="start"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={() => setAdding(true)}
                  aria-label={t('kanban.task.addTo', { title: board.title })}
                >
                  {t('kanban.actions.addTask')}
                </Button>
              )
            ) : null}
          </Paper>
          <ConfirmDialog
            opened={confirmingClear}
            title={t('kanban.confirm.clearTitle')}
            confirmLabel={t('kanban.actions.clearTasks')}
            loading={clearTasks.isPending}
            error={clearTasks.error}
            onCancel={closeConfirm}
            onConfirm={() => clearTasks.mutate(board, { onSuccess: closeConfirm })}
          >
            {t('kanban.confirm.clearText', { title: board.title, count: tasks.length })}
          </ConfirmDialog>
        </section>
      )}
    </Draggable>
  );
});
