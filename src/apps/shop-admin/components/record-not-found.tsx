import { IconPackageOff, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '@/components/feedback/record-not-found';

/** The page of a customer that does not exist (no such user, or one who is not a customer). */
export function CustomerNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      icon={<IconUserOff aria-hidden />}
      title={t('ecommerce.customers.notFoundTitle')}
      text={t('ecommerce.customers.notFoundText')}
      to="/apps/ecommerce/customers"
      linkLabel={t('nav.customers')}
    />
  );
}

/** The managers' page of an order that does not exist (a mistyped or old link). */
export function ManagedOrderNotFound() {
  const { t } = useTranslation();
  return (
    <RecordNotFound
      icon={<IconPackageOff aria-hidden />}
      title={t('ecommerce.orders.notFoundTitle')}
      text={t('ecommerce.orders.managedNotFoundText')}
      to="/apps/ecommerce/orders-admin"
      linkLabel={t('nav.ordersAdmin')}
    />
  );
}
