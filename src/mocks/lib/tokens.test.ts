// @vitest-environment node
import { nextIssueInstant } from './tokens';

describe('nextIssueInstant', () => {
  afterEach(() => vi.useRealTimers());

  it('never gives the same instant twice, even within one millisecond', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-29T12:00:00Z') });
    const first = nextIssueInstant();
    expect(nextIssueInstant()).toBe(first + 1);
  });

  it('follows the clock back once it was moved back, rather than issue from the future', () => {
    const today = Date.parse('2026-11-29T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: today + 24 * 60 * 60 * 1000 });
    nextIssueInstant();
    vi.setSystemTime(today);
    expect(nextIssueInstant()).toBe(today);
  });
});
