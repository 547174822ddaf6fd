import { http, HttpResponse } from 'msw';
import {
  END_BEFORE_START,
  endsAfterStart,
  type CalendarEvent,
  type EventsAnswer,
  type Guest,
} from '@/apps/calendar/api/calendar-schemas';
import { eventCalendars } from '@/apps/calendar/api/calendar-values';
import { raiseNotification } from '@/mocks/lib/notifications';
import { mockPath } from '@/contract/endpoint';
import {
  addEventBody,
  calendarApi,
  eventIdBody,
  eventIdQuery,
  eventsQuery,
  updateEventBody,
} from '@/contract/endpoints/calendar';
import { fromSearchParams } from '@/lib/list/list-search';
import { nextId } from '@/mocks/db/database';
import type { Database } from '@/mocks/db/tables';
import { canDo, requireAbility, withAbility, type AuthContext } from '@/mocks/lib/auth-guard';
import { clockToday } from '@/mocks/lib/clock';
import { directoryOf } from '@/mocks/lib/directory';
import { errorKeys, throwHttpError, throwNotFound } from '@/mocks/lib/http-errors';
import { parseBody, readEnvelope, topLevelField, validate } from '@/mocks/lib/validation';
import { idempotent } from '@/mocks/lib/idempotency';
import { assertCurrentVersion, bumpVersion } from '@/mocks/lib/versions';
import { FIRST_VERSION } from '@/lib/versions/versions';
import type { MockSession } from '@/mocks/db/sessions';

/** How many directory users besides the demo accounts the guest list offers. */
export const GUEST_DIRECTORY_COUNT = 50;

/**
 * The event's own field an error path names: `guests.1` and `extendedProps.guests` are `guests`,
 * and `extendedProps.desc` (its older name) is `description`.
 */
function eventField(path: string): string {
  const field = topLevelField(path.replace(/^extendedProps\./, ''));
  return field === 'desc' ? 'description' : field;
}

/** The id of a remove: in the query, else in the body. */
async function eventIdOf(request: Request): Promise<number> {
  const { id } = validate(eventIdQuery, fromSearchParams(new URL(request.url).searchParams));
  if (id !== undefined) return id;
  return (await parseBody(request, eventIdBody)).id;
}

function findEvent(db: Database, id: number | undefined): CalendarEvent {
  const event = id === undefined ? undefined : db.events.find((candidate) => candidate.id === id);
  if (!event) throwNotFound();
  return event;
}

/**
 * A stale `If-Match` is refused with the event as its reads answer it (the stored row, which is
 * the API's shape), so the screen that sent it can show it as it now stands (versions.ts).
 */
function assertCurrentEventVersion(
  request: Request,
  session: MockSession,
  event: CalendarEvent,
): void {
  assertCurrentVersion(request, session, {
    table: 'events',
    row: event,
  });
}

/** Guests are users, by full name: each once, in the order given; an unknown name is a 400. */
function checkGuests(db: Database, guests: readonly string[]): string[] {
  const names = new Set(db.users.map((user) => user.fullName));
  const unique = [...new Set(guests.map((guest) => guest.trim()))];
  if (unique.some((guest) => !names.has(guest))) {
    throwHttpError(400, errorKeys.validationFailed, { guests: ['calendar.errors.unknownGuest'] });
  }
  return unique;
}

/** Stored in `toISOString()` form, so every instant reads the same way. */
const instant = (value: string) => new Date(value).toISOString();

/**
 * Who can be invited (`directoryOf`): its holders are the people already invited to an event,
 * one entry per name, since events keep guests by name.
 */
function invitableUsers(db: Database): Guest[] {
  const invited = new Set(db.events.flatMap((event) => event.guests));
  return directoryOf(db.users, {
    count: GUEST_DIRECTORY_COUNT,
    isHolder: (user) => invited.has(user.fullName),
    oncePerName: true,
  });
}

/** The events the user may read (a rule may limit reading to some of them). */
function readableEvents(ctx: Pick<AuthContext, 'ability'>, events: readonly CalendarEvent[]) {
  return events.filter((event) => canDo(ctx, 'read', 'Calendar', event));
}

export const calendarHandlers = [
  http.get(
    mockPath(calendarApi.events),
    withAbility('read', 'Calendar', async ({ request, ctx }) => {
      const query = fromSearchParams(new URL(request.url).searchParams, ['calendars']);
      const calendars = validate(eventsQuery, query).calendars ?? new Set(eventCalendars);
      const body: EventsAnswer = {
        events: readableEvents(ctx, ctx.session.db.events)
          .filter((event) => calendars.has(event.calendar))
          .toSorted((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
        today: clockToday(ctx.session.clock),
      };
      return HttpResponse.json(body);
    }),
  ),

  http.get(
    mockPath(calendarApi.guests),
    withAbility('read', 'Calendar', async ({ ctx }) => {
      return HttpResponse.json({ guests: invitableUsers(ctx.session.db) });
    }),
  ),

  http.post(
    mockPath(calendarApi.add),
    withAbility(
      'create',
      'Calendar',
      idempotent(async ({ request, ctx }) => {
        const { db } = ctx.session;
        const input = await readEnvelope(request, 'event', addEventBody, eventField);
        const event: CalendarEvent = {
          id: nextId(db.events),
          title: input.title,
          start: instant(input.start),
          end: instant(input.end),
          allDay: input.allDay,
          url: input.url,
          calendar: input.calendar,
          guests: checkGuests(db, input.guests),
          location: input.location,
          description: input.description,
          ownerId: ctx.user.id,
          version: FIRST_VERSION,
        };
        requireAbility(ctx, 'create', 'Calendar', event);
        db.events.push(event);
        return HttpResponse.json(event, { status: 201 });
      }),
    ),
  ),

  http.post(
    mockPath(calendarApi.update),
    withAbility('update', 'Calendar', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const patch = await readEnvelope(request, 'event', updateEventBody, eventField);
      const event = findEvent(db, patch.id);
      // Checked on the stored event: a user who may change only their own cannot touch others'.
      requireAbility(ctx, 'update', 'Calendar', event);
      // After the access check: one who may not change the event hears that, not that it moved.
      assertCurrentEventVersion(request, ctx.session, event);
      const updated: CalendarEvent = {
        ...event,
        ...(patch.title === undefined ? {} : { title: patch.title }),
        ...(patch.start === undefined ? {} : { start: instant(patch.start) }),
        ...(patch.end === undefined ? {} : { end: instant(patch.end) }),
        ...(patch.allDay === undefined ? {} : { allDay: patch.allDay }),
        ...(patch.url === undefined ? {} : { url: patch.url }),
        ...(patch.calendar === undefined ? {} : { calendar: patch.calendar }),
        ...(patch.guests === undefined ? {} : { guests: checkGuests(db, patch.guests) }),
        ...(patch.location === undefined ? {} : { location: patch.location }),
        ...(patch.description === undefined ? {} : { description: patch.description }),
      };
      if (!endsAfterStart(updated.start, updated.end)) {
        throwHttpError(400, errorKeys.validationFailed, { end: [END_BEFORE_START] });
      }
      // A patch that changes nothing (a drag dropped where it started) leaves the version: other
      // screens' versions of the event are still current.
      const before = JSON.stringify(event);
      Object.assign(event, updated);
      if (JSON.stringify(event) !== before) bumpVersion(event);
      const guests = new Set(event.guests);
      raiseNotification(
        ctx.session,
        db.users
          .filter((user) => guests.has(user.fullName) && user.id !== ctx.user.id)
          .map((user) => user.id),
        {
          kind: 'eventChanged',
          params: { title: event.title },
          record: { type: 'event', id: event.id },
          link: '/apps/calendar',
        },
      );
      return HttpResponse.json(event);
    }),
  ),

  http.delete(
    mockPath(calendarApi.remove),
    withAbility('delete', 'Calendar', async ({ request, ctx }) => {
      const { db } = ctx.session;
      const event = findEvent(db, await eventIdOf(request));
      requireAbility(ctx, 'delete', 'Calendar', event);
      assertCurrentEventVersion(request, ctx.session, event);
      db.events.splice(db.events.indexOf(event), 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
