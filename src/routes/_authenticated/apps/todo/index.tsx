import { createFileRoute } from '@tanstack/react-router';
import { tasksQueryOptions } from '@/apps/todo/api/list-todo-tasks';
import { TodoPage } from '@/apps/todo/pages/todo-page';
import { listSearchOf, todoSearchSchema } from '@/apps/todo/todo-search';
import { todoManifest } from '@/apps/todo/todo-manifest';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';

export const Route = createFileRoute('/_authenticated/apps/todo/')({
  validateSearch: todoSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, todoManifest),
  loader: listLoader(todoSearchSchema, (search) => tasksQueryOptions(listSearchOf(search))),
  component: TodoPage,
});
