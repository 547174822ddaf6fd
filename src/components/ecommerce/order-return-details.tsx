import type { ReactNode } from 'react';
import { Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, formatMoney } from '@/lib/i18n/formats';
import type { OrderReturn, ReturnStatus } from '@/lib/ecommerce/order-returns';
import type { Order } from '@/lib/ecommerce/order-schemas';

const statusColors: ReadonlyMap<ReturnStatus, string> = new Map([
  ['requested', 'orange'],
  ['accepted', 'green'],
  ['refused', 'red'],
]);

/**
 * One return request as the buyer and the managers read it: its state, the items, the reason,
 * the buyer's comment, then the answer (the amount refunded or the reason for refusal). Names
 * and comments are user data: isolated (`bdi`) and rendered as text.
 */
export function OrderReturnDetails({
  order,
  request,
}: {
  order: Pick<Order, 'lines'>;
  request: OrderReturn;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const date = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          {t('ecommerce.returns.requestedOn', { date: date.format(new Date(request.requestedAt)) })}
        </Text>
        <Badge variant="light" color={statusColors.get(request.status)}>
          {t(`ecommerce.returns.statuses.${request.status}`)}
        </Badge>
      </Group>
      {/* A plain list: Mantine's List would be one more stylesheet for two pages. */}
      <ul style={{ margin: 0, paddingInlineStart: 'var(--mantine-spacing-lg)' }}>
        {request.lines.map(({ line, qty }) => (
          <Text component="li" fz="sm" key={line}>
            {qty} × <bdi>{order.lines[line]?.name ?? ''}</bdi>
          </Text>
        ))}
      </ul>
      <Text fz="sm">
        {t('ecommerce.returns.reasonLine', {
          reason: t(`ecommerce.returns.reasons.${request.reason}`),
        })}
      </Text>
      {request.comment === null ? null : (
        <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          <bdi>{request.comment}</bdi>
        </Text>
      )}
      {request.decidedAt === null ? null : (
        <Text fz="xs" c="dimmed">
          {t('ecommerce.returns.decidedOn', { date: date.format(new Date(request.decidedAt)) })}
        </Text>
      )}
      {request.amount === null ? null : (
        <Text fz="sm" fw={600}>
          {t('ecommerce.returns.refundedAmount', {
            amount: formatMoney(request.amount, language),
          })}
        </Text>
      )}
      {request.refusal === null ? null : (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('ecommerce.returns.refusalLabel')} <bdi>{request.refusal}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/**
 * Every request of the order, newest first, divided; `underNewest` (a manager's answers to the
 * open one, which is always the newest) right under the first.
 */
export function OrderReturnsList({
  order,
  underNewest = null,
}: {
  order: Pick<Order, 'lines' | 'returns'>;
  underNewest?: ReactNode;
}) {
  return order.returns.toReversed().map((request, index) => (
    // Requests only accumulate: the newest-first position is their identity.
    // oxlint-disable-next-line react/no-array-index-key
    <div key={order.returns.length - index}>
      {index > 0 ? <Divider mb="sm" /> : null}
      <OrderReturnDetails order={order} request={request} />
      {index === 0 ? underNewest : null}
    </div>
  ));
}
