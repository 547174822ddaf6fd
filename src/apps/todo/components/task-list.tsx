import { Alert, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChecklist, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import type { Task } from '../api/todo-schemas';
import type { ToggleField } from '../api/update-todo-task';
import classes from '../pages/todo-page.module.css';
import { lockTexts, taskLock } from './task-access';
import { TaskRow } from './task-row';

type TaskListProps = {
  tasks: readonly Task[];
  today: string;
  /** A newer search is loading: the list shown is the previous one. */
  stale: boolean;
  /** The id of the task open in the drawer, highlighted in the list. */
  openId?: number | undefined;
  onOpen: (task: Task) => void;
  onToggle: (task: Task, field: ToggleField, value: boolean) => void;
};

export function TaskList({ tasks, today, stale, openId, onOpen, onToggle }: TaskListProps) {
  const { t } = useTranslation();
  const ability = useAbility();
  if (tasks.length === 0) {
    return (
      <Center py={64} px="md" aria-busy={stale}>
        <Stack align="center" gap="xs">
          <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
            <IconChecklist size={28} />
          </ThemeIcon>
          <Text fw={600}>{t('todo.empty.title')}</Text>
          <Text c="dimmed" fz="sm" ta="center">
            {t('todo.empty.text')}
          </Text>
        </Stack>
      </Center>
    );
  }
  const locks = tasks.map((task) => taskLock(ability, task));
  return (
    <>
      {(['deleted', 'notYours'] as const).map((lock) =>
        locks.includes(lock) ? (
          <Alert
            key={lock}
            id={lockTexts[lock].noteId}
            variant="light"
            color="gray"
            radius={0}
            icon={<IconInfoCircle size={18} aria-hidden />}
            py="xs"
          >
            {t(lockTexts[lock].list)}
          </Alert>
        ) : null,
      )}
      <ul
        className={classes.list}
        aria-label={t('todo.list.label')}
        aria-busy={stale}
        data-stale={stale || undefined}
      >
        {tasks.map((task, index) => (
          <TaskRow
            key={task.id}
            task={task}
            today={today}
            lock={locks[index] ?? null}
            open={task.id === openId}
            onOpen={onOpen}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </>
  );
}
