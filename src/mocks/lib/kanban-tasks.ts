import type { KanbanTask } from '@/apps/kanban/api/kanban-schemas';
import { FIRST_VERSION } from '@/lib/versions/versions';

/** A task as the quick add makes it (`POST /apps/kanban/add-task`): a title on a board, nothing else yet. */
export function blankTask(id: number, boardId: number, title: string): KanbanTask {
  return {
    id,
    boardId,
    title,
    description: '',
    labels: [],
    dueDate: null,
    assignedTo: [],
    attachments: [],
    comments: [],
    coverImage: null,
    version: FIRST_VERSION,
  };
}
