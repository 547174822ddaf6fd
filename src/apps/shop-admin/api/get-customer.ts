import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { customerDetailSchema, type CustomerDetail } from './customer-schemas';
import { ecommerceKeys } from '@/lib/ecommerce/ecommerce-keys';

export async function getCustomer(id: number, signal?: AbortSignal): Promise<CustomerDetail> {
  return getJson(`apps/ecommerce/customers/${id}`, customerDetailSchema, { signal });
}

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ecommerceKeys.customer(id),
    queryFn: ({ signal }) => getCustomer(id, signal),
  });

export const useCustomer = (id: number) => useSuspenseQuery(customerQueryOptions(id));
