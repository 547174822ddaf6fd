import * as z from 'zod/mini';
import {
  createListParams,
  createTableSearch,
  filterParam,
  flagParam,
  fromSearchParams,
  isOneOf,
  tableSearchDefaults,
  textFilterParam,
  toSearchParams,
} from './list-search';

const schema = createTableSearch(['fullName', 'email'], {
  status: filterParam(['active', 'pending']),
});

/** What the schema reads from an empty or a wholly bad URL. */
const defaults = {
  page: 1,
  perPage: 10,
  q: '',
  sort: 'asc',
  sortColumn: undefined,
  status: undefined,
};

describe('createTableSearch', () => {
  it('gives the defaults for an empty URL', () => {
    expect(schema.parse({})).toEqual(defaults);
    expect(tableSearchDefaults).toEqual({ page: 1, perPage: 10, q: '', sort: 'asc' });
  });

  it('keeps good values', () => {
    const good = {
      page: 4,
      perPage: 50,
      q: 'ann',
      sort: 'desc',
      sortColumn: 'email',
      status: 'pending',
    };
    expect(schema.parse(good)).toEqual(good);
  });

  it('falls back field by field on bad values, never throwing', () => {
    expect(
      schema.parse({
        page: -2,
        perPage: 7,
        q: { $gt: '' },
        sort: 'sideways',
        sortColumn: 'password',
        status: 'deleted',
      }),
    ).toEqual(defaults);
    expect(schema.parse({ page: 2.5, perPage: '25', sortColumn: ['email'] })).toMatchObject({
      page: 1,
      perPage: 10,
      sortColumn: undefined,
    });
    expect(schema.parse({ page: 'abc', q: null })).toMatchObject({ page: 1, q: '' });
    expect(schema.parse({ page: 1e12 })).toMatchObject({ page: 1 });
    // A good field survives next to a bad one.
    expect(schema.parse({ page: 3, perPage: 1000 })).toMatchObject({ page: 3, perPage: 10 });
  });

  it('keeps a search the router parsed as a number or boolean, and cuts an overlong one', () => {
    expect(schema.parse({ q: 123 }).q).toBe('123');
    expect(schema.parse({ q: true }).q).toBe('true');
    expect(schema.parse({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('validates through the standard schema interface the router uses', async () => {
    const result = await schema['~standard'].validate({ page: 'oops', status: 'active' });
    expect(result).toEqual({
      value: {
        page: 1,
        perPage: 10,
        q: '',
        sort: 'asc',
        sortColumn: undefined,
        status: 'active',
      },
    });
  });

  it('types the output', () => {
    const value: z.infer<typeof schema> = schema.parse({});
    expectTypeOf(value.sortColumn).toEqualTypeOf<'fullName' | 'email' | undefined>();
    expectTypeOf(value.status).toEqualTypeOf<'active' | 'pending' | undefined>();
  });
});

describe('isOneOf', () => {
  it('narrows to the listed values', () => {
    expect(isOneOf(['a', 'b'], 'a')).toBe(true);
    expect(isOneOf(['a', 'b'], 'c')).toBe(false);
    expect(isOneOf(['a', 'b'], null)).toBe(false);
  });
});

describe('toSearchParams', () => {
  it('sends set values and extras, and leaves out an empty search and unset filters', () => {
    const search = schema.parse({ page: 3, q: '', sortColumn: 'email', status: 'nope' });
    expect(toSearchParams(search, { allData: 'true' }).toString()).toBe(
      'page=3&perPage=10&sort=asc&sortColumn=email&allData=true',
    );
  });
});

describe('createListParams', () => {
  const params = createListParams({
    sortColumns: ['id', 'fullName', 'email'],
    filters: { status: filterParam(['active', 'pending']), allData: flagParam(false) },
  });
  const parse = (query: string, repeated?: readonly string[]) =>
    params.parse(fromSearchParams(new URLSearchParams(query), repeated));

  it('reads a query string with the route schema’s fields and fallbacks', () => {
    expect(parse('page=3&perPage=25&sort=desc&sortColumn=email&q=ann&status=active')).toEqual({
      page: 3,
      perPage: 25,
      q: 'ann',
      sort: 'desc',
      sortColumn: 'email',
      status: 'active',
      allData: false,
    });
    expect(parse('')).toEqual({
      ...tableSearchDefaults,
      sortColumn: undefined,
      status: undefined,
      allData: false,
    });
    expect(
      parse('page=0&perPage=-5&sort=sideways&sortColumn=password&status=x&allData=maybe'),
    ).toMatchObject({
      page: 1,
      perPage: 10,
      sort: 'asc',
      sortColumn: undefined,
      status: undefined,
    });
    expect(parse('page=abc&perPage=1.5&q=123')).toMatchObject({ page: 1, perPage: 10, q: '123' });
    expect(parse('page=99999999999999999999')).toMatchObject({ page: 1 });
  });

  it('takes any page size the table does not offer, capped at 100', () => {
    expect(parse('perPage=5').perPage).toBe(5);
    expect(parse('perPage=5000').perPage).toBe(100);
    expect(
      createListParams({ sortColumns: ['id'], perPage: 6, maxPerPage: 1000 }).parse(
        fromSearchParams(new URLSearchParams('perPage=5000')),
      ),
    ).toMatchObject({ perPage: 1000 });
    expect(createListParams({ sortColumns: ['id'], perPage: 6 }).parse({}).perPage).toBe(6);
  });

  it('reads flags and repeated names', () => {
    expect(parse('allData=true').allData).toBe(true);
    expect(parse('allData=1').allData).toBe(true);
    expect(fromSearchParams(new URLSearchParams('a=1&a=2&b=3&b=4'), ['a'])).toEqual({
      a: ['1', '2'],
      b: '3',
    });
    expect(Object.getPrototypeOf(fromSearchParams(new URLSearchParams('__proto__=x')))).toBe(
      Object.prototype,
    );
  });

  it('reads arrays sent as `name[]`, and enumerated values in any case', () => {
    expect(fromSearchParams(new URLSearchParams('a[]=1&a[]=2&a=3&b[]=4'), ['a'])).toEqual({
      a: ['3', '1', '2'],
      b: '4',
    });
    expect(parse('status=ACTIVE').status).toBe('active');
    expect(parse('status=Pending').status).toBe('pending');
    expect(parse('status=paused').status).toBeUndefined();
  });
});

describe('textFilterParam', () => {
  it('trims, and leaves out empty, overlong or non-text values', () => {
    const role = textFilterParam(10);
    expect(role.parse(' editor ')).toBe('editor');
    expect(role.parse('  ')).toBeUndefined();
    expect(role.parse('x'.repeat(11))).toBeUndefined();
    expect(role.parse(['a'])).toBeUndefined();
  });
});
