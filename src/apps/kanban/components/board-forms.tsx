// The kanban's inline forms (rename a board, add a task, add a board) with @mantine/form: they
// load when one opens, not with the board (docs/performance.md).
import { Button, CloseButton, Group, Paper, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { useAddBoard } from '../api/add-kanban-board';
import { useRenameBoard } from '../api/rename-kanban-board';
import {
  boardInputSchema,
  boardSchema,
  taskTitleFormSchema,
  type Board,
} from '../api/kanban-schemas';
import { ConflictNotice } from '@/components/forms/conflict-notice';
import { useLastWriter } from '@/lib/events/last-writer';
import { useAddKanbanTask } from '../api/add-kanban-task';
import classes from './kanban.module.css';

/** The title, edited in place: Enter saves, Escape cancels; a taken title says so by the field. */
export function RenameForm({ board, onDone }: { board: Board; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameBoard();
  const writer = useLastWriter('kanban');
  const form = useAppForm<{ title: string }, Board>(boardInputSchema, {
    initialValues: { title: board.title },
    // Someone else's rename while the field is open shows at once; a refused save shows it too.
    versioned: {
      version: board.version,
      record: boardSchema,
      toValues: ({ title }) => ({ title }),
      current: board,
      writer,
    },
  });
  return (
    <form
      noValidate
      className={classes.renameForm}
      onSubmit={form.submitWith(
        rename,
        ({ title }) => ({ id: board.id, title, version: form.version }),
        onDone,
      )}
    >
      <ConflictNotice form={form} label={() => t('kanban.board.titleLabel')} />
      <TextInput
        size="xs"
        label={t('kanban.board.titleLabel')}
        aria-label={t('kanban.board.rename', { title: board.title })}
        data-autofocus
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
        {...form.getInputProps('title')}
        // The field's own label is for screen readers; the column shows no heading meanwhile.
        labelProps={{ className: 'visually-hidden' }}
      />
      <FormError error={form.failure} />
      <Group gap={4} mt={6}>
        <Button type="submit" size="compact-xs" loading={rename.isPending}>
          {t('kanban.actions.save')}
        </Button>
        <Button size="compact-xs" variant="default" onClick={onDone}>
          {t('common.actions.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** Adds tasks at the bottom of the board: Enter adds one and keeps the field for the next. */
export function AddTaskForm({ board, onClose }: { board: Board; onClose: () => void }) {
  const { t } = useTranslation();
  const addTask = useAddKanbanTask();
  const form = useAppForm<{ title: string }>(taskTitleFormSchema, {
    initialValues: { title: '' },
  });
  return (
    <form
      noValidate
      onSubmit={form.submitWith(
        addTask,
        ({ title }) => ({ boardId: board.id, title }),
        () => form.reset(),
      )}
    >
      <TextInput
        label={t('kanban.task.newTitle')}
        placeholder={t('kanban.task.newPlaceholder')}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        {...form.getInputProps('title')}
      />
      <FormError error={form.failure} />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={addTask.isPending}>
          {t('kanban.actions.addTask')}
        </Button>
        <CloseButton aria-label={t('kanban.task.closeAdd')} onClick={onClose} />
      </Group>
    </form>
  );
}

/** The new board's title field (the last column's button opens it). */
export function AddBoardForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const addBoard = useAddBoard();
  const form = useAppForm<{ title: string }>(boardInputSchema, {
    initialValues: { title: '' },
  });
  return (
    <Paper radius="md" p="sm" className={classes.columnInner}>
      <form noValidate onSubmit={form.submitWith(addBoard, (values) => values, onClose)}>
        <TextInput
          label={t('kanban.board.newTitle')}
          placeholder={t('kanban.board.newPlaceholder')}
          required
          autoFocus
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
          {...form.getInputProps('title')}
        />
        <FormError error={form.failure} />
        <Group gap="xs" mt="sm">
          <Button type="submit" size="xs" loading={addBoard.isPending}>
            {t('kanban.actions.addBoard')}
          </Button>
          <Button size="xs" variant="default" onClick={onClose}>
            {t('common.actions.cancel')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
