import { serverClockSchema } from '@/lib/clock/clock-schemas';
import { signedIn, type Endpoint, endpointGroup } from '@/contract/endpoint';

export const clockApi = {
  clock: {
    id: 'getServerClock',
    method: 'get',
    path: '/api/clock',
    summary: 'The server’s current instant and day',
    description: [
      '`today` is the UTC calendar day of `now`. The client takes every default date of its',
      'forms from it (an invoice’s issued day, a payment’s day, a task’s or an event’s day), never',
      'from the machine’s clock, so a record created now is dated on the same day as every',
      '`today` the other endpoints answer. The mock answers its session’s clock (docs/api.md,',
      '“The mock’s clock”).',
    ].join(' '),
    access: signedIn,
    answers: { 200: { description: 'The server’s clock', schema: serverClockSchema } },
  },
} as const satisfies Record<string, Endpoint>;

export const clockGroup = endpointGroup(
  'Clock',
  clockApi,
  'The server’s clock, the one source of “today” for the client.',
);
