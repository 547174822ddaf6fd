import { lazy, Suspense } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/overlays/modal';
import type { Invoice } from '../api/invoice-schemas';

// The forms and their validation load on the first opening, not with the preview.
const SendInvoiceForm = lazy(() =>
  import('./send-invoice-form').then((module) => ({ default: module.SendInvoiceForm })),
);
const AddPaymentForm = lazy(() =>
  import('./add-payment-form').then((module) => ({ default: module.AddPaymentForm })),
);

function FormPlaceholder() {
  return (
    <Stack gap="md" aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} h={56} />
      ))}
    </Stack>
  );
}

type DrawerProps = { invoice: Invoice; opened: boolean; onClose: () => void };

/** Send: to, subject and message; the invoice is then Sent. From the end side (RTL mirrors). */
export function SendInvoiceDrawer({ invoice, opened, onClose }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('invoices.send.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Suspense fallback={<FormPlaceholder />}>
        <SendInvoiceForm invoice={invoice} onDone={onClose} />
      </Suspense>
    </Drawer>
  );
}

/** Add payment: amount (at most the balance), date, method and note. */
export function AddPaymentDrawer({ invoice, opened, onClose }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('invoices.payment.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Suspense fallback={<FormPlaceholder />}>
        {/* A new form for each balance: the amount starts from what is left to pay. */}
        <AddPaymentForm key={invoice.balance} invoice={invoice} onDone={onClose} />
      </Suspense>
    </Drawer>
  );
}
