import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/lib/ability/can';
import type { Invoice } from '../api/invoice-schemas';
import { useMarkDownloaded } from '../api/mark-invoice-downloaded';

/**
 * Saves the invoice as an HTML file (its builder loads on first use); a draft then becomes Downloaded (for a user who may update
 * invoices: a reader only gets the file).
 */
export function useDownloadInvoice() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const canUpdate = useAbility().can('update', 'Invoice');
  const { mutate } = useMarkDownloaded();
  return useCallback(
    (invoice: Invoice) => {
      // The document builder loads on the first download, not with the list.
      void import('./invoice-download').then(({ downloadInvoice }) =>
        downloadInvoice(invoice, t, language),
      );
      if (canUpdate && invoice.status === 'Draft') mutate(invoice.id);
    },
    [t, language, canUpdate, mutate],
  );
}
