import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useAfterPause } from '@/components/forms/use-after-pause';
import { SEARCH_DEBOUNCE_MS } from '@/components/forms/search-input';
import { getJson } from '@/lib/http/request';
import { bookmarkKeys } from './bookmark-keys';
import { recordSearchAnswerSchema, type RecordSearchAnswer } from './record-search-schemas';

/** Records matching `q`, grouped by kind, under the caller's rules (`GET /api/search`). */
export async function searchRecords(
  q: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RecordSearchAnswer> {
  return getJson('api/search', recordSearchAnswerSchema, { searchParams: { q }, signal });
}

export const recordSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: bookmarkKeys.records(q),
    queryFn: ({ signal }) => searchRecords(q, { signal }),
    staleTime: 30_000,
  });

/** Words shorter than this find too much to help: the search waits for the second letter. */
const MIN_LENGTH = 2;

/**
 * The records the navbar search shows under its pages: asked once typing pauses (a burst is one
 * request; a replaced one is aborted), the previous answer kept on screen meanwhile.
 */
export function useRecordSearch(value: string) {
  const [q, setQ] = useState('');
  const pause = useAfterPause(setQ, SEARCH_DEBOUNCE_MS);
  const wanted = value.trim().length >= MIN_LENGTH ? value.trim() : '';
  const { schedule } = pause;
  useEffect(() => {
    if (wanted !== '') schedule(wanted);
  }, [wanted, schedule]);
  const query = useQuery({
    ...recordSearchQueryOptions(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  return {
    groups: wanted === '' ? [] : (query.data?.groups ?? []),
    pending: wanted !== '' && (wanted !== q || query.isFetching),
  };
}
