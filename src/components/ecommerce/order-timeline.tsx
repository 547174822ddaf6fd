import { Text, Timeline } from '@mantine/core';
import {
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconReceiptRefund,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatMoney } from '@/lib/i18n/formats';
import type { OrderTimelineEntry } from '@/lib/ecommerce/order-schemas';
import { TrackingNumber } from './tracking-number';

const eventIcons: ReadonlyMap<OrderTimelineEntry['event'], ReactNode> = new Map([
  ['placed', <IconShoppingCart key="placed" size={14} aria-hidden />],
  ['pay', <IconCash key="pay" size={14} aria-hidden />],
  ['ship', <IconTruckDelivery key="ship" size={14} aria-hidden />],
  ['deliver', <IconCircleCheck key="deliver" size={14} aria-hidden />],
  ['cancel', <IconCircleX key="cancel" size={14} aria-hidden />],
  ['refund', <IconReceiptRefund key="refund" size={14} aria-hidden />],
  // The refund's icon: an icon of its own on both order pages would join every page's shell.
  ['requestReturn', <IconReceiptRefund key="requestReturn" size={14} aria-hidden />],
  ['acceptReturn', <IconReceiptRefund key="acceptReturn" size={14} aria-hidden />],
  ['refuseReturn', <IconCircleX key="refuseReturn" size={14} aria-hidden />],
]);

/**
 * An order's life, oldest step first: what happened, the tracking number or the amount, who and
 * when. The buyer's page and the managers' show the same. Names and tracking numbers are user
 * data: isolated (`bdi`) and rendered as text.
 */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const date = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Timeline active={entries.length - 1} bulletSize={24} lineWidth={2}>
      {entries.map((entry, index) => (
        <Timeline.Item
          // The timeline only grows: an entry's place is its identity.
          // oxlint-disable-next-line react/no-array-index-key
          key={index}
          bullet={eventIcons.get(entry.event)}
          title={t(`ecommerce.orders.timeline.${entry.event}`)}
        >
          {entry.trackingNumber ? (
            <TrackingNumber trackingNumber={entry.trackingNumber} carrier={entry.carrier} />
          ) : null}
          {entry.amount === null ? null : (
            <Text fz="sm">{formatMoney(entry.amount, language)}</Text>
          )}
          <Text fz="xs" c="dimmed">
            <bdi>{entry.by.fullName}</bdi> · {date.format(new Date(entry.at))}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
