import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Presence } from '@/components/presence/presence';
import { IconCash, IconDownload, IconPencil, IconPrinter, IconSend } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/navigation/links';
import { Can } from '@/lib/ability/can';
import { useInvoice } from '../api/get-invoice';
import { AddPaymentDrawer, SendInvoiceDrawer } from '../components/invoice-drawers';
import { InvoiceColumns } from '../components/invoice-columns';
import { InvoiceDocument } from '../components/invoice-document';
import { useDownloadInvoice } from '../components/use-download-invoice';
import { formatDay, formatMoney } from '@/lib/i18n/formats';
import classes from '../components/invoice-print.module.css';

const route = getRouteApi('/_authenticated/apps/invoices/preview/$invoiceId');

/** One invoice as a document, with what can be done to it beside (hidden when printing). */
export function InvoicePreviewPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { invoiceId } = route.useParams();
  const invoice = useInvoice(invoiceId);
  const download = useDownloadInvoice();
  const [drawer, setDrawer] = useState<'send' | 'payment' | null>(null);
  const close = () => setDrawer(null);
  return (
    <div className={classes.printRoot}>
      <Title order={1} className="visually-hidden">
        {t('invoices.preview.title', { id: invoice.id })}
      </Title>
      <InvoiceColumns
        main={<InvoiceDocument invoice={invoice} />}
        mainClassName={classes.documentColumn}
        asideClassName={classes.noPrint}
        aside={
          <Stack gap="lg">
            <Paper
              p="lg"
              shadow="xs"
              component="section"
              aria-label={t('invoices.preview.actions')}
            >
              <Stack gap="sm">
                <Presence resource="invoice" id={invoice.id} />
                <Can I="update" a="Invoice">
                  <Button
                    fullWidth
                    leftSection={<IconSend size={16} aria-hidden />}
                    onClick={() => setDrawer('send')}
                  >
                    {t('invoices.actions.send')}
                  </Button>
                </Can>
                <Button
                  fullWidth
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => download(invoice)}
                >
                  {t('invoices.actions.download')}
                </Button>
                <Button
                  fullWidth
                  variant="default"
                  leftSection={<IconPrinter size={16} aria-hidden />}
                  onClick={() => window.print()}
                >
                  {t('invoices.actions.print')}
                </Button>
                <Can I="update" a="Invoice">
                  <ButtonLink
                    fullWidth
                    variant="default"
                    leftSection={<IconPencil size={16} aria-hidden />}
                    to="/apps/invoices/edit/$invoiceId"
                    params={{ invoiceId: invoice.id }}
                  >
                    {t('invoices.actions.edit')}
                  </ButtonLink>
                  <Button
                    fullWidth
                    color="green"
                    leftSection={<IconCash size={16} aria-hidden />}
                    disabled={invoice.balance === 0}
                    onClick={() => setDrawer('payment')}
                  >
                    {t('invoices.actions.addPayment')}
                  </Button>
                </Can>
              </Stack>
            </Paper>
            <Paper p="lg" shadow="xs" component="section" aria-labelledby="invoice-payments">
              <Title order={2} fz="h5" id="invoice-payments" mb="sm">
                {t('invoices.preview.payments')}
              </Title>
              {invoice.payments.length === 0 ? (
                <Text fz="sm" c="dimmed">
                  {t('invoices.preview.noPayments')}
                </Text>
              ) : (
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {invoice.payments.map((payment) => (
                    <li key={payment.id}>
                      <Text fz="sm" fw={500}>
                        {formatMoney(payment.amount, language, { currency: invoice.currency })}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {formatDay(payment.date, language)} ·{' '}
                        {t(`invoices.paymentMethods.${payment.method}`)}
                      </Text>
                      {payment.note ? (
                        <Text fz="xs" dir="auto">
                          {payment.note}
                        </Text>
                      ) : null}
                    </li>
                  ))}
                </Stack>
              )}
            </Paper>
          </Stack>
        }
      />
      <SendInvoiceDrawer invoice={invoice} opened={drawer === 'send'} onClose={close} />
      <AddPaymentDrawer invoice={invoice} opened={drawer === 'payment'} onClose={close} />
    </div>
  );
}
