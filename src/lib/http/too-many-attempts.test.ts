import { waitParams } from './too-many-attempts';

/** The amount and the unit a wait is worded in. */
const worded = (params: ReturnType<typeof waitParams>) =>
  params && [params.wait, params.formatParams.wait.range];

describe('the wait a throttled answer says', () => {
  it('is worded in the largest whole unit, rounded up, from the body or else the header', () => {
    expect(worded(waitParams(45, null))).toEqual([45, 'second']);
    expect(worded(waitParams(0, null))).toEqual([1, 'second']);
    expect(worded(waitParams(900, '1'))).toEqual([15, 'minute']);
    expect(worded(waitParams(899, null))).toEqual([15, 'minute']);
    expect(worded(waitParams(3600, null))).toEqual([1, 'hour']);
    expect(worded(waitParams(undefined, '240'))).toEqual([4, 'minute']);
    expect(waitParams(undefined, null)).toBeNull();
    expect(waitParams(undefined, 'Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
  });
});
