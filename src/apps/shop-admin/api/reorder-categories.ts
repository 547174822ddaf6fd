import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveItem } from '@/components/sortable/move-item';
import { send } from '@/lib/http/request';
import { applyThenMutate, optimisticUpdate } from '@/lib/query/optimistic';
import type { Category } from '@/lib/ecommerce/category-schemas';
import { categoryWriteKey, ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

export async function reorderCategories(slugs: readonly string[]): Promise<void> {
  await send('post', 'apps/ecommerce/categories/order', { json: { slugs } });
}

/** The categories with `slug` moved to `index` (clamped); unchanged when it is not there. */
function withCategoryMoved(categories: readonly Category[], slug: string, index: number) {
  return moveItem(
    categories,
    categories.findIndex((category) => category.slug === slug),
    index,
  );
}

/** A moved category: to `index`, from `fromIndex` (where a failure puts it back). */
export type CategoryMove = { slug: string; index: number; fromIndex: number };

/**
 * Moves a category (a drag, or the keyboard's move buttons): `move(variables)` shows it there in
 * the same tick and sends the whole order; a failure puts it back where it was, with an error
 * toast. Moves share a key, so the list refetches once, after the last.
 */
export function useMoveCategory() {
  const queryClient = useQueryClient();
  const { mutate, ...mutation } = useMutation({
    mutationKey: categoryWriteKey,
    // The whole order as the screen shows it, this move applied (the drop's tick did it).
    mutationFn: (_move: CategoryMove) =>
      reorderCategories(
        (queryClient.getQueryData<Category[]>(ecommerceKeys.categories()) ?? []).map(
          (category) => category.slug,
        ),
      ),
    ...optimisticUpdate<CategoryMove, Category[]>(queryClient, {
      queryKey: ecommerceKeys.categories(),
      alreadyApplied: true,
      rollback: (current, { slug, fromIndex }) => withCategoryMoved(current, slug, fromIndex),
    }),
    meta: { invalidates: [ecommerceKeys.categories()] },
  });
  const move = useMemo(
    () =>
      applyThenMutate<CategoryMove, Category[]>(
        queryClient,
        {
          queryKey: ecommerceKeys.categories(),
          update: (categories, { slug, index }) => withCategoryMoved(categories, slug, index),
        },
        mutate,
      ),
    [queryClient, mutate],
  );
  return { ...mutation, move };
}
