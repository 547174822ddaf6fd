/** Who sells in the shop: the demo business, named on receipts (the same in every language). */
export const shopSeller = {
  name: 'Admin Dashboard Shop',
  address: ['Office 149, 450 South Brand Brooklyn', 'San Diego County, CA 91905, USA'],
  email: 'shop@admin-dashboard.example',
} as const;
