import type { ReactNode } from 'react';
import {
  Badge,
  Box,
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
import { TableScroll } from '@/components/data-table/table-scroll';
import { LogoMark } from '@/components/layout/logo-mark';
import type { Invoice } from '../api/invoice-schemas';
import { invoiceTotals } from '../api/invoice-totals';
import { invoiceSeller } from '../invoice-seller';
import { statusColors, statusKey } from './invoice-format';
import { formatDay, formatMoney } from '@/lib/i18n/formats';
import classes from './invoice-print.module.css';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A label and its value on one line, joined by the language's separator. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Text fz="sm">
      <Text span c="dimmed" fz="sm">
        {label}
        {t('common.labelSeparator')}
      </Text>
      <Text span fw={500} fz="sm">
        {children}
      </Text>
    </Text>
  );
}

/**
 * The invoice as a document: seller, number and dates, client, items, subtotal, discount, tax,
 * total, balance and note. The client's details and the items are text, never markup.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const money = (amount: number) => formatMoney(amount, language, { currency: invoice.currency });
  const totals = invoiceTotals(invoice.items, invoice.discount, invoice.taxRate);
  const { client } = invoice;
  return (
    <Paper
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      className={classes.document}
      component="article"
      aria-labelledby="invoice-title"
    >
      <Group justify="space-between" align="flex-start" gap="lg">
        <Stack gap={4}>
          <Group gap="xs" mb={4}>
            <LogoMark size={32} />
            <Text fw={700} fz="lg">
              {invoiceSeller.name}
            </Text>
          </Group>
          {invoiceSeller.address.map((line) => (
            <Text key={line} fz="sm" c="dimmed">
              {line}
            </Text>
          ))}
          <Text fz="sm" c="dimmed">
            <bdi>{invoiceSeller.contact}</bdi>
          </Text>
          <Text fz="sm" c="dimmed">
            {invoiceSeller.email}
          </Text>
        </Stack>
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} fz="h3" id="invoice-title">
              {t('invoices.preview.number', { id: invoice.id })}
            </Title>
            <Badge variant="light" color={statusColors[invoice.status]}>
              {t(statusKey(invoice.status))}
            </Badge>
          </Group>
          <Labelled label={t('invoices.fields.issuedDate')}>
            {formatDay(invoice.issuedDate, language)}
          </Labelled>
          <Labelled label={t('invoices.fields.dueDate')}>
            {formatDay(invoice.dueDate, language)}
          </Labelled>
        </Stack>
      </Group>
      <Divider my="lg" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={2}>
          <Title order={3} fz="h6" mb={4}>
            {t('invoices.preview.billTo')}
          </Title>
          <Text fw={500} dir="auto">
            {client.name}
          </Text>
          <Text fz="sm" dir="auto">
            {client.company}
          </Text>
          <Text fz="sm" dir="auto">
            {client.address}
          </Text>
          <Text fz="sm" dir="auto">
            {client.country}
          </Text>
          <Text fz="sm">
            <bdi>{client.contact}</bdi>
          </Text>
          <Text fz="sm">{client.email}</Text>
        </Stack>
        <Stack gap={2}>
          <Title order={3} fz="h6" mb={4}>
            {t('invoices.preview.paymentDetails')}
          </Title>
          <Labelled label={t('invoices.fields.total')}>{money(invoice.total)}</Labelled>
          <Labelled label={t('invoices.fields.balance')}>{money(invoice.balance)}</Labelled>
          <Labelled label={t('invoices.fields.currency')}>{invoice.currency}</Labelled>
        </Stack>
      </SimpleGrid>
      <Box mt="lg">
        <TableScroll minWidth={560}>
          <Table verticalSpacing="sm" striped={false}>
            <caption className="visually-hidden">{t('invoices.preview.itemsCaption')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.fields.item')}</Table.Th>
                <Table.Th>{t('invoices.fields.description')}</Table.Th>
                <Table.Th ta="end" style={nowrap}>
                  {t('invoices.fields.cost')}
                </Table.Th>
                <Table.Th ta="end" style={nowrap}>
                  {t('invoices.fields.qty')}
                </Table.Th>
                <Table.Th ta="end" style={nowrap}>
                  {t('invoices.fields.price')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.items.map((item, index) => (
                <Table.Tr key={index}>
                  <Table.Td fw={500} dir="auto">
                    {item.name}
                  </Table.Td>
                  <Table.Td c="dimmed" dir="auto">
                    {item.description}
                  </Table.Td>
                  <Table.Td ta="end" style={nowrap}>
                    {money(item.cost)}
                  </Table.Td>
                  <Table.Td ta="end" style={nowrap}>
                    {item.qty}
                  </Table.Td>
                  <Table.Td ta="end" style={nowrap}>
                    {money(invoiceTotals([item]).subtotal)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
      <Group justify="space-between" align="flex-start" mt="lg" gap="lg">
        <Stack gap={2} maw={420}>
          {invoice.note ? (
            <>
              <Title order={3} fz="h6">
                {t('invoices.fields.note')}
              </Title>
              <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                {invoice.note}
              </Text>
            </>
          ) : null}
        </Stack>
        <InvoiceTotalsList
          rows={[
            [t('invoices.fields.subtotal'), money(totals.subtotal)],
            [t('invoices.fields.discount'), money(totals.discount)],
            [t('invoices.fields.tax', { rate: invoice.taxRate }), money(totals.tax)],
            [t('invoices.fields.total'), money(invoice.total)],
          ]}
        />
      </Group>
    </Paper>
  );
}

/** Subtotal, discount, tax and total, the last one in bold. */
export function InvoiceTotalsList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl style={{ margin: 0, minWidth: 240 }}>
      {rows.map(([label, value], index) => {
        const last = index === rows.length - 1;
        return (
          <Group key={label} justify="space-between" gap="xl" py={4}>
            <Text component="dt" fz="sm" c={last ? undefined : 'dimmed'} fw={last ? 700 : 400}>
              {label}
            </Text>
            <Text component="dd" m={0} fz="sm" fw={last ? 700 : 500}>
              {value}
            </Text>
          </Group>
        );
      })}
    </dl>
  );
}
