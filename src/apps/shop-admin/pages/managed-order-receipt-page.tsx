import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '@/components/navigation/links';
import { OrderReceipt } from '@/components/ecommerce/order-receipt';
import { useManagedOrder } from '../api/get-managed-order';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/orders-admin/$orderId_/receipt');

/** The receipt of any buyer's order, as its managers print it: the buyer's name and email too. */
export function ManagedOrderReceiptPage() {
  const { t } = useTranslation();
  const { orderId } = routeApi.useParams();
  const { data: order } = useManagedOrder(orderId);
  return (
    <OrderReceipt
      order={order}
      customer={order.customer}
      back={
        <AnchorLink
          to="/apps/ecommerce/orders-admin/$orderId"
          params={{ orderId: order.id }}
          fz="sm"
        >
          {t('ecommerce.receipt.back', { number: order.number })}
        </AnchorLink>
      }
    />
  );
}
