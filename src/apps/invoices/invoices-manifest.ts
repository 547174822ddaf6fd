import type { AppManifest } from '@/components/layout/nav-types';

export const invoicesManifest: AppManifest = {
  id: 'invoices',
  path: '/apps/invoices',
  titleKey: 'nav.invoices',
  icon: 'IconFileDollar',
  group: 'apps',
  subject: 'Invoice',
  feature: 'invoices',
  operations: [
    'listInvoices',
    'getInvoice',
    'listInvoiceClients',
    'getNextInvoiceId',
    'addInvoice',
    'updateInvoice',
    'sendInvoice',
    'markInvoiceDownloaded',
    'addInvoicePayment',
    'deleteInvoices',
    'getServerClock',
  ],
};
