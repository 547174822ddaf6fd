import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { kanbanKeys } from './kanban-keys';
import { kanbanTaskSchema, type CommentInput, type KanbanTask } from './kanban-schemas';

export async function addComment(data: CommentInput): Promise<KanbanTask> {
  return kanbanTaskSchema.parse(
    await http.post('apps/kanban/add-comment', { json: { data } }).json(),
  );
}

export function useAddComment() {
  return useMutation({
    mutationFn: addComment,
    meta: { errorToast: false, invalidates: [kanbanKeys.tasks()] },
  });
}
