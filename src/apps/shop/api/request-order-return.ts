import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { staleCurrentOf } from '@/lib/versions/stale-current';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import type { RequestReturn } from '@/lib/ecommerce/order-return-rules';
import { orderSchema, type Order } from '@/lib/ecommerce/order-schemas';

export async function requestOrderReturn({
  id,
  version,
  ...request
}: RequestReturn & { id: number; version: number }): Promise<Order> {
  return sendJson('post', `apps/ecommerce/orders/${id}/returns`, orderSchema, {
    json: request,
    version,
    creates: true,
  });
}

/**
 * Asks for a return of the order as the page showed it (its version): refused for a stale one
 * (412), the form says so and a second submit, made knowing it, names the new version. Field
 * errors go by the form's fields; the order, its lists and the managers' views refetch.
 */
export function useRequestOrderReturn({ id, version: opened }: Pick<Order, 'id' | 'version'>) {
  const [version, setVersion] = useState(opened);
  return useMutation({
    mutationFn: (request: RequestReturn) => requestOrderReturn({ id, version, ...request }),
    onError: (error) => {
      const now = staleCurrentOf(error, orderSchema);
      if (now) setVersion(now.version);
    },
    meta: {
      successMessage: 'ecommerce.returns.notifications.requested',
      errorToast: false,
      invalidates: [ecommerceKeys.all],
    },
  });
}
