import { createFileRoute } from '@tanstack/react-router';
import { boardsQueryOptions } from '@/apps/kanban/api/list-kanban-boards';
import { kanbanTasksQueryOptions } from '@/apps/kanban/api/list-kanban-tasks';
import { kanbanManifest } from '@/apps/kanban/kanban-manifest';
import { kanbanSearchSchema } from '@/apps/kanban/kanban-search';
import { KanbanPage } from '@/apps/kanban/pages/kanban-page';
import { requireAbility } from '@/lib/ability/route-guards';

export const Route = createFileRoute('/_authenticated/apps/kanban/')({
  validateSearch: kanbanSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, kanbanManifest),
  // Prefetches (which never throw): a failed load is said on the board, with Retry.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(boardsQueryOptions()),
      context.queryClient.prefetchQuery(kanbanTasksQueryOptions()),
    ]),
  component: KanbanPage,
});
