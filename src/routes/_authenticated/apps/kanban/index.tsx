import { createFileRoute } from '@tanstack/react-router';
import { boardsQueryOptions } from '@/apps/kanban/api/list-kanban-boards';
import { kanbanTasksQueryOptions } from '@/apps/kanban/api/list-kanban-tasks';
import { kanbanManifest } from '@/apps/kanban/kanban-manifest';
import { kanbanSearchSchema } from '@/apps/kanban/kanban-search';
import { KanbanPage } from '@/apps/kanban/pages/kanban-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { prefetchQuery } from '@/lib/router/route-queries';

export const Route = createFileRoute('/_authenticated/apps/kanban/')({
  validateSearch: kanbanSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, kanbanManifest),
  // Not waited for: the page shows its spinner meanwhile, and a failed load on the board, with
  // Retry.
  loader: ({ context }) => {
    prefetchQuery(context.queryClient, boardsQueryOptions());
    prefetchQuery(context.queryClient, kanbanTasksQueryOptions());
  },
  component: KanbanPage,
});
