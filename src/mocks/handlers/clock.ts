import { http, HttpResponse } from 'msw';
import type { ServerClock } from '../../lib/clock/clock-schemas.ts';
import { mockPath } from '../../contract/endpoint.ts';
import { clockApi } from '../../contract/endpoints/clock.ts';
import { forAnySignedInUser, withUser } from '../lib/auth-guard.ts';
import { clockIso, clockToday } from '../lib/clock.ts';

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
