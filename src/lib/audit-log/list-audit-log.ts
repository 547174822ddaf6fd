import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '@/lib/list/fetch-all-pages';
import { toSearchParams } from '@/lib/list/list-search';
import { listPages, useListQuery } from '@/lib/list/use-list-query';
import { getJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { auditLogPageSchema, type AuditEntry, type AuditLogPage } from './audit-log-schemas';
import type { AuditLogSearch } from './audit-log-search';

/**
 * `GET /api/audit-log`, read by the audit log's page and by a user's Activity tab (the users
 * app): shared, like the server's clock, because two apps read it. A query may ask for any page
 * size (the Activity tab's 20); the page's URL offers the table's.
 */
export type AuditLogQuery = Partial<Omit<AuditLogSearch, 'perPage'>> & {
  perPage?: number;
  /** The codes whose label holds `q` in the user's language (`withShownKeys`). */
  qKeys?: string;
};

export const auditLogKeys = {
  all: resourceKeys.auditLog,
  list: (search: AuditLogQuery) => [...resourceKeys.auditLog, 'list', search] as const,
};

export async function getAuditLog(
  search: AuditLogQuery,
  options: { allData?: boolean; signal?: AbortSignal } = {},
): Promise<AuditLogPage> {
  const searchParams = toSearchParams(search, options.allData ? { allData: 'true' } : {});
  return getJson('api/audit-log', auditLogPageSchema, { searchParams, signal: options.signal });
}

export const auditLogQueryOptions = (search: AuditLogQuery) =>
  queryOptions({
    queryKey: auditLogKeys.list(search),
    queryFn: ({ signal }) => getAuditLog(search, { signal }),
  });

/** One page of the log (the list idiom: `useListQuery`). */
export function useAuditLog(search: AuditLogQuery) {
  return useListQuery(auditLogQueryOptions(search), listPages(auditLogQueryOptions, search));
}

/** Every entry matching the search and filters, in the list's order (the CSV export). */
export async function getAllMatchingAuditEntries(search: AuditLogQuery): Promise<AuditEntry[]> {
  const answer = await getAuditLog({ ...search, page: 1 }, { allData: true });
  if (answer.allData) return answer.allData;
  const perPage = 100;
  return fetchAllPages(async (page) => {
    const { entries, total } = await getAuditLog({ ...search, page, perPage });
    return { rows: entries, total };
  }, perPage);
}
