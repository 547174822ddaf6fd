import { http, HttpResponse } from 'msw';
import type { ServerClock } from '@/lib/clock/clock-schemas';
import { mockPath } from '@/contract/endpoint';
import { clockApi } from '@/contract/endpoints/clock';
import { forAnySignedInUser, withUser } from '@/mocks/lib/auth-guard';
import { clockIso, clockToday } from '@/mocks/lib/clock';

// Every signed-in user may read the time: forms of every app default to its day.
export const clockHandlers = forAnySignedInUser([
  http.get(
    mockPath(clockApi.clock),
    withUser(async ({ ctx }) => {
      const { clock } = ctx.session;
      const body: ServerClock = { now: clockIso(clock), today: clockToday(clock) };
      return HttpResponse.json(body);
    }),
  ),
]);
