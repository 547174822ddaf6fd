import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { statusAfter } from '@/lib/ecommerce/order-lifecycle';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import {
  managedOrderSchema,
  type ManagedOrder,
  type OrderStep,
} from '@/lib/ecommerce/order-schemas';

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

/** The toast of a step that went through names it ("Order shipped."). */
const stepMessages = {
  pay: 'ecommerce.orders.notifications.paid',
  ship: 'ecommerce.orders.notifications.shipped',
  deliver: 'ecommerce.orders.notifications.delivered',
  cancel: 'ecommerce.orders.notifications.cancelled',
  refund: 'ecommerce.orders.notifications.refunded',
} as const satisfies Record<OrderStep['action'], string>;

/**
 * Pay, deliver or cancel the order on its page (one hook a step, whose toast names it): the new
 * status shows at once and is rolled back, with the API's reason in a toast, when the server
 * refuses.
 */
export function useQuickOrderStep(id: number, action: QuickStep['action']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => takeOrderStep({ id, action }),
    ...optimisticUpdate<void, ManagedOrder>(queryClient, {
      queryKey: ecommerceKeys.managedOrder(id),
      update: (order) => ({ ...order, status: statusAfter.get(action) ?? order.status }),
    }),
    meta: { successMessage: stepMessages[action], invalidates },
  });
}

type FormStep<Action extends 'ship' | 'refund'> = Extract<OrderStep, { action: Action }>;

/** Ship (with a tracking number) or refund: a form, whose errors go by its fields. */
export function useOrderStepForm<Action extends 'ship' | 'refund'>(id: number, action: Action) {
  return useMutation({
    mutationFn: (step: FormStep<Action>) => takeOrderStep({ id, ...step }),
    meta: {
      successMessage: stepMessages[action],
      errorToast: false,
      invalidates,
    },
  });
}
