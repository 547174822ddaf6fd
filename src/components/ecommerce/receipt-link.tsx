import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/navigation/links';

/** "Receipt": opens the order's printable receipt, from the buyer's order page or the managers'. */
export function ReceiptLink({
  to,
  id,
}: {
  to: '/apps/ecommerce/orders/$orderId/receipt' | '/apps/ecommerce/orders-admin/$orderId/receipt';
  id: number;
}) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      variant="default"
      leftSection={<IconReceipt size={16} aria-hidden />}
      to={to}
      params={{ orderId: id }}
    >
      {t('ecommerce.receipt.open')}
    </ButtonLink>
  );
}
