import type { AppManifest } from '@/components/layout/nav-types';

export const kanbanManifest: AppManifest = {
  id: 'kanban',
  path: '/apps/kanban',
  titleKey: 'nav.kanban',
  icon: 'IconLayoutKanban',
  group: 'apps',
  subject: 'Kanban',
  feature: 'kanban',
  operations: [
    'listKanbanBoards',
    'listKanbanTasks',
    'listKanbanMembers',
    'addKanbanBoard',
    'renameKanbanBoard',
    'reorderKanbanBoards',
    'deleteKanbanBoard',
    'clearKanbanBoard',
    'addKanbanTask',
    'updateKanbanTask',
    'moveKanbanTask',
    'reorderKanbanTasks',
    'deleteKanbanTask',
    'addKanbanComment',
  ],
};
