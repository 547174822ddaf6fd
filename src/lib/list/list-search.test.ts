import * as z from 'zod/mini';
import {
  createTableSearch,
  filterParam,
  isOneOf,
  tableSearchDefaults,
  toSearchParams,
} from './list-search';

const schema = createTableSearch({
  sortColumns: ['fullName', 'email'],
  filters: { status: filterParam(['active', 'pending']) },
});

describe('createTableSearch', () => {
  it('gives the defaults for an empty URL', () => {
    expect(schema.parse({})).toEqual({
      page: 1,
      perPage: 10,
      q: '',
      sort: 'asc',
      sortColumn: undefined,
      status: undefined,
    });
    expect(tableSearchDefaults).toEqual({ page: 1, perPage: 10, q: '', sort: 'asc' });
  });

  it('keeps good values', () => {
    expect(
      schema.parse({
        page: 4,
        perPage: 50,
        q: 'ann',
        sort: 'desc',
        sortColumn: 'email',
        status: 'pending',
      }),
    ).toEqual({
      page: 4,
      perPage: 50,
      q: 'ann',
      sort: 'desc',
      sortColumn: 'email',
      status: 'pending',
    });
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
    ).toEqual({
      page: 1,
      perPage: 10,
      q: '',
      sort: 'asc',
      sortColumn: undefined,
      status: undefined,
    });
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
