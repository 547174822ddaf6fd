import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { applyThenMutate, optimisticUpdate } from '@/lib/query/optimistic';
import { kanbanKeys } from './kanban-keys';
import { withItemMoved } from './kanban-order';
import type { Board, BoardMove } from './kanban-schemas';

export async function moveBoard(data: BoardMove): Promise<void> {
  await send('post', 'apps/kanban/reorder-boards', { json: { data } });
}

/** A dragged board: to `index`, from `fromIndex` (where a failure puts it back). */
export type BoardMoveVariables = BoardMove & { fromIndex: number };

/**
 * Drags a board to another place: `move(variables)` shows it there at once (in the drop's tick,
 * the one time the move is applied); a failure puts it back where it was (the mutation cache
 * toasts the error). Overlapping moves share a key and refetch once.
 */
export function useMoveBoard() {
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationKey: [...kanbanKeys.boards(), 'move'],
    mutationFn: ({ id, index }: BoardMoveVariables) => moveBoard({ id, index }),
    ...optimisticUpdate<BoardMoveVariables, Board[]>(queryClient, {
      queryKey: kanbanKeys.boards(),
      alreadyApplied: true,
      rollback: (current, { id, fromIndex }) => withItemMoved(current, id, fromIndex),
    }),
    meta: { invalidates: [kanbanKeys.boards()] },
  });
  const move = useMemo(
    () =>
      applyThenMutate<BoardMoveVariables, Board[]>(
        queryClient,
        {
          queryKey: kanbanKeys.boards(),
          update: (boards, { id, index }) => withItemMoved(boards, id, index),
        },
        mutate,
      ),
    [queryClient, mutate],
  );
  return { ...mutation, move };
}
