/** Who issues the invoices: the demo business (the brand's name is the same in every language). */
export const invoiceSeller = {
  name: 'Admin Dashboard',
  address: ['Office 149, 450 South Brand Brooklyn', 'San Diego County, CA 91905, USA'],
  contact: '+1 (123) 456 7891',
  email: 'billing@admin-dashboard.example',
} as const;
