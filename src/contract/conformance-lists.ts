import type { ListBehaviour, ListFilter } from './endpoint';
import {
  describeAnswer,
  examplePath,
  operationName,
  pick,
  type Operation,
  type Probe,
} from './conformance-probe';

/**
 * The behaviour checks of every list the document describes (`x-list`), the same for each: pages
 * follow one another, every filter keeps only what matches and `total` counts exactly that, the
 * search finds a record by each field it names, each sort orders by its field both ways, and a
 * page past the end is empty. Read-only: they only list.
 */

interface Page {
  items: unknown[];
  total: number | undefined;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The docs' order: numbers by value, booleans false first, texts as people read them. */
function compare(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right);
  return collator.compare(String(left), String(right));
}

const isMissing = (value: unknown) => value === undefined || value === null;

const show = (value: unknown) => JSON.stringify(value);

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(texts);
  return [];
}

/** Whether a record's field passes a filter with `value`, as `ListFilterMatch` says. */
export function matchesFilter(field: unknown, match: ListFilter['match'], value: string): boolean {
  const lower = value.toLowerCase();
  switch (match) {
    case 'equals':
      return texts(field).some((text) => text === value);
    case 'any-case':
      return texts(field).some((text) => text.toLowerCase() === lower);
    case 'contains':
      return texts(field).some((text) => text.toLowerCase().includes(lower));
    case 'includes':
      return Array.isArray(field) && texts(field).includes(value);
    case 'from':
    case 'to': {
      if (isMissing(field)) return false;
      const bound =
        typeof field === 'number'
          ? compare(field, Number(value))
          : compare(String(field).slice(0, value.length), value);
      return match === 'from' ? bound >= 0 : bound <= 0;
    }
  }
}

/** Values to try a filter with: ones some records hold and others do not, from the records. */
function filterValues(filter: ListFilter, records: readonly unknown[]): string[] {
  const held = records.map((record) => pick(record, filter.field));
  if (filter.match === 'from' || filter.match === 'to') {
    const present = held.filter((value) => !isMissing(value)).toSorted(compare);
    const middle = present[Math.floor(present.length / 2)];
    if (middle === undefined) return [];
    const text = String(middle);
    // A day bounds an instant: the filter takes the day.
    return [/^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text];
  }
  const counts = new Map<string, number>();
  for (const value of held) {
    for (const text of new Set(texts(value))) counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  // Values that narrow the list (not held by every record), most common first: two of them; a
  // list whose records all hold the same value is tried with it.
  const common = [...counts].toSorted((left, right) => right[1] - left[1]);
  const narrowing = common.filter(([, count]) => count < records.length);
  return (narrowing.length > 0 ? narrowing : common).slice(0, 2).map(([value]) => value);
}

function withQuery(base: string, query: Record<string, string>): string {
  const params = new URLSearchParams(query);
  return params.size > 0 ? `${base}?${params}` : base;
}

export async function checkLists(probe: Probe, operations: readonly Operation[]): Promise<void> {
  for (const operation of operations) {
    const list = operation.operation['x-list'];
    if (operation.method !== 'get' || !list) continue;
    const base = examplePath(operation);
    if (base === null) continue;
    await checkList(probe, operation, list, base);
  }
}

async function checkList(
  probe: Probe,
  operation: Operation,
  list: ListBehaviour,
  base: string,
): Promise<void> {
  const endpoint = operationName(operation);
  const idField = list.id ?? 'id';
  const idOf = (record: unknown) => pick(record, idField);
  const size = list.paging ? { [list.paging.perPage]: String(list.paging.maxPerPage) } : {};

  /** One page of the list, or a problem in words. */
  const read = async (query: Record<string, string>): Promise<Page | string> => {
    const url = withQuery(base, { ...size, ...query });
    const answer = await probe.call('get', url);
    if (answer.status !== 200) return `${url} ${describeAnswer(answer)}`;
    const items = pick(answer.body, list.items);
    if (!Array.isArray(items)) return `${url}: no list at ${list.items || 'the answer'}`;
    const total = list.total === undefined ? undefined : pick(answer.body, list.total);
    if (list.total !== undefined && typeof total !== 'number') {
      return `${url}: no number at ${list.total}`;
    }
    return { items, total: typeof total === 'number' ? total : undefined };
  };

  /**
   * `total` must count what the pages hold: the whole of it when it fits one page, else the last
   * page holds the rest and the one after it nothing.
   */
  const countProblems = async (query: Record<string, string>, page: Page): Promise<string[]> => {
    if (!list.paging || page.total === undefined) return [];
    const { maxPerPage, page: pageParam } = list.paging;
    const label = new URLSearchParams(query).toString() || 'no filter';
    if (page.total <= maxPerPage) {
      return page.items.length === page.total
        ? []
        : [`${label}: total ${page.total}, but the page holds ${page.items.length}`];
    }
    const last = Math.ceil(page.total / maxPerPage);
    const lastPage = await read({ ...query, [pageParam]: String(last) });
    if (typeof lastPage === 'string') return [lastPage];
    const rest = page.total - (last - 1) * maxPerPage;
    return lastPage.items.length === rest
      ? []
      : [
          `${label}: total ${page.total}, but page ${last} holds ${lastPage.items.length}, not ${rest}`,
        ];
  };

  const all = await read({});
  if (typeof all === 'string') {
    probe.record(endpoint, 'lists', [all]);
    return;
  }
  if (list.total !== undefined) {
    probe.record(endpoint, 'lists: total counts the records', await countProblems({}, all));
  }
  const records = all.items;
  // A rule the data cannot show is not passed: the run says what to seed instead.
  const unseeded = (what: string) => [
    `the list holds no record ${what} (${records.length} in all): seed some, so this rule can be checked`,
  ];

  if (list.paging && list.total !== undefined) {
    const { page, perPage } = list.paging;
    // Two pages of two records, or of one where the list holds fewer than four.
    const pageSize = records.length >= 4 ? 2 : 1;
    const problems: string[] = records.length >= 2 ? [] : unseeded('but the first');
    for (const index of records.length >= 2 ? [0, 1] : []) {
      const got = await read({ [page]: String(index + 1), [perPage]: String(pageSize) });
      if (typeof got === 'string') {
        problems.push(got);
        continue;
      }
      const want = records.slice(index * pageSize, (index + 1) * pageSize).map(idOf);
      if (show(got.items.map(idOf)) !== show(want)) {
        problems.push(
          `page ${index + 1} of ${pageSize} a page holds ${show(got.items.map(idOf))}, not ${show(want)}`,
        );
      }
    }
    probe.record(endpoint, 'pages: page 2 holds the next records', problems);

    const beyond = Math.ceil((all.total ?? 0) / list.paging.maxPerPage) + 5;
    const past = await read({ [page]: String(beyond) });
    probe.record(
      endpoint,
      'pages: a page past the end is empty',
      typeof past === 'string'
        ? [past]
        : [
            ...(past.items.length > 0 ? [`page ${beyond} holds ${past.items.length} records`] : []),
            ...(past.total === all.total
              ? []
              : [`page ${beyond}: total ${past.total}, not ${all.total}`]),
          ],
    );
  }

  if (list.search) {
    const { param, fields } = list.search;
    for (const field of fields) {
      const record = records.find((candidate) => texts(pick(candidate, field)).some(Boolean));
      const value = record === undefined ? undefined : texts(pick(record, field)).find(Boolean);
      if (value === undefined) {
        probe.record(
          endpoint,
          `search: ${param} finds a record by ${field}`,
          unseeded(`with ${field}`),
        );
        continue;
      }
      const q = value.slice(0, 50).toUpperCase();
      const found = await read({ [param]: q });
      const problems: string[] = [];
      if (typeof found === 'string') problems.push(found);
      else {
        const fits =
          found.total === undefined || found.total <= (list.paging?.maxPerPage ?? Infinity);
        if (fits && !found.items.some((item) => show(idOf(item)) === show(idOf(record)))) {
          problems.push(`${param}=${q} does not find record ${show(idOf(record))}`);
        }
        const stray = found.items.find(
          (item) =>
            !fields.some((name) =>
              texts(pick(item, name)).some((text) => text.toLowerCase().includes(q.toLowerCase())),
            ),
        );
        if (stray !== undefined) {
          problems.push(
            `${param}=${q} answers record ${show(idOf(stray))}, which does not contain it`,
          );
        }
        problems.push(...(await countProblems({ [param]: q }, found)));
      }
      probe.record(endpoint, `search: ${param} finds a record by ${field}`, problems);
    }
  }

  for (const filter of list.filters ?? []) {
    const values = filterValues(filter, records);
    if (values.length === 0) {
      probe.record(
        endpoint,
        `filter: ${filter.param} keeps what matches (${filter.match}) and total counts it`,
        unseeded(`with ${filter.field}`),
      );
    }
    for (const value of values) {
      // An any-case filter is sent in another case than the records hold it.
      const sent =
        filter.match === 'any-case' || filter.match === 'contains' ? value.toUpperCase() : value;
      const query = { [filter.param]: sent };
      const got = await read(query);
      const problems: string[] = [];
      if (typeof got === 'string') problems.push(got);
      else {
        const stray = got.items.find(
          (item) => !matchesFilter(pick(item, filter.field), filter.match, sent),
        );
        if (stray !== undefined) {
          problems.push(
            `${filter.param}=${sent} answers record ${show(idOf(stray))}, whose ${filter.field} is ${show(pick(stray, filter.field))}`,
          );
        }
        problems.push(...(await countProblems(query, got)));
      }
      probe.record(
        endpoint,
        `filter: ${filter.param} keeps what matches (${filter.match}) and total counts it`,
        problems,
      );
    }
  }

  if (list.sort) {
    const { column, direction, fields } = list.sort;
    for (const [name, field] of Object.entries(fields)) {
      for (const order of ['asc', 'desc'] as const) {
        const got = await read({ [column]: name, [direction]: order });
        const problems: string[] = [];
        if (typeof got === 'string') problems.push(got);
        else {
          const values = got.items.map((item) => pick(item, field));
          const sign = order === 'asc' ? 1 : -1;
          for (let index = 1; index < values.length; index += 1) {
            const left = values[index - 1];
            const right = values[index];
            const wrong = isMissing(left)
              ? !isMissing(right)
              : !isMissing(right) && sign * compare(left, right) > 0;
            if (wrong) {
              problems.push(
                `records ${index} and ${index + 1} are out of order: ${show(left)} before ${show(right)}`,
              );
              break;
            }
          }
        }
        probe.record(endpoint, `sort: ${column}=${name} orders by ${field}, ${order}`, problems);
      }
    }
  }
}
