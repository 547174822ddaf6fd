import type { AppManifest } from '@/components/layout/nav-types';

export const todoManifest: AppManifest = {
  id: 'todo',
  path: '/apps/todo',
  titleKey: 'nav.todo',
  icon: 'IconChecklist',
  group: 'apps',
  subject: 'Todo',
  feature: 'todo',
  operations: [
    'listTodoTasks',
    'listTodoAssignees',
    'addTodoTask',
    'updateTodoTask',
    'deleteTodoTask',
  ],
};
