import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '@/components/lazy/lazy-with-preload';
import { FormDrawer } from '@/components/overlays/form-drawer';
import type { Invoice } from '../api/invoice-schemas';

// The forms and their validation are not in the preview's chunks (FormDrawer preloads them on
// idle, once the preview has painted).
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
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={t('invoices.send.title')}
      preloadForm={SendInvoiceForm.preload}
      fields={4}
    >
      <SendInvoiceForm invoice={invoice} onDone={onClose} />
    </FormDrawer>
  );
}

/** Add payment: amount (at most the balance), date, method and note. */
export function AddPaymentDrawer({ invoice, opened, onClose }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={t('invoices.payment.title')}
      preloadForm={AddPaymentForm.preload}
      fields={4}
    >
      {/* A payment made meanwhile shows in the form (its notice), the input kept. */}
      <AddPaymentForm invoice={invoice} onDone={onClose} />
    </FormDrawer>
  );
}
