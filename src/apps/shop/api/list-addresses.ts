import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';
import { addressesSchema, type Addresses } from '@/lib/ecommerce/order-schemas';

export async function listAddresses(signal?: AbortSignal): Promise<Addresses> {
  return getJson('apps/ecommerce/addresses', addressesSchema, { signal });
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: ecommerceKeys.addresses(),
    queryFn: ({ signal }) => listAddresses(signal),
  });

export const useAddresses = () => useQuery(addressesQueryOptions());
