// @vitest-environment node
import { serverClockSchema } from '@/lib/clock/clock-schemas';
import type { ServerClock } from '@/lib/clock/clock-schemas';
import { callApi, signInAs } from '@/mocks/testing/mock-api-client';

async function clock(account: 'admin' | 'client', session?: string) {
  const { accessToken } = await signInAs(account, session);
  return callApi<ServerClock>('/api/clock', { token: accessToken, session });
}

describe('GET /api/clock', () => {
  it('requires a valid token', async () => {
    expect(await callApi('/api/clock')).toEqual({
      status: 401,
      body: { message: 'auth.errors.unauthorized' },
    });
  });

  it("answers the session's clock, not the machine's, to every account", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-05-15T08:00:00Z') });
    try {
      for (const account of ['admin', 'client'] as const) {
        const { status, body } = await clock(account, 'clock-fresh');
        expect(status).toBe(200);
        expect(serverClockSchema.parse(body)).toEqual(body);
        // A fresh session starts at the seed's reference date.
        expect(body.today).toBe('2026-11-01');
        expect(body.now.slice(0, 10)).toBe(body.today);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows the clock QA pins', async () => {
    await callApi('/__mock/clock', {
      body: { now: '2027-02-28T23:30:00.000Z', frozen: true },
      session: 'clock-pinned',
    });
    const { body } = await clock('client', 'clock-pinned');
    expect(body).toEqual({ now: '2027-02-28T23:30:00.000Z', today: '2027-02-28' });
  });
});
