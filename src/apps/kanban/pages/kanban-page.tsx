import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { Center, Stack } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { PageHeader } from '@/components/layout/page-header';
import { notify } from '@/lib/notify/notify';
import { useBoards } from '../api/list-kanban-boards';
import { useKanbanTasks } from '../api/list-kanban-tasks';
import type { KanbanTask } from '../api/kanban-schemas';
import { KanbanBoard } from '../components/kanban-board';

// The drawer brings the date pickers (@mantine/dates, dayjs): loaded when a task is first opened.
const TaskDrawer = lazy(() => import('../components/task-drawer'));

const routeApi = getRouteApi('/_authenticated/apps/kanban/');

/**
 * The Kanban app: the boards as columns, each with its tasks in the server's order; a task opens
 * in a drawer (its id in the URL, so a reload shows it again).
 */
export function KanbanPage() {
  const { t } = useTranslation();
  const { taskId } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const boards = useBoards();
  const tasks = useKanbanTasks();

  const openTask = useCallback(
    (task: KanbanTask) => void navigate({ search: { taskId: task.id } }),
    [navigate],
  );
  const closeTask = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  const opened =
    taskId === undefined ? undefined : tasks.data?.tasks.find((task) => task.id === taskId);

  // A link to a task that is gone (deleted, an old bookmark): said once, and dropped from the URL.
  const checked = useRef<number | undefined>(undefined);
  const loaded = tasks.data !== undefined;
  useEffect(() => {
    if (taskId === undefined) checked.current = undefined;
    if (taskId === undefined || !loaded || checked.current === taskId) return;
    checked.current = taskId;
    if (!opened) {
      notify.error(t('kanban.errors.taskNotFound'));
      closeTask();
    }
  }, [taskId, loaded, opened, closeTask, t]);

  const failed = boards.error ?? tasks.error;
  let content;
  if (boards.data && tasks.data) {
    content = (
      <KanbanBoard
        boards={boards.data}
        tasks={tasks.data.tasks}
        today={tasks.data.today}
        onOpen={openTask}
      />
    );
  } else if (failed) {
    content = (
      <LoadError
        title={t('kanban.errors.loadFailed')}
        error={failed}
        onRetry={() => {
          if (boards.error) void boards.refetch();
          if (tasks.error) void tasks.refetch();
        }}
      />
    );
  } else {
    content = (
      <Center py={64}>
        <Spinner label={t('kanban.loading')} />
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={t('kanban.title')} subtitle={t('kanban.subtitle')} />
      {content}
      {taskId !== undefined ? (
        <Suspense fallback={null}>
          <TaskDrawer task={opened ?? null} today={tasks.data?.today ?? ''} onClose={closeTask} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
