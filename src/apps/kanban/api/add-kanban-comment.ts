import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { kanbanKeys } from './kanban-keys';
import { kanbanTaskSchema, type CommentInput, type KanbanTask } from './kanban-schemas';

export async function addComment(data: CommentInput): Promise<KanbanTask> {
  return sendJson('post', 'apps/kanban/add-comment', kanbanTaskSchema, {
    json: { data },
    creates: true,
  });
}

export function useAddComment() {
  return useMutation({
    mutationFn: addComment,
    meta: { errorToast: false, invalidates: [kanbanKeys.tasks()] },
  });
}
