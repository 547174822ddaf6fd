import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { statusAfter } from './order-lifecycle';
import { ecommerceKeys } from './ecommerce-keys';
import { managedOrderSchema, type ManagedOrder, type OrderStep } from './order-schemas';

export async function takeOrderStep({
  id,
  ...step
}: OrderStep & { id: number }): Promise<ManagedOrder> {
  return sendJson('post', `apps/ecommerce/admin/orders/${id}/steps`, managedOrderSchema, {
    json: step,
  });
}

// A step changes the order, its lists, the stock the shop shows and the dashboard: all refetch.
const invalidates = [ecommerceKeys.all];

/** The steps a button takes at once (pay, deliver, cancel): no form, nothing to correct. */
type QuickStep = Extract<OrderStep, { action: 'pay' | 'deliver' | 'cancel' }>;

/**
 * Pay, deliver or cancel the order on its page: the new status shows at once and is rolled
 * back, with the API's reason in a toast, when the server refuses.
 */
export function useQuickOrderStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: QuickStep) => takeOrderStep({ id, ...step }),
    ...optimisticUpdate<QuickStep, ManagedOrder>(queryClient, {
      queryKey: ecommerceKeys.managedOrder(id),
      update: (order, step) => ({
        ...order,
        status: statusAfter.get(step.action) ?? order.status,
      }),
    }),
    meta: { successMessage: 'ecommerce.orders.notifications.updated', invalidates },
  });
}

/** Ship (with a tracking number) or refund: a form, whose errors go by its fields. */
export function useOrderStepForm(id: number) {
  return useMutation({
    mutationFn: (step: Extract<OrderStep, { action: 'ship' | 'refund' }>) =>
      takeOrderStep({ id, ...step }),
    meta: {
      successMessage: 'ecommerce.orders.notifications.updated',
      errorToast: false,
      invalidates,
    },
  });
}
