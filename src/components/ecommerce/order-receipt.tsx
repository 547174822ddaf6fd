import type { ReactNode } from 'react';
import {
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/ecommerce/order-schemas';
import { cents } from '@/lib/ecommerce/money';
import { shopSeller } from '@/lib/ecommerce/shop-seller';
import { formatDay, formatMoney, formatNumber, formatTime } from '@/lib/i18n/formats';
import { TableScroll } from '@/components/data-table/table-scroll';
import { AddressText } from './order-address';
import { PaymentText } from './order-cards';
import { TotalsRows } from './totals-rows';
import classes from './order-receipt.module.css';

type ReceiptProps = {
  order: Order;
  /** The buyer as the managers see them (name and email); the buyer's own page has the address. */
  customer?: { fullName: string; email: string };
  /** The way back to the order, beside the Print button (not printed). */
  back: ReactNode;
};

/**
 * An order's receipt, to print: the seller, the buyer, the order's number and date (the server's,
 * in the user's language, UTC as every screen), the lines, the figures, the payment and what was
 * refunded. Printing shows the receipt alone (order-receipt.module.css).
 */
export function OrderReceipt({ order, customer, back }: ReceiptProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (amount: number) => formatMoney(amount, language);
  const refunds = order.timeline.filter((entry) => entry.event === 'refund');
  return (
    <Stack gap="md" className={classes.receipt}>
      <Group justify="space-between" className={classes.noPrint}>
        {back}
        {/* No printer icon: shared with the invoice's page, it would join the shell. */}
        <Button onClick={() => window.print()}>{t('ecommerce.receipt.print')}</Button>
      </Group>
      <Paper
        withBorder
        p="xl"
        component="article"
        aria-labelledby="receipt-title"
        className={classes.document}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={0}>
              <Text fw={700} fz="lg">
                {shopSeller.name}
              </Text>
              {shopSeller.address.map((line) => (
                <Text fz="sm" key={line}>
                  {line}
                </Text>
              ))}
              <Text fz="sm">
                <bdi>{shopSeller.email}</bdi>
              </Text>
            </Stack>
            <Stack gap={2}>
              <Title order={1} id="receipt-title">
                {t('ecommerce.receipt.title')}
              </Title>
              <Text fw={600}>{t('ecommerce.orders.title', { number: order.number })}</Text>
              <Text fz="sm">
                {t('ecommerce.receipt.date', {
                  date: formatDay(order.createdAt, language),
                  time: formatTime(order.createdAt, language),
                })}
              </Text>
              <Text fz="sm">
                {t('ecommerce.orders.fields.status')}
                {t('common.labelSeparator')}
                {t(`ecommerce.orders.status.${order.status}`)}
              </Text>
            </Stack>
          </Group>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={4} component="section" aria-labelledby="receipt-buyer">
              <Title order={2} fz="h5" id="receipt-buyer">
                {t('ecommerce.receipt.buyer')}
              </Title>
              {customer ? (
                <Text fz="sm">
                  <bdi>{customer.fullName}</bdi> · <bdi>{customer.email}</bdi>
                </Text>
              ) : null}
              <AddressText address={order.address} />
            </Stack>
            <Stack gap={4} component="section" aria-labelledby="receipt-payment">
              <Title order={2} fz="h5" id="receipt-payment">
                {t('ecommerce.checkout.payment')}
              </Title>
              <PaymentText payment={order.payment} />
              {order.discountCode ? (
                <Text fz="sm">
                  {t('ecommerce.receipt.discountCode')}
                  {t('common.labelSeparator')}
                  <bdi>{order.discountCode}</bdi>
                </Text>
              ) : null}
            </Stack>
          </SimpleGrid>
          <TableScroll minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ecommerce.receipt.item')}</Table.Th>
                  <Table.Th className={classes.amount}>{t('ecommerce.receipt.qty')}</Table.Th>
                  <Table.Th className={classes.amount}>{t('ecommerce.receipt.price')}</Table.Th>
                  <Table.Th className={classes.amount}>{t('ecommerce.receipt.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.lines.map((line) => (
                  <Table.Tr key={line.productId}>
                    <Table.Td>
                      <Text fz="sm" dir="auto">
                        {line.name}
                      </Text>
                      {line.color ? (
                        <Text fz="xs" c="dimmed">
                          {t(`ecommerce.colors.${line.color}`)}
                        </Text>
                      ) : null}
                      {line.refundedQty > 0 ? (
                        <Text fz="xs" c="red" fw={600}>
                          {t('ecommerce.orders.lineRefunded', {
                            count: line.refundedQty,
                            qty: formatNumber(line.refundedQty, language),
                          })}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td className={classes.amount}>
                      {formatNumber(line.qty, language)}
                    </Table.Td>
                    <Table.Td className={classes.amount}>{money(line.price)}</Table.Td>
                    <Table.Td className={classes.amount}>{money(line.lineTotal)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Stack gap={6} ms={{ sm: 'auto' }} w={{ base: '100%', sm: 320 }}>
            <TotalsRows totals={order} />
          </Stack>
          {refunds.length > 0 ? (
            <Stack gap={4} component="section" aria-labelledby="receipt-refunds">
              <Title order={2} fz="h5" id="receipt-refunds">
                {t('ecommerce.receipt.refunds')}
              </Title>
              {refunds.map((entry, index) => (
                // The timeline only grows: a refund's place is its identity.
                // oxlint-disable-next-line react/no-array-index-key
                <Group key={index} justify="space-between">
                  <Text fz="sm">{formatDay(entry.at, language)}</Text>
                  <Text fz="sm">{`−${money(entry.amount ?? 0)}`}</Text>
                </Group>
              ))}
              <Group justify="space-between">
                <Text fw={700}>{t('ecommerce.receipt.kept')}</Text>
                <Text fw={700}>{money(cents(Math.max(0, order.total - order.refunded)))}</Text>
              </Group>
            </Stack>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
