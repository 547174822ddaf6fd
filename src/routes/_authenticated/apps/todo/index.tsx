import { createFileRoute } from '@tanstack/react-router';
import { tasksQueryOptions } from '@/apps/todo/api/get-tasks';
import { TodoPage } from '@/apps/todo/pages/todo-page';
import { listSearchOf, todoSearchSchema } from '@/apps/todo/todo-search';
import { todoManifest } from '@/apps/todo/todo-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/todo/')({
  validateSearch: todoSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, todoManifest),
  // No `loaderDeps`: a new search would make a new match, and a slow answer would swap the
  // page for the pending screen while the user types. The loader fills the cache for the URL it
  // enters with (a prefetch: a failed list is said in the list, with Retry); later searches load
  // in the page, which keeps the previous list meanwhile.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      tasksQueryOptions(listSearchOf(todoSearchSchema.parse(location.search))),
    ),
  component: TodoPage,
});
