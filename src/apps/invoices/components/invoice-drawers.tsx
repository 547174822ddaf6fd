import { lazy, Suspense } from 'react';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '@/components/overlays/side-drawer';
import type { Invoice } from '../api/invoice-schemas';

// The forms and their validation load on the first opening, not with the preview.
const SendInvoiceForm = lazy(() =>
  import('./send-invoice-form').then((module) => ({ default: module.SendInvoiceForm })),
);
const AddPaymentForm = lazy(() =>
  import('./add-payment-form').then((module) => ({ default: module.AddPaymentForm })),
);

type DrawerProps = { invoice: Invoice; opened: boolean; onClose: () => void };

/** Send: to, subject and message; the invoice is then Sent. From the end side (RTL mirrors). */
export function SendInvoiceDrawer({ invoice, opened, onClose }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      title={t('invoices.send.title')}
      closeLabel={t('common.actions.close')}
    >
      <Suspense fallback={<FieldsSkeleton count={4} />}>
        <SendInvoiceForm invoice={invoice} onDone={onClose} />
      </Suspense>
    </SideDrawer>
  );
}

/** Add payment: amount (at most the balance), date, method and note. */
export function AddPaymentDrawer({ invoice, opened, onClose }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      title={t('invoices.payment.title')}
      closeLabel={t('common.actions.close')}
    >
      <Suspense fallback={<FieldsSkeleton count={4} />}>
        {/* A new form for each balance: the amount starts from what is left to pay. */}
        <AddPaymentForm key={invoice.balance} invoice={invoice} onDone={onClose} />
      </Suspense>
    </SideDrawer>
  );
}
