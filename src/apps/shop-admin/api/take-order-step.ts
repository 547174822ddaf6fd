import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { staleCurrentOf } from '@/lib/versions/stale-current';
import { statusAfter } from '@/lib/ecommerce/order-lifecycle';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import {
  managedOrderSchema,
  type ManagedOrder,
  type OrderStep,
} from '@/lib/ecommerce/order-schemas';

/**
 * A step, naming the version of the order the page showed: a step someone took meanwhile makes
 * it stale, and it is refused (412) before the order's status is looked at.
 */
export async function takeOrderStep({
  id,
  version,
  ...step
}: OrderStep & { id: number; version?: number }): Promise<ManagedOrder> {
  return sendJson('post', `apps/ecommerce/admin/orders/${id}/steps`, managedOrderSchema, {
    json: step,
    version,
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
  acceptReturn: 'ecommerce.returns.notifications.accepted',
  refuseReturn: 'ecommerce.returns.notifications.refused',
} as const satisfies Record<OrderStep['action'], string>;

/**
 * Pay, deliver or cancel the order on its page (one hook a step, whose toast names it):
 * `mutate(version)` names the version the page shows. The new status shows at once, at the
 * version the server will give it (so a next step before the refetch names it), and is rolled
 * back, with the API's reason in a toast, when the server refuses; a 412 (someone took a step
 * meanwhile: the toast names them) shows the order as it now stands.
 */
export function useQuickOrderStep(id: number, action: QuickStep['action']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => takeOrderStep({ id, action, version }),
    ...optimisticUpdate<number, ManagedOrder>(queryClient, {
      queryKey: ecommerceKeys.managedOrder(id),
      update: (order) => ({
        ...order,
        status: statusAfter.get(action) ?? order.status,
        version: order.version + 1,
      }),
      rollback: (_current, _version, previous, error) =>
        staleCurrentOf(error, managedOrderSchema) ?? previous,
    }),
    meta: { successMessage: stepMessages[action], invalidates },
  });
}

type FormAction = 'ship' | 'refund' | 'acceptReturn' | 'refuseReturn';
type FormStep<Action extends FormAction> = Extract<OrderStep, { action: Action }>;

/**
 * Ship (with a tracking number), refund, or answer a return request: a form, whose errors go by its fields. It names the
 * version of the order it was opened on; refused for a stale one (412), the form says who took a
 * step meanwhile (`<FormError>`), the page shows the order as it now stands, and a second submit,
 * made knowing it, names the new version.
 */
export function useOrderStepForm<Action extends FormAction>(
  { id, version: opened }: Pick<ManagedOrder, 'id' | 'version'>,
  action: Action,
) {
  const [version, setVersion] = useState(opened);
  return useMutation({
    mutationFn: (step: FormStep<Action>) => takeOrderStep({ id, version, ...step }),
    onError: (error) => {
      const now = staleCurrentOf(error, managedOrderSchema);
      if (now) setVersion(now.version);
    },
    meta: {
      successMessage: stepMessages[action],
      errorToast: false,
      invalidates,
    },
  });
}
