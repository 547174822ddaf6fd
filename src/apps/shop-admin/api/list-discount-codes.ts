import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import type { DiscountsSearch } from '../discounts-search';
import { discountCodesPageSchema, type DiscountCodesPage } from './discount-schemas';
import { shopAdminKeys } from './shop-admin-keys';

export async function listDiscountCodes(
  search: DiscountsSearch,
  options: { signal?: AbortSignal } = {},
): Promise<DiscountCodesPage> {
  return getJson('apps/ecommerce/discounts', discountCodesPageSchema, {
    searchParams: toSearchParams(search),
    signal: options.signal,
  });
}

export const discountCodesQueryOptions = (search: DiscountsSearch) =>
  queryOptions({
    queryKey: shopAdminKeys.discountList(search),
    queryFn: ({ signal }) => listDiscountCodes(search, { signal }),
  });

/** One page of the shop's discount codes (the list idiom: `useListQuery`). */
export function useDiscountCodes(search: DiscountsSearch) {
  return useListQuery(
    discountCodesQueryOptions(search),
    listPages(discountCodesQueryOptions, search),
  );
}
