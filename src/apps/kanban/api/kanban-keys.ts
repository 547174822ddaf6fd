export const kanbanKeys = {
  all: ['kanban'] as const,
  boards: () => [...kanbanKeys.all, 'boards'] as const,
  tasks: () => [...kanbanKeys.all, 'tasks'] as const,
  members: () => [...kanbanKeys.all, 'members'] as const,
};
