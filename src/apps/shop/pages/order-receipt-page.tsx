import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/feedback/query-content';
import { AnchorLink } from '@/components/navigation/links';
import { OrderReceipt } from '@/components/ecommerce/order-receipt';
import { useOrder } from '../api/get-order';

const routeApi = getRouteApi('/_authenticated/apps/ecommerce/orders/$orderId_/receipt');

/** The receipt of one of the user's orders, to print. */
export function OrderReceiptPage() {
  const { t } = useTranslation();
  const { orderId } = routeApi.useParams();
  const order = useOrder(orderId);
  return (
    <QueryContent
      query={order}
      errorTitle={t('ecommerce.errors.orderFailed')}
      loadingLabel={t('ecommerce.loading')}
    >
      {(data) => (
        <OrderReceipt
          order={data}
          back={
            <AnchorLink to="/apps/ecommerce/orders/$orderId" params={{ orderId: data.id }} fz="sm">
              {t('ecommerce.receipt.back', { number: data.number })}
            </AnchorLink>
          }
        />
      )}
    </QueryContent>
  );
}
