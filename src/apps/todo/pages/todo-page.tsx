import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Center, Title } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { assigneesQueryOptions } from '../api/list-todo-assignees';
import { LoadError } from '@/components/feedback/load-error';
import { SearchInput } from '@/components/forms/search-input';
import { SidebarApp } from '@/components/layout/sidebar-app';
import { notify } from '@/lib/notify/notify';
import { useTasks } from '../api/list-todo-tasks';
import type { Task } from '../api/todo-schemas';
import { useToggleTask, type ToggleField } from '../api/update-todo-task';
import { SortMenu } from '../components/sort-menu';
import type { DrawerTarget } from '../components/task-drawer';
import { TaskList } from '../components/task-list';
import { TodoSidebar } from '../components/todo-sidebar';
import { listSearchOf, type TaskListSearch, type TodoSearch } from '../todo-search';
import classes from './todo-page.module.css';

// The task drawer brings the form and the date picker (@mantine/dates, dayjs), and needs the
// overlays' chunk: both load in one wave once the list has painted (or when a task is pointed at
// first), not with the list.
const TaskDrawer = lazyWithPreload(
  () => Promise.all([import('../components/task-drawer'), loadOverlays()]),
  ([module]) => module.TaskDrawer,
);

const routeApi = getRouteApi('/_authenticated/apps/todo/');
const noTasks: readonly Task[] = [];

/**
 * The drawer's target from `taskId`; an id that is not in the list opens nothing. A new task is
 * added from the view on screen, where it belongs once saved.
 */
function drawerTarget(
  taskId: TodoSearch['taskId'],
  tasks: readonly Task[],
  view: TaskListSearch,
): DrawerTarget | null {
  if (taskId === 'new') return { kind: 'new', view };
  const task = taskId === undefined ? undefined : tasks.find((item) => item.id === taskId);
  return task ? { kind: 'task', task } : null;
}

/**
 * The todo app: filters and tags on the side, the searchable, sortable list, and the drawer
 * that adds and edits. The whole view is in the URL, so a reload or a shared link restores it.
 */
export function TodoPage() {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { filter, tag, q, sort, taskId } = search;
  const listSearch = useMemo<TaskListSearch>(
    () => listSearchOf({ filter, tag, q, sort }),
    [filter, tag, q, sort],
  );
  // Until a new search's answer comes, the previous list stays (dimmed).
  const tasks = useTasks(listSearch);
  const { data } = tasks;
  const shownTasks = data?.tasks ?? noTasks;
  const { mutate: toggleTask } = useToggleTask();
  const [filtersOpened, filtersDrawer] = useDisclosure(false);
  const queryClient = useQueryClient();
  // A task pointed at, focused or pressed: the drawer's code and the assignees its form offers.
  const taskIntent = usePreloadIntent(() => {
    TaskDrawer.preload();
    void queryClient.prefetchQuery(assigneesQueryOptions());
  });
  useIdlePreload(data !== undefined, TaskDrawer.preload);

  const setSearch = useCallback(
    (patch: Partial<TodoSearch>, replace = true) =>
      navigate({ search: (prev) => ({ ...prev, ...patch }), replace }),
    [navigate],
  );
  const openTask = useCallback((task: Task) => setSearch({ taskId: task.id }, false), [setSearch]);
  const onToggle = useCallback(
    (task: Task, field: ToggleField, value: boolean) =>
      toggleTask({ id: task.id, field, value, version: task.version }),
    [toggleTask],
  );
  const target = useMemo(
    () => drawerTarget(taskId, shownTasks, listSearch),
    [taskId, shownTasks, listSearch],
  );
  // Kept once opened, so the drawer's closing transition plays.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (target !== null && !drawerUsed) setDrawerUsed(true);

  // A link to a task the list does not hold (deleted for good, an old bookmark): said once, and
  // dropped from the URL. Checked when the id arrives, so a task that leaves the list later
  // (saved out of the current filter) just closes.
  const checkedTaskId = useRef<TodoSearch['taskId']>(undefined);
  const listShown = data !== undefined && !tasks.isPlaceholderData;
  useEffect(() => {
    if (taskId === undefined) checkedTaskId.current = undefined;
    if (typeof taskId !== 'number' || !listShown || checkedTaskId.current === taskId) return;
    checkedTaskId.current = taskId;
    if (!shownTasks.some((task) => task.id === taskId)) {
      notify.error(t('todo.errors.taskNotFound'));
      void setSearch({ taskId: undefined });
    }
  }, [taskId, listShown, shownTasks, setSearch, t]);
  const openAdd = () => setSearch({ taskId: 'new' }, false);

  const sidebar = (onNavigate?: () => void) => (
    <TodoSidebar
      search={search}
      counts={data?.counts}
      onNavigate={onNavigate}
      onAdd={() => {
        onNavigate?.();
        openAdd();
      }}
    />
  );

  return (
    <>
      <Title order={1} fz="h3" mb="md">
        {t('todo.title')}
      </Title>
      <SidebarApp
        className={classes.layout}
        sidebarLabel={t('todo.sidebar.label')}
        sidebar={sidebar}
        drawer={{
          opened: filtersOpened,
          onClose: filtersDrawer.close,
          closeLabel: t('todo.sidebar.close'),
        }}
      >
        <section className={classes.main} aria-label={t('todo.list.section')}>
          <search className={classes.toolbar}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              hiddenFrom="md"
              aria-label={t('todo.sidebar.open')}
              aria-expanded={filtersOpened}
              onClick={filtersDrawer.open}
            >
              <IconFilter size={20} aria-hidden />
            </ActionIcon>
            <SearchInput
              className={classes.search}
              label={t('todo.search.label')}
              placeholder={t('todo.search.placeholder')}
              value={q ?? ''}
              onChange={(next) => setSearch({ q: next.trim() || undefined })}
            />
            <SortMenu value={sort} onChange={(next) => setSearch({ sort: next })} />
          </search>
          {data ? (
            // Every task opens the same drawer: the list's pointer and focus stand for a task's.
            <div style={{ display: 'contents' }} {...taskIntent(undefined)}>
              <TaskList
                tasks={data.tasks}
                today={data.today}
                stale={tasks.isPlaceholderData}
                openId={target?.kind === 'task' ? target.task.id : undefined}
                onOpen={openTask}
                onToggle={onToggle}
              />
            </div>
          ) : tasks.error ? (
            <LoadError
              title={t('todo.errors.loadFailed')}
              error={tasks.error}
              onRetry={() => void tasks.refetch()}
            />
          ) : (
            <Center py={64}>
              <Spinner label={t('todo.list.loading')} />
            </Center>
          )}
        </section>
      </SidebarApp>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <TaskDrawer target={target} onClose={() => setSearch({ taskId: undefined })} />
        </Suspense>
      ) : null}
    </>
  );
}
