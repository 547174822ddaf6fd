import * as z from 'zod/mini';
import {
  calendarEventSchema,
  eventFields,
  eventInputSchema,
  eventPatchSchema,
  eventsAnswerSchema,
  guestsAnswerSchema,
} from '@/apps/calendar/api/calendar-schemas';
import { eventCalendars, type EventCalendar } from '@/apps/calendar/api/calendar-values';
import { idNumberOrText } from '@/lib/api-fields/api-fields';
import {
  ability,
  deleteOne,
  type Endpoint,
  endpointGroup,
  type WriteFacts,
} from '@/contract/endpoint';

/** The calendars named, in any case (`personal` is Personal); unknown names are dropped. */
function namedCalendars(names: string[]): Set<EventCalendar> {
  const asked = new Set(names.map((name) => name.trim().toLowerCase()));
  return new Set(eventCalendars.filter((calendar) => asked.has(calendar.toLowerCase())));
}

/**
 * `GET /apps/calendar/events`, read with `fromSearchParams(params, ['calendars'])`: every
 * `calendars` (or `calendars[]`) value. Absent: no filter (undefined).
 */
export const eventsQuery = z.object({
  calendars: z.optional(z.pipe(z.array(z.string()), z.transform(namedCalendars))),
});

/**
 * Where the specification's client (FullCalendar's event shape) puts the fields FullCalendar
 * does not know. `desc` is its older name of `description`.
 */
const extendedPropsSchema = z.object({
  calendar: z.optional(eventFields.calendar),
  location: z.optional(eventFields.location),
  description: z.optional(eventFields.description),
  desc: z.optional(eventFields.description),
  guests: z.optional(eventFields.guests),
});

type ExtendedProps = z.output<typeof extendedPropsSchema>;

/** An event as sent: our fields at the top, or some of them in `extendedProps`. */
type SentEvent = {
  calendar?: EventCalendar | undefined;
  location?: string | undefined;
  description?: string | undefined;
  guests?: string[] | undefined;
  extendedProps?: ExtendedProps | undefined;
};

/** The event with `extendedProps`' fields lifted to the top where the top does not have them. */
function liftExtendedProps<Event extends SentEvent>({
  extendedProps: props = {},
  ...event
}: Event) {
  const calendar = event.calendar ?? props.calendar;
  const location = event.location ?? props.location;
  const description = event.description ?? props.description ?? props.desc;
  const guests = event.guests ?? props.guests;
  return {
    ...event,
    ...(calendar === undefined ? {} : { calendar }),
    ...(location === undefined ? {} : { location }),
    ...(description === undefined ? {} : { description }),
    ...(guests === undefined ? {} : { guests }),
  };
}

/**
 * The `event` of `POST /apps/calendar/add-event`: our fields, some of which may come in
 * `extendedProps` instead; once lifted, the event is checked by the client's own schema (the
 * calendar required, the defaults, the end not before the start).
 */
export const addEventInput = z.pipe(
  z.pipe(
    z.object({
      title: eventFields.title,
      start: eventFields.start,
      end: eventFields.end,
      allDay: z.optional(eventFields.allDay),
      url: z.optional(eventFields.url),
      calendar: z.optional(eventFields.calendar),
      guests: z.optional(eventFields.guests),
      location: z.optional(eventFields.location),
      description: z.optional(eventFields.description),
      extendedProps: z.optional(extendedPropsSchema),
    }),
    z.transform(liftExtendedProps),
  ),
  eventInputSchema,
);
export const addEventBody = z.object({ event: addEventInput });

/** The `event` of `POST /apps/calendar/update-event`: the id (a number or its digits) and changes. */
export const updateEventInput = z.pipe(
  z.pipe(
    z.extend(z.partial(z.object(eventFields)), {
      id: idNumberOrText,
      extendedProps: z.optional(extendedPropsSchema),
    }),
    z.transform(liftExtendedProps),
  ),
  eventPatchSchema,
);
export const updateEventBody = z.object({ event: updateEventInput });

/** `DELETE /apps/calendar/remove-event`: the id in the query (`?id=3`)… */
export const eventIdQuery = z.object({ id: z.optional(idNumberOrText) });
/** …or in a JSON body (`{ "id": "3" }`, as the specification's client may send it). */
export const eventIdBody = z.object({ id: idNumberOrText });

const EXTENDED_PROPS = [
  'The specification’s client sends FullCalendar’s event shape: `calendar`, `location`,',
  '`description` (or `desc`) and `guests` may come in `extendedProps` instead; a field at the',
  'top wins over the same field there.',
].join(' ');

/** An event shows in the calendar and in the dashboard's "Today's events". */
const eventWrites = {
  changes: { resources: ['calendar', 'dashboard'], readers: 'Calendar' },
  audit: { app: 'calendar', tables: ['events'] },
} as const satisfies WriteFacts;

export const calendarApi = {
  events: {
    id: 'listEvents',
    method: 'get',
    path: '/apps/calendar/events',
    summary: 'The events of the chosen calendars, and the server’s day',
    description: [
      '`calendars` names a calendar (Personal, Business, Family, Holiday, ETC), repeated for',
      'several (`calendars=Personal&calendars=Family`; `calendars[]=Personal` is read the same);',
      'names match in any case, unknown ones are ignored. Absent: every calendar; present but',
      'naming none (`calendars=`, every box off): no event. Events are sorted by start (ties by',
      'id); those a rule keeps the user from reading are left out. `today` is the mock clock’s',
      'day.',
    ].join(' '),
    access: ability('read', 'Calendar'),
    query: eventsQuery,
    answers: { 200: { description: 'The events', schema: eventsAnswerSchema } },
    example: { query: { calendars: ['Personal', 'Family'] } },
    list: {
      items: 'events',
      filters: [{ param: 'calendars', field: 'calendar', match: 'any-case' }],
    },
  },
  guests: {
    id: 'listEventGuests',
    method: 'get',
    path: '/apps/calendar/guests',
    summary: 'Who can be invited to an event',
    description: [
      'The demo accounts, the first 50 active users of the directory and everyone already',
      'invited to an event (so every guest has a name in the list), one entry per full name,',
      'sorted by name.',
    ].join(' '),
    access: ability('read', 'Calendar'),
    answers: { 200: { description: 'The guests', schema: guestsAnswerSchema } },
  },
  add: {
    id: 'addEvent',
    method: 'post',
    path: '/apps/calendar/add-event',
    creates: true,
    summary: 'Add an event',
    description: [
      '`allDay` (false), `url`, `guests`, `location` and `description` (empty) may be left out;',
      '`end` is exclusive and must not be before `start`; instants are stored in',
      '`toISOString()` form. Guests are users’ full names, each kept once. The event is the',
      'caller’s (`ownerId`), and the ability is checked on it (the client may add only its own).',
      `${EXTENDED_PROPS} An \`id\` sent is ignored: the server numbers events. 400 with field`,
      'errors by the event’s fields: `calendar.errors.endBeforeStart` on `end`, `validation.url`,',
      '`calendar.errors.unknownGuest` on `guests`.',
    ].join(' '),
    access: ability('create', 'Calendar'),
    ...eventWrites,
    body: addEventBody,
    errors: [400],
    errorKeys: {
      400: {
        fields: {
          guests: ['calendar.errors.unknownGuest'],
          end: ['calendar.errors.endBeforeStart'],
        },
      },
    },
    answers: { 201: { description: 'The new event', schema: calendarEventSchema } },
    example: {
      body: {
        event: {
          title: 'Planning',
          start: '2026-11-03T09:00:00.000Z',
          end: '2026-11-03T10:00:00.000Z',
          calendar: 'Business',
          guests: ['Jane Doe'],
        },
      },
    },
  },
  update: {
    id: 'updateEvent',
    method: 'post',
    path: '/apps/calendar/update-event',
    summary: 'Change an event',
    description: [
      'The id (a number or its digits) and only the fields to change (a move sends `start`,',
      '`end` and `allDay`); the end is checked against the start after the change. Answers the',
      `whole event. ${EXTENDED_PROPS} 400 as for add-event; 404 for an unknown id; the ability`,
      'is checked on the stored event (the client may change only its own).',
    ].join(' '),
    access: ability('update', 'Calendar'),
    ...eventWrites,
    versioned: { current: calendarEventSchema },
    body: updateEventBody,
    errors: [400, 404],
    errorKeys: {
      400: {
        fields: {
          guests: ['calendar.errors.unknownGuest'],
          end: ['calendar.errors.endBeforeStart'],
        },
      },
    },
    answers: { 200: { description: 'The event', schema: calendarEventSchema } },
    example: { body: { event: { id: 1, title: 'Renamed' } } },
    recordRule: { id: 'body:event.id', records: 'listEvents' },
  },
  remove: {
    id: 'removeEvent',
    path: '/apps/calendar/remove-event',
    summary: 'Remove an event',
    description: [
      'The id in the query (`?id=3`) or in the body (`{ "id": 3 }`), a number or its digits. 400',
      'without an id; 404 for an unknown one; the ability is checked on the stored event (the',
      'client may remove only its own).',
    ].join(' '),
    ...deleteOne('Calendar', calendarEventSchema, { query: eventIdQuery, body: eventIdBody }),
    ...eventWrites,
    errors: [400, 404],
    answers: { 204: { description: 'Removed' } },
    example: { query: { id: '3' } },
    recordRule: { id: 'query:id', records: 'listEvents' },
  },
} as const satisfies Record<string, Endpoint>;

export const calendarGroup = endpointGroup(
  'Calendar',
  calendarApi,
  'Events by category, guests; add, update, remove.',
);
