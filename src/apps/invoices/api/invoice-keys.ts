import { resourceKeys } from '@/lib/http/resource-keys';
import type { InvoicesSearch } from '../invoices-search';

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (search: InvoicesSearch) => [...invoiceKeys.lists(), search] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: number) => [...invoiceKeys.details(), id] as const,
  clients: () => [...invoiceKeys.all, 'clients'] as const,
  nextId: () => [...invoiceKeys.all, 'next-id'] as const,
};

/** Every invoice write changes the lists, the detail and the dashboard's invoice figures. */
export const invoiceWriteInvalidates = [invoiceKeys.all, resourceKeys.dashboard];
