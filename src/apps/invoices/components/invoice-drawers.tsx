import { Suspense } from 'react';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { loadOverlays } from '@/components/overlays/load-overlays';
import { FieldsSkeleton } from '@/components/forms/fields-skeleton';
import { useTranslation } from 'react-i18next';
import { SideDrawer } from '@/components/overlays/side-drawer';
import type { Invoice } from '../api/invoice-schemas';

// The forms and their validation are not in the preview's chunks: they load, with the overlays'
// chunk, once the preview has painted and the browser is idle, so a first opening shows the form.
const SendInvoiceForm = lazyWithPreload(
  () => import('./send-invoice-form'),
  (module) => module.SendInvoiceForm,
);
const AddPaymentForm = lazyWithPreload(
  () => import('./add-payment-form'),
  (module) => module.AddPaymentForm,
);

type DrawerProps = { invoice: Invoice; opened: boolean; onClose: () => void };

/** Send: to, subject and message; the invoice is then Sent. From the end side (RTL mirrors). */
export function SendInvoiceDrawer({ invoice, opened, onClose }: DrawerProps) {
  const { t } = useTranslation();
  useIdlePreload(true, loadOverlays, SendInvoiceForm.preload);
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
  useIdlePreload(true, loadOverlays, AddPaymentForm.preload);
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
