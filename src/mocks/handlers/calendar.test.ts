// @vitest-environment node
import {
  calendarEventSchema,
  eventsAnswerSchema,
  guestsAnswerSchema,
  type CalendarEvent,
  type EventsAnswer,
} from '@/apps/calendar/api/calendar-schemas';
import { eventCalendars } from '@/apps/calendar/api/calendar-values';
import { getDemoSession } from '@/mocks/db/sessions';
import { demoAccounts } from '@/mocks/seed/auth-seed';
import { EVENT_COUNT } from '@/mocks/seed/events-seed';
import { callApi, signInAs, type CallOptions } from '@/mocks/testing/mock-api-client';
import { staleAnswer } from '@/mocks/testing/stale-answer';

const CLIENT_ID = demoAccounts.client.id;
const ADMIN_ID = demoAccounts.admin.id;
type Account = 'admin' | 'client';

function call(path: string, account: Account, options: Omit<CallOptions, 'token'> = {}) {
  return signInAs(account).then(({ accessToken }) =>
    callApi<unknown>(path, { ...options, token: accessToken }),
  );
}

async function listEvents(query = '', account: Account = 'admin'): Promise<EventsAnswer> {
  const { status, body } = await call(`/apps/calendar/events${query}`, account);
  expect(status).toBe(200);
  return eventsAnswerSchema.parse(body);
}

const seeded = () => getDemoSession().db.events;
const eventOf = (ownerId: number) => {
  const event = seeded().find((candidate) => candidate.ownerId === ownerId);
  if (!event) throw new Error(`seed has no event of user ${ownerId}`);
  return event;
};

const newEvent = {
  title: 'Planning',
  start: '2026-11-03T09:00:00.000Z',
  end: '2026-11-03T10:00:00.000Z',
  calendar: 'Business',
};

describe('GET /apps/calendar/events', () => {
  it('requires a token', async () => {
    expect((await callApi('/apps/calendar/events')).status).toBe(401);
  });

  it('answers every event, sorted by start, with the server day, when no calendar is named', async () => {
    const answer = await listEvents();
    expect(answer.events).toHaveLength(EVENT_COUNT);
    const starts = answer.events.map((event) => event.start);
    expect(starts).toEqual(starts.toSorted());
    expect(answer.today).toBe('2026-11-01');
  });

  it('keeps the calendars named by repeated keys, ignoring unknown names', async () => {
    const answer = await listEvents('?calendars=Personal&calendars=Family&calendars=Nope');
    expect(answer.events.length).toBeGreaterThan(0);
    expect(new Set(answer.events.map((event) => event.calendar))).toEqual(
      new Set(['Personal', 'Family']),
    );
    expect(answer.events).toHaveLength(
      seeded().filter((event) => ['Personal', 'Family'].includes(event.calendar)).length,
    );
  });

  it("reads `calendars[]` (the specification's client's arrays) and names in any case", async () => {
    const personal = await listEvents('?calendars[]=Personal');
    expect(personal.events.length).toBeGreaterThan(0);
    expect(new Set(personal.events.map((event) => event.calendar))).toEqual(new Set(['Personal']));
    const two = await listEvents('?calendars%5B%5D=personal&calendars%5B%5D=FAMILY');
    expect(new Set(two.events.map((event) => event.calendar))).toEqual(
      new Set(['Personal', 'Family']),
    );
    expect((await listEvents('?calendars[]=')).events).toEqual([]);
  });

  it('answers no event for an empty calendars parameter (every box off)', async () => {
    expect((await listEvents('?calendars=')).events).toEqual([]);
    expect((await listEvents('?calendars=Nope')).events).toEqual([]);
  });

  it('shows the client its own events and the shared ones, which it may read', async () => {
    const answer = await listEvents('', 'client');
    expect(answer.events).toHaveLength(EVENT_COUNT);
    expect(answer.events.some((event) => event.ownerId === CLIENT_ID)).toBe(true);
    expect(answer.events.some((event) => event.ownerId === ADMIN_ID)).toBe(true);
  });
});

describe('GET /apps/calendar/guests', () => {
  it('offers the demo accounts and everyone already invited, once per name', async () => {
    const { status, body } = await call('/apps/calendar/guests', 'client');
    expect(status).toBe(200);
    const names = guestsAnswerSchema.parse(body).guests.map((guest) => guest.fullName);
    expect(names).toContain('John Doe');
    expect(names).toContain('Jane Doe');
    for (const name of seeded().flatMap((event) => event.guests)) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('POST /apps/calendar/add-event', () => {
  it('adds an event owned by the caller, with defaults for the optional fields', async () => {
    const { status, body } = await call('/apps/calendar/add-event', 'admin', {
      body: { event: { ...newEvent, guests: ['Jane Doe', 'Jane Doe'] } },
    });
    expect(status).toBe(201);
    const event = calendarEventSchema.parse(body);
    expect(event).toMatchObject({
      ...newEvent,
      allDay: false,
      url: '',
      guests: ['Jane Doe'],
      location: '',
      description: '',
      ownerId: ADMIN_ID,
    });
    expect(seeded().find((candidate) => candidate.id === event.id)).toEqual(event);
  });

  it('refuses a missing title, an end before the start, a bad URL and an unknown calendar', async () => {
    const { status, body } = await call('/apps/calendar/add-event', 'admin', {
      body: {
        event: {
          ...newEvent,
          title: '  ',
          end: '2026-11-03T08:00:00.000Z',
          url: 'javascript:alert(1)',
          calendar: 'Work',
        },
      },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      message: 'validation.failed',
      errors: {
        title: ['validation.required'],
        url: ['validation.url'],
        calendar: ['validation.invalidOption'],
      },
    });
  });

  it('says an end before the start on `end`', async () => {
    const { status, body } = await call('/apps/calendar/add-event', 'admin', {
      body: { event: { ...newEvent, end: '2026-11-03T08:00:00.000Z' } },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { end: ['calendar.errors.endBeforeStart'] } });
  });

  it('refuses a guest who is not a user', async () => {
    const { status, body } = await call('/apps/calendar/add-event', 'admin', {
      body: { event: { ...newEvent, guests: ['Nobody Atall'] } },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { guests: ['calendar.errors.unknownGuest'] } });
  });

  it("takes FullCalendar's event shape: extendedProps, an id, extra fields", async () => {
    const { status, body } = await call('/apps/calendar/add-event', 'admin', {
      body: {
        event: {
          id: '',
          title: 'Offsite',
          start: newEvent.start,
          end: newEvent.end,
          allDay: false,
          url: '',
          display: 'block',
          extendedProps: {
            calendar: 'Holiday',
            location: 'Lisbon',
            desc: 'Two days',
            guests: ['Jane Doe'],
          },
        },
      },
    });
    expect(status).toBe(201);
    expect(calendarEventSchema.parse(body)).toMatchObject({
      title: 'Offsite',
      calendar: 'Holiday',
      location: 'Lisbon',
      description: 'Two days',
      guests: ['Jane Doe'],
    });
    const bad = await call('/apps/calendar/add-event', 'admin', {
      body: { event: { ...newEvent, calendar: undefined, extendedProps: { calendar: 'Work' } } },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: { calendar: ['validation.invalidOption'] } },
    });
    const none = await call('/apps/calendar/add-event', 'admin', {
      body: { event: { ...newEvent, calendar: undefined } },
    });
    // Neither at the top nor in extendedProps: the enum's own message, as before.
    expect(none).toMatchObject({
      status: 400,
      body: { errors: { calendar: ['validation.invalidOption'] } },
    });
  });

  it('lets the client add its own event', async () => {
    const { status, body } = await call('/apps/calendar/add-event', 'client', {
      body: { event: newEvent },
    });
    expect(status).toBe(201);
    expect(calendarEventSchema.parse(body).ownerId).toBe(CLIENT_ID);
  });
});

describe('POST /apps/calendar/update-event', () => {
  it('changes only the fields sent', async () => {
    // A copy: the stored row changes with the write.
    const event = { ...eventOf(ADMIN_ID) };
    const { status, body } = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, title: 'Renamed' } },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ...event, title: 'Renamed', version: event.version + 1 });
  });

  it('moves an event (start, end, allDay) and refuses a move that ends before it starts', async () => {
    const event = eventOf(ADMIN_ID);
    const moved = { start: '2026-11-05T10:00:00Z', end: '2026-11-05T11:30:00Z', allDay: false };
    const { status, body } = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, ...moved } },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      start: '2026-11-05T10:00:00.000Z',
      end: '2026-11-05T11:30:00.000Z',
    });
    const backwards = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, end: '2026-11-05T09:00:00Z' } },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({ errors: { end: ['calendar.errors.endBeforeStart'] } });
  });

  it("takes the id as text and a category change in extendedProps (FullCalendar's shape)", async () => {
    const event = { ...eventOf(ADMIN_ID) };
    const calendar = event.calendar === 'Holiday' ? 'ETC' : 'Holiday';
    const { status, body } = await call('/apps/calendar/update-event', 'admin', {
      body: {
        event: {
          id: String(event.id),
          title: event.title,
          start: event.start,
          end: event.end,
          allDay: event.allDay,
          url: event.url,
          extendedProps: { calendar, location: 'Room 2', description: 'Moved', guests: [] },
        },
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      ...event,
      calendar,
      location: 'Room 2',
      description: 'Moved',
      guests: [],
      version: event.version + 1,
    });
    // A field at the top wins over the same field in extendedProps.
    const top = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, calendar: 'Family', extendedProps: { calendar: 'ETC' } } },
    });
    expect(top.body).toMatchObject({ calendar: 'Family' });
    const badId = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: 'seven', title: 'x' } },
    });
    expect(badId).toMatchObject({
      status: 400,
      body: { errors: { id: ['validation.invalidType'] } },
    });
  });

  it('answers 404 for an unknown id', async () => {
    const { status } = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: 99_999, title: 'x' } },
    });
    expect(status).toBe(404);
  });

  it("lets the client change its own event and refuses another's with 403", async () => {
    const own = eventOf(CLIENT_ID);
    const mine = await call('/apps/calendar/update-event', 'client', {
      body: { event: { id: own.id, title: 'Mine' } },
    });
    expect(mine.status).toBe(200);
    const other: CalendarEvent = eventOf(ADMIN_ID);
    const theirs = await call('/apps/calendar/update-event', 'client', {
      body: { event: { id: other.id, title: 'Not mine' } },
    });
    expect(theirs).toEqual({
      status: 403,
      body: { message: 'Cannot execute update on Calendar' },
    });
    expect(seeded().find((event) => event.id === other.id)?.title).toBe(other.title);
  });
});

describe('DELETE /apps/calendar/remove-event', () => {
  it("refuses the client another's event with 403, and removes its own", async () => {
    const other = eventOf(ADMIN_ID);
    const theirs = await call(`/apps/calendar/remove-event?id=${other.id}`, 'client', {
      method: 'DELETE',
    });
    expect(theirs.status).toBe(403);
    const own = eventOf(CLIENT_ID);
    const mine = await call(`/apps/calendar/remove-event?id=${own.id}`, 'client', {
      method: 'DELETE',
    });
    expect(mine.status).toBe(204);
    expect(seeded().some((event) => event.id === own.id)).toBe(false);
    expect(seeded().some((event) => event.id === other.id)).toBe(true);
  });

  it('takes the id in the body too, as a number or as text', async () => {
    const [first, second] = seeded().filter((event) => event.ownerId === ADMIN_ID);
    if (!first || !second) throw new Error('seed has fewer than two admin events');
    const asText = await call('/apps/calendar/remove-event', 'admin', {
      method: 'DELETE',
      body: { id: String(first.id) },
    });
    expect(asText.status).toBe(204);
    const asNumber = await call('/apps/calendar/remove-event', 'admin', {
      method: 'DELETE',
      body: { id: second.id },
    });
    expect(asNumber.status).toBe(204);
    expect(seeded().some((event) => event.id === first.id || event.id === second.id)).toBe(false);
  });

  it('answers 400 without an id and 404 for an unknown one', async () => {
    expect((await call('/apps/calendar/remove-event', 'admin', { method: 'DELETE' })).status).toBe(
      400,
    );
    const unknown = await call('/apps/calendar/remove-event?id=99999', 'admin', {
      method: 'DELETE',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('versions of an event (If-Match)', () => {
  it('refuses a stale version with the event as it stands and who changed it, and takes the current one', async () => {
    const event = { ...eventOf(ADMIN_ID) };
    expect(event.version).toBe(1);
    const renamed = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, title: 'Renamed' } },
      version: 1,
    });
    expect(renamed.status).toBe(200);
    const current = calendarEventSchema.parse(renamed.body);
    expect(current).toEqual({ ...event, title: 'Renamed', version: 2 });

    // Another screen still shows version 1: its move and its delete are refused, nothing written.
    const move = { start: '2026-11-05T10:00:00.000Z', end: '2026-11-05T11:00:00.000Z' };
    const stale = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, ...move, allDay: false } },
      version: 1,
    });
    expect(stale).toEqual(staleAnswer(current, { id: ADMIN_ID, fullName: 'John Doe' }));
    const removed = await call(`/apps/calendar/remove-event?id=${event.id}`, 'admin', {
      method: 'DELETE',
      version: 1,
    });
    expect(removed.status).toBe(412);
    expect(seeded().find((candidate) => candidate.id === event.id)).toEqual(current);

    // The current version goes through; so does a write that names none (older clients).
    const moved = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, ...move, allDay: false } },
      version: 2,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ ...current, ...move, version: 3 });
    const unnamed = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, title: 'Renamed again' } },
    });
    expect(unnamed.body).toMatchObject({ title: 'Renamed again', version: 4 });
    // A change to nothing (a drag dropped where it started) leaves the version.
    const same = await call('/apps/calendar/update-event', 'admin', {
      body: { event: { id: event.id, ...move } },
      version: 4,
    });
    expect(same.body).toMatchObject({ version: 4 });
    const gone = await call(`/apps/calendar/remove-event?id=${event.id}`, 'admin', {
      method: 'DELETE',
      version: 4,
    });
    expect(gone.status).toBe(204);
  });

  it('starts a new event at version 1', async () => {
    const { body } = await call('/apps/calendar/add-event', 'admin', { body: { event: newEvent } });
    expect(body).toMatchObject({ version: 1 });
  });
});

it('seeds events in all five calendars', () => {
  expect(new Set(seeded().map((event) => event.calendar))).toEqual(new Set(eventCalendars));
});
