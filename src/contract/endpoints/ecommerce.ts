// Relative imports with `.ts`: see ../endpoint.ts.
import type { Endpoint, EndpointGroup } from '../endpoint.ts';

export const ecommerceApi = {} as const satisfies Record<string, Endpoint>;

export const ecommerceGroup: EndpointGroup = {
  tag: 'E-commerce',
  description: 'The shop: products, cart, wishlist, checkout, orders, the shop’s dashboard.',
  endpoints: Object.values(ecommerceApi),
};
