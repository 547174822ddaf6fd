import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { PageHeader } from '@/components/layout/page-header';
import { Presence } from '@/components/presence/presence';
import { KANBAN_BOARD_ID } from '../api/kanban-values';
import { notify } from '@/lib/notify/notify';
import { useBoards } from '../api/list-kanban-boards';
import { membersQueryOptions } from '../api/list-kanban-members';
import { useKanbanTasks } from '../api/list-kanban-tasks';
import type { KanbanTask } from '../api/kanban-schemas';
import { CardFilters } from '../components/card-filters';
import { KanbanBoard } from '../components/kanban-board';
import { filterTasks, isFiltered } from '../kanban-filter';
import type { KanbanFilter } from '../kanban-search';

// The drawer brings the date pickers (@mantine/dates, dayjs), and needs the overlays' chunk: both
// load in one wave, once the board has painted (or when a card is pointed at first).
const TaskDrawer = lazyWithPreload(
  () => Promise.all([import('../components/task-drawer'), loadOverlays()]),
  ([module]) => module.default,
);

const routeApi = getRouteApi('/_authenticated/apps/kanban/');

/**
 * The Kanban app: the boards as columns, each with its tasks in the server's order; a task opens
 * in a drawer (its id in the URL, so a reload shows it again).
 */
export function KanbanPage() {
  const { t, i18n } = useTranslation();
  const { taskId, ...filter } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const boards = useBoards();
  const tasks = useKanbanTasks();
  const queryClient = useQueryClient();
  // A card pointed at, focused or pressed: the drawer's code and the members it offers start.
  const cardIntent = usePreloadIntent(() => {
    TaskDrawer.preload();
    void queryClient.prefetchQuery(membersQueryOptions());
  });
  useIdlePreload(tasks.data !== undefined, TaskDrawer.preload);

  // The filters stay in the URL while a task opens and closes.
  const openTask = useCallback(
    (task: KanbanTask) => void navigate({ search: (prev) => ({ ...prev, taskId: task.id }) }),
    [navigate],
  );
  const closeTask = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, taskId: undefined }), replace: true }),
    [navigate],
  );
  const setFilter = useCallback(
    (patch: Partial<KanbanFilter>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  const filtered = isFiltered(filter);
  const { q, label, assignee, due } = filter;
  const allTasks = tasks.data?.tasks;
  const today = tasks.data?.today ?? '';
  const language = i18n.resolvedLanguage;
  const shownTasks = useMemo(
    () => filterTasks(allTasks ?? [], { q, label, assignee, due }, today, language),
    [allTasks, q, label, assignee, due, today, language],
  );
  const clearFilters = () =>
    setFilter({ q: undefined, label: undefined, assignee: undefined, due: undefined });
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
      <>
        <CardFilters filter={filter} tasks={tasks.data.tasks} onChange={setFilter} />
        {filtered && shownTasks.length === 0 ? (
          <Stack component="output" align="center" gap="xs" py="xl">
            <Text fw={500}>{t('kanban.filters.noMatch')}</Text>
            <Button variant="light" onClick={clearFilters}>
              {t('kanban.filters.clear')}
            </Button>
          </Stack>
        ) : null}
        {filtered && shownTasks.length > 0 ? (
          <Text component="output" fz="sm" c="dimmed">
            {t('kanban.filters.shown', { count: shownTasks.length })}
          </Text>
        ) : null}
        {/* No card matches: the message and Clear filters stand in for a board of empty columns. */}
        {filtered && shownTasks.length === 0 ? null : (
          // Every card opens the same drawer: the board's pointer and focus stand for a card's.
          <div style={{ display: 'contents' }} {...cardIntent(undefined)}>
            <KanbanBoard
              boards={boards.data}
              tasks={shownTasks}
              today={tasks.data.today}
              filtered={filtered}
              onOpen={openTask}
            />
          </div>
        )}
      </>
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
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PageHeader title={t('kanban.title')} subtitle={t('kanban.subtitle')} />
        <Presence resource="kanban" id={KANBAN_BOARD_ID} />
      </Group>
      {content}
      {taskId !== undefined ? (
        <Suspense fallback={null}>
          <TaskDrawer task={opened ?? null} today={tasks.data?.today ?? ''} onClose={closeTask} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
