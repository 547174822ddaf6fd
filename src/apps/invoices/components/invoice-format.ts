import type { MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '../api/invoice-values';

export const statusColors: Record<InvoiceStatus, MantineColor> = {
  Paid: 'green',
  Draft: 'gray',
  'Partial Payment': 'yellow',
  Downloaded: 'cyan',
  Sent: 'blue',
  'Past Due': 'red',
};

const statusKeys: Record<InvoiceStatus, string> = {
  Paid: 'invoices.status.paid',
  Draft: 'invoices.status.draft',
  'Partial Payment': 'invoices.status.partialPayment',
  Downloaded: 'invoices.status.downloaded',
  Sent: 'invoices.status.sent',
  'Past Due': 'invoices.status.pastDue',
};

/** The i18n key of a status's label (the contract's values have spaces and capitals). */
export const statusKey = (status: InvoiceStatus) => statusKeys[status];
