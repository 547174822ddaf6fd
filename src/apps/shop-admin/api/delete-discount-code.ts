import { send } from '@/lib/http/request';
import { withoutRows } from '@/lib/list/without-rows';
import { useUndoableWrite } from '@/lib/query/undoable';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import type { DiscountCodeRecord, DiscountCodesPage } from './discount-schemas';
import { shopAdminKeys } from './shop-admin-keys';

/** A code as the list shows it: the delete names the version it was decided on. */
export type ShownCode = Pick<DiscountCodeRecord, 'id' | 'version'>;

export async function deleteDiscountCode({ id, version }: ShownCode): Promise<void> {
  await send('delete', `apps/ecommerce/discounts/${id}`, { version });
}

/**
 * Deletes a code after the undo window: `run(code, message)`. The row leaves at once; a refusal
 * (someone changed it meanwhile) brings it back with the reason in the error toast.
 */
export function useDeleteDiscountCode() {
  return useUndoableWrite({
    mutationFn: deleteDiscountCode,
    queryKey: shopAdminKeys.discountLists(),
    update: (page: DiscountCodesPage, code: ShownCode) => withoutRows(page, 'codes', [code.id]),
    meta: { invalidates: [ecommerceKeys.all] },
  });
}
