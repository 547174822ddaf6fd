import { Button, Group } from '@mantine/core';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { useShownWhileClosing } from '@/components/overlays/use-shown-while-closing';
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmedDeleteButton } from '@/components/feedback/confirmed-delete-button';
import { useAbility } from '@/lib/ability/can';
import { useAddTask } from '../api/add-todo-task';
import { useMoveTaskToBin, useRemoveTask } from '../api/delete-todo-task';
import type { Task } from '../api/todo-schemas';
import type { TaskListSearch } from '../todo-search';
import { useRestoreTask, useUpdateTask } from '../api/update-todo-task';
import { DatesLocale } from '@/components/forms/dates-locale';
import { taskLock } from './task-access';
import { canOn } from '@/lib/ability/ability';
import { TaskForm } from './task-form';

/** What the drawer shows: a task, or the add form of the view it was opened from. */
export type DrawerTarget = { kind: 'new'; view: TaskListSearch } | { kind: 'task'; task: Task };

type TaskDrawerProps = {
  /** Null closes the drawer. */
  target: DrawerTarget | null;
  onClose: () => void;
};

function TaskActions({ task, onDone }: { task: Task; onDone: () => void }) {
  const { t } = useTranslation();
  const moveToBin = useMoveTaskToBin();
  const removeTask = useRemoveTask();
  const restoreTask = useRestoreTask();
  if (!task.isDeleted) {
    return (
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => {
          moveToBin(task, t('todo.notifications.deleted'));
          onDone();
        }}
      >
        {t('todo.actions.delete')}
      </Button>
    );
  }
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconRestore size={16} aria-hidden />}
        loading={restoreTask.isPending}
        onClick={() => restoreTask.mutate(task, { onSuccess: onDone })}
      >
        {t('todo.actions.restore')}
      </Button>
      <ConfirmedDeleteButton
        label={t('todo.actions.remove')}
        title={t('todo.remove.title')}
        loading={removeTask.isPending}
        onConfirm={(close) =>
          removeTask.mutate(task, {
            onSuccess: () => {
              close();
              onDone();
            },
          })
        }
      >
        {t('todo.remove.text', { title: task.title })}
      </ConfirmedDeleteButton>
    </Group>
  );
}

/**
 * Adds or edits a task, from the end edge of the screen. Its content stays while it slides
 * out, so the closing drawer does not go blank.
 */
export function TaskDrawer({ target, onClose }: TaskDrawerProps) {
  const { t } = useTranslation();
  const ability = useAbility();
  const addTask = useAddTask();
  const updateTask = useUpdateTask();
  const shown = useShownWhileClosing(target);

  const task = shown?.kind === 'task' ? shown.task : null;
  const lock = task ? taskLock(ability, task) : null;
  const deletable = task ? canOn(ability, 'delete', 'Todo', task) : false;
  let title = t('todo.drawer.add');
  if (task) title = lock === null ? t('todo.drawer.edit') : t('todo.drawer.view');

  return (
    <SideDrawer
      opened={target !== null}
      onClose={onClose}
      title={title}
      closeLabel={t('todo.drawer.close')}
    >
      {shown ? (
        <DatesLocale>
          <TaskForm
            // A fresh form for each task: its values start from that task.
            key={task ? task.id : 'new'}
            task={task}
            view={shown.kind === 'new' ? shown.view : undefined}
            lock={lock}
            saving={addTask.isPending || updateTask.isPending}
            onSave={(input, version) =>
              task
                ? updateTask.mutateAsync({ id: task.id, version, ...input }).then(onClose)
                : addTask.mutateAsync(input).then(onClose)
            }
            onCancel={onClose}
            actions={task && deletable ? <TaskActions task={task} onDone={onClose} /> : null}
          />
        </DatesLocale>
      ) : null}
    </SideDrawer>
  );
}
