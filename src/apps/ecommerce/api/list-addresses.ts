import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { ecommerceKeys } from './ecommerce-keys';
import { addressesSchema, type Addresses } from './order-schemas';

export async function listAddresses(signal?: AbortSignal): Promise<Addresses> {
  return addressesSchema.parse(await http.get('apps/ecommerce/addresses', { signal }).json());
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.addresses(),
    queryFn: ({ signal }) => listAddresses(signal),
  });

export const useAddresses = () => useQuery(addressesQueryOptions());
