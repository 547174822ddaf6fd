// @vitest-environment node
import type { DataTablePage, DataTableRow } from '@/apps/data-tables/api/data-table-schemas';
import { dataTablePageSchema } from '@/apps/data-tables/api/data-table-schemas';
import { dataTableSortColumns } from '@/apps/data-tables/api/data-table-values';
import { apiDocument } from '@/contract/api-contract';
import { createContractCheck } from '@/contract/contract-check';
import { getDemoSession } from '@/mocks/db/sessions';
import { DATA_TABLE_ROW_COUNT, dataTableRows } from '@/mocks/seed/data-table-seed';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

let token = '';
// Each test: the mock's databases are reset after each, and a token outlives its sign-in nowhere.
beforeEach(async () => {
  token = (await signInAs('admin')).accessToken;
});

async function list(query: string) {
  const { status, body } = await callApi<DataTablePage>(`/api/datatables/data?${query}`, { token });
  expect(status).toBe(200);
  return dataTablePageSchema.parse(body);
}

async function all(query: string) {
  return (await list(`${query}&allData=true`)).allData;
}

const rows = dataTableRows();
const ids = (found: readonly DataTableRow[]) => found.map((row) => row.id);

describe('the data-table seed', () => {
  it('has 10,000 realistic rows, the same every time', () => {
    expect(rows).toHaveLength(DATA_TABLE_ROW_COUNT);
    expect(new Set(rows.map((row) => row.email)).size).toBe(DATA_TABLE_ROW_COUNT);
    for (const row of rows.slice(0, 200)) {
      expect(row.email).toMatch(/^[a-z0-9.]+@[a-z0-9.]+$/);
      expect(row.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(row.startDate <= '2026-11-01').toBe(true);
      expect(row.age).toBeGreaterThanOrEqual(21);
      expect(row.experience).toBeLessThanOrEqual(row.age - 20);
      expect(row.salary % 100).toBe(0);
    }
    expect(new Set(rows.map((row) => row.status)).size).toBe(5);
    expect(rows[0]).toMatchSnapshot();
    expect(Object.isFrozen(rows)).toBe(true);
  });
});

describe('GET /api/datatables/data', () => {
  it('pages the rows by id, allData only when asked, and past the end is empty', async () => {
    const first = await list('');
    expect(first.total).toBe(DATA_TABLE_ROW_COUNT);
    expect(ids(first.invoices)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(first.allData).toEqual([]);
    const last = await list('page=100&perPage=100');
    expect(ids(last.invoices)).toEqual(ids(rows.slice(9900)));
    expect((await list('page=101&perPage=100')).invoices).toEqual([]);
    // perPage is capped at 100; a bad page or size falls back to the defaults.
    expect((await list('perPage=5000')).invoices).toHaveLength(100);
    expect(ids((await list('page=abc&perPage=-3')).invoices)).toEqual(ids(first.invoices));
    expect(await all('')).toHaveLength(DATA_TABLE_ROW_COUNT);
  });

  it.each(dataTableSortColumns)('sorts on %s, both ways', async (column) => {
    const ascending = await all(`sortColumn=${column}&sort=asc`);
    const compare = (a: DataTableRow, b: DataTableRow) => {
      const x = a[column];
      const y = b[column];
      return typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'en', { sensitivity: 'base', numeric: true });
    };
    for (let index = 1; index < ascending.length; index += 1) {
      expect(
        compare(ascending[index - 1] as DataTableRow, ascending[index] as DataTableRow),
      ).toBeLessThanOrEqual(0);
    }
    const descending = await all(`sortColumn=${column}&sort=desc`);
    expect(ids(descending)).toEqual(ids(ascending).toReversed());
    const page = await list(`sortColumn=${column}&sort=desc&page=2&perPage=25`);
    expect(page.invoices).toEqual(descending.slice(25, 50));
  });

  it('searches name, email, post and city, case-insensitively', async () => {
    const target = rows[1234] as DataTableRow;
    const byEmail = await all(`q=${encodeURIComponent(target.email.toUpperCase())}`);
    expect(ids(byEmail)).toEqual([target.id]);
    const byCity = await all(`q=${encodeURIComponent(target.city)}`);
    expect(byCity.length).toBeGreaterThan(1);
    expect(
      byCity.every((row) =>
        [row.fullName, row.email, row.post, row.city].some((text) =>
          text.toLowerCase().includes(target.city.toLowerCase()),
        ),
      ),
    ).toBe(true);
    expect((await list('q=zzzz-no-match')).total).toBe(0);
  });

  it('filters each text column by its own value only', async () => {
    for (const [name, value] of [
      ['fullName', 'ann'],
      ['email', 'son@'],
      ['post', 'engineer'],
      ['city', 'par'],
    ] as const) {
      const found = await all(`${name}=${encodeURIComponent(value.toUpperCase())}`);
      const expected = rows.filter((row) => row[name].toLowerCase().includes(value));
      expect(found.length).toBeGreaterThan(0);
      expect(ids(found)).toEqual(ids(expected));
    }
  });

  it('filters by status, salary, age and start date ranges (both ends included)', async () => {
    expect(ids(await all('status=resigned'))).toEqual(
      ids(rows.filter((row) => row.status === 'resigned')),
    );
    expect((await list('status=unknown')).total).toBe(DATA_TABLE_ROW_COUNT);
    const salary = await all('salaryMin=100000&salaryMax=120000');
    expect(ids(salary)).toEqual(
      ids(rows.filter((row) => row.salary >= 100_000 && row.salary <= 120_000)),
    );
    const edge = rows[0] as DataTableRow;
    expect(ids(await all(`salaryMin=${edge.salary}&salaryMax=${edge.salary}`))).toContain(edge.id);
    expect(ids(await all('ageMin=30'))).toEqual(ids(rows.filter((row) => row.age >= 30)));
    expect(ids(await all('ageMax=25'))).toEqual(ids(rows.filter((row) => row.age <= 25)));
    const dates = await all('startDateFrom=2024-01-01&startDateTo=2024-12-31');
    expect(ids(dates)).toEqual(
      ids(rows.filter((row) => row.startDate >= '2024-01-01' && row.startDate <= '2024-12-31')),
    );
    expect(
      ids(await all(`startDateFrom=${edge.startDate}&startDateTo=${edge.startDate}`)),
    ).toContain(edge.id);
  });

  it('combines the search and every filter with AND', async () => {
    const query =
      'q=a&post=engineer&city=o&status=current&salaryMin=80000&ageMax=45&startDateFrom=2018-01-01&fullName=e&email=.';
    const found = await all(query);
    const expected = rows.filter(
      (row) =>
        [row.fullName, row.email, row.post, row.city].some((text) =>
          text.toLowerCase().includes('a'),
        ) &&
        row.post.toLowerCase().includes('engineer') &&
        row.city.toLowerCase().includes('o') &&
        row.status === 'current' &&
        row.salary >= 80_000 &&
        row.age <= 45 &&
        row.startDate >= '2018-01-01' &&
        row.fullName.toLowerCase().includes('e') &&
        row.email.includes('.'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(expected));
    expect((await list(query)).total).toBe(expected.length);
  });

  it('refuses bad ranges with 400 and field errors', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['salaryMin=abc', { salaryMin: ['validation.number'] }],
      ['salaryMin=-5', { salaryMin: ['validation.tooSmall'] }],
      ['ageMax=151', { ageMax: ['validation.tooBig'] }],
      ['salaryMin=5000&salaryMax=4000', { salaryMax: ['dataTables.validation.rangeOrder'] }],
      ['ageMin=50&ageMax=30', { ageMax: ['dataTables.validation.rangeOrder'] }],
      ['startDateFrom=2024-02-30', { startDateFrom: ['validation.date'] }],
      ['startDateTo=yesterday', { startDateTo: ['validation.date'] }],
      [
        'startDateFrom=2024-05-01&startDateTo=2024-04-01',
        { startDateTo: ['dataTables.validation.rangeOrder'] },
      ],
    ];
    for (const [query, errors] of cases) {
      expect(await callApi(`/api/datatables/data?${query}`, { token })).toEqual({
        status: 400,
        body: { message: 'validation.failed', errors },
      });
    }
    // Empty ends are no limit.
    expect((await list('salaryMin=&ageMax=')).total).toBe(DATA_TABLE_ROW_COUNT);
  });

  it('is for users who may read data tables: 401 without a token, 403 without the rule', async () => {
    expect((await callApi('/api/datatables/data')).status).toBe(401);
    const client = await signInAs('client');
    expect((await callApi('/api/datatables/data', { token: client.accessToken })).status).toBe(200);
    const { db } = getDemoSession();
    const clientRole = db.roles.find((role) => role.name === 'client');
    if (!clientRole) throw new Error('no client role');
    const saved = clientRole.rules;
    clientRole.rules = [{ action: 'read', subject: 'Todo' }];
    try {
      const refused = await callApi<{ message: string }>('/api/datatables/data', {
        token: client.accessToken,
      });
      expect(refused).toEqual({
        status: 403,
        body: { message: 'Cannot execute read on DataTable' },
      });
    } finally {
      clientRole.rules = saved;
    }
  });
});

describe('the specification client’s forms (axios)', () => {
  const contract = createContractCheck(apiDocument());

  it('reads the status in any case (`status=Resigned` is resigned)', async () => {
    const resigned = ids(rows.filter((row) => row.status === 'resigned'));
    for (const status of ['Resigned', 'RESIGNED', 'resigned']) {
      const url = `/api/datatables/data?status=${status}`;
      expect(contract.checkRequest({ method: 'GET', url })).toEqual([]);
      expect(ids(await all(`status=${status}`))).toEqual(resigned);
    }
  });
});

describe('the documented range parameters', () => {
  const contract = createContractCheck(apiDocument());
  const problems = (query: string) =>
    contract.checkRequest({ method: 'GET', url: `/api/datatables/data?${query}` });

  it('accept what the handler accepts and refuse what it refuses, one end at a time', async () => {
    for (const query of ['salaryMin=100000', 'ageMax=150', 'ageMin=', 'startDateFrom=2024-02-28']) {
      expect(problems(query)).toEqual([]);
      expect((await callApi(`/api/datatables/data?${query}`, { token })).status).toBe(200);
    }
    for (const query of ['salaryMin=abc', 'salaryMin=-5', 'ageMax=151', 'startDateTo=yesterday']) {
      expect(problems(query)).not.toEqual([]);
      expect((await callApi(`/api/datatables/data?${query}`, { token })).status).toBe(400);
    }
  });
});
