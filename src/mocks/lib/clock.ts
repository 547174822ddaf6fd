import { SEED_REFERENCE_DATE } from '@/mocks/seed/seed-random';

/**
 * The mock's one clock, per session. It starts at the seed's reference date when the session's
 * database is seeded and runs with real time from there, so a record created now is dated just
 * after the seeded ones and on the day every "today" the mock answers. QA pins it with
 * `POST /__mock/clock` (docs/qa-guide.md). Tokens keep the real clock: their expiry is real time.
 */
export interface MockClock {
  /** The mock instant (ms) at `since`. */
  at: number;
  /** The real instant (ms) `at` was read at; null while the clock is pinned (it stands still). */
  since: number | null;
}

/** A clock running from `at` (the reference date by default). */
export function startClock(at: number = Date.parse(SEED_REFERENCE_DATE)): MockClock {
  return { at, since: Date.now() };
}

/** A clock standing still at `at`. */
export function pinnedClock(at: number): MockClock {
  return { at, since: null };
}

/** The mock's current instant, in ms. */
export function clockNow(clock: MockClock): number {
  return clock.since === null ? clock.at : clock.at + (Date.now() - clock.since);
}

/** The mock's current instant as an ISO string (created and updated dates). */
export function clockIso(clock: MockClock): string {
  return new Date(clockNow(clock)).toISOString();
}

/** The mock's "today": the UTC calendar day of its current instant, `YYYY-MM-DD`. */
export function clockToday(clock: MockClock): string {
  return clockIso(clock).slice(0, 10);
}
