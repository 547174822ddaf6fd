import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Carrier } from '@/lib/ecommerce/carriers';
import { carrierName, trackingUrl } from '@/lib/ecommerce/carrier-pages';

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
          {/* An arrow, not an icon: an icon two pages show would join the shell every page loads. */}
          <span aria-hidden>↗</span>
        </Anchor>
      ) : (
        <bdi>{trackingNumber}</bdi>
      )}
    </Text>
  );
}
