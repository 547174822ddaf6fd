import { Anchor, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { carrierName, trackingUrl, type Carrier } from '@/lib/ecommerce/carriers';

/**
 * "Tracking number" and the number: with its carrier, a link to the carrier's tracking page (built
 * from the carrier's fixed template and the encoded number only) that opens in a new tab and says
 * so. The number is user data: isolated (`bdi`) and rendered as text.
 */
export function TrackingNumber({
  trackingNumber,
  carrier,
}: {
  trackingNumber: string;
  carrier: Carrier | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Text fz="sm">
      {t('ecommerce.orders.fields.trackingNumber')}{' '}
      {carrier ? (
        <Anchor
          href={trackingUrl(carrier, trackingNumber)}
          target="_blank"
          rel="noopener noreferrer"
          fz="sm"
        >
          <bdi>{carrierName(carrier)}</bdi> <bdi>{trackingNumber}</bdi>{' '}
          <span className="visually-hidden">{t('ecommerce.orders.trackingNewTab')}</span>
          <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
        </Anchor>
      ) : (
        <bdi>{trackingNumber}</bdi>
      )}
    </Text>
  );
}
