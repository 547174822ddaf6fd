import { QUERY_RETRIES, shouldRetryQuery } from './query-retry';

describe('shouldRetryQuery', () => {
  it('retries a 5xx or a network error QUERY_RETRIES times, then gives up', () => {
    expect(QUERY_RETRIES).toBe(1);
    expect(shouldRetryQuery(0, 500)).toBe(true);
    expect(shouldRetryQuery(0, null)).toBe(true);
    expect(shouldRetryQuery(1, 503)).toBe(false);
  });

  it('never retries a 4xx', () => {
    expect(shouldRetryQuery(0, 400)).toBe(false);
    expect(shouldRetryQuery(0, 401)).toBe(false);
    expect(shouldRetryQuery(0, 404)).toBe(false);
  });
});
