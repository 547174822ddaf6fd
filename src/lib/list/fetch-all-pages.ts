export type PageOfRows<Row> = { rows: readonly Row[]; total: number };

/** Requests in flight at once, so an export of a big list does not flood the API. */
const CONCURRENCY = 4;

/**
 * Every row of a paged list, for an API that has no `allData`: the first page gives the total,
 * the other pages follow a few at a time and are put back in order.
 */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, perPage: number) => Promise<PageOfRows<Row>>,
  perPage = 100,
): Promise<Row[]> {
  const first = await fetchPage(1, perPage);
  const pageCount = Math.ceil(first.total / perPage);
  const pages: (readonly Row[])[] = [first.rows];
  for (let start = 2; start <= pageCount; start += CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(CONCURRENCY, pageCount - start + 1) },
      (_, index) => start + index,
    );
    const results = await Promise.all(batch.map((page) => fetchPage(page, perPage)));
    pages.push(...results.map((result) => result.rows));
  }
  return pages.flat();
}
