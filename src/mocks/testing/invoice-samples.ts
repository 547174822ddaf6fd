import type { InvoiceForm } from '../../apps/invoices/api/invoice-schemas.ts';

/**
 * A complete add-invoice body (`POST /apps/invoice/add`), for the handler's vitest and QA's
 * `createInvoice`: 3 × 120.50 + 7 × 19.99 = 501.43, less 50, plus 20 % tax = 541.72.
 */
export const sampleInvoiceForm: InvoiceForm = {
  client: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines Ltd',
    email: 'ada@engines.example',
    address: '12 St James Square, London',
    country: 'United Kingdom',
    contact: '+44 20 7946 0958',
  },
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  items: [
    { name: 'Consulting', description: 'Hours', cost: 120.5, qty: 3 },
    { name: 'Licence', description: 'Per seat', cost: 19.99, qty: 7 },
  ],
  discount: 50,
  taxRate: 20,
  note: 'Thank you for your business.',
};
