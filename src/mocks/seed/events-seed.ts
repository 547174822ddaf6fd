import { FIRST_VERSION } from '@/lib/versions/versions';
import type { CalendarEvent } from '@/apps/calendar/api/calendar-schemas';
import type { EventCalendar } from '@/apps/calendar/api/calendar-values';
import { demoAccounts } from './auth-seed';
import { randomCompany, randomPerson } from './people';
import type { SeedContext } from './seed-context';
import { rangeOf, textRows } from './seed-tables';
import { dayAt, DAY_MS, MOCK_TODAY, pickWeighted, type SeedRandom } from './seed-random';
import { seedSharedUsers } from './users-seed';

export const EVENT_COUNT = 60;
/** Events span the reference month and the two months either side of it. */
const FIRST_DAY = -61; // 2026-09-01
const LAST_DAY = 91; // 2027-01-31

type EventDraft = Omit<CalendarEvent, 'id' | 'ownerId' | 'version'>;

/**
 * Whose each seeded event is: the client's (Jane Doe) personal and family events, the admin's
 * (John Doe) the rest, so the client has events of its own to change and others' it only reads.
 * No random draw, so the rest of the seed is unchanged.
 */
export const ownerOfSeededEvent = (calendar: EventCalendar): number =>
  calendar === 'Personal' || calendar === 'Family' ? demoAccounts.client.id : demoAccounts.admin.id;

interface Template {
  title: string | ((random: SeedRandom) => string);
  location: string;
  description: string;
  /** Minutes for a timed event; days (1 or more) for an all-day one. */
  duration: { minutes: readonly [number, number] } | { days: readonly [number, number] };
  /** Online events carry a meeting link. */
  online?: boolean;
  /** How many users are invited; none for private and family events. */
  guests: readonly [number, number];
}

const companyName = (random: SeedRandom) =>
  randomCompany(random, randomPerson(random).country).name;

/**
 * One template a row: title | location | duration (`60-90 min` or `2-3 days`) | guests (`1-3`) |
 * `online` or nothing | description. `{company}` in a title is a company drawn for each event.
 */
function eventTemplates(table: string): Template[] {
  return textRows(table).map(
    ([title = '', location = '', duration = '', guests = '', online = '', description = '']) => {
      const [range = '', unit] = duration.split(' ');
      return {
        title: title.includes('{company}')
          ? (random: SeedRandom) => title.replace('{company}', companyName(random))
          : title,
        location,
        description,
        duration: unit === 'days' ? { days: rangeOf(range) } : { minutes: rangeOf(range) },
        ...(online === 'online' && { online: true }),
        guests: rangeOf(guests),
      };
    },
  );
}

const templates: Record<EventCalendar, readonly Template[]> = {
  Business: eventTemplates(`
    Sprint planning            | Meeting room 1 | 60-90 min  | 3-5 | online | Pick the stories for the next two weeks and agree on the sprint goal.
    Design review              | Meeting room 3 | 45-60 min  | 2-4 |        | Walk through the new checkout screens with product and engineering.
    Client call with {company} | Online         | 30-60 min  | 1-3 | online | Status update on the project and next milestones.
    Quarterly business review  | Board room     | 90-120 min | 3-5 |        | Revenue, pipeline and hiring plan for the next quarter.
    Product demo for {company} | Online         | 45-60 min  | 1-2 | online | Demo of the dashboard and the invoicing module, then questions.
    Team retrospective         | Meeting room 2 | 45-60 min  | 3-5 |        | What went well, what did not, and one thing to change.
    Budget meeting             | Finance office | 60-90 min  | 2-3 |        | Review spending against the plan and approve the open requests.
  `),
  Personal: eventTemplates(`
    Dentist appointment | Smile Dental Clinic  | 30-60 min  | 0-0 |  | Yearly check-up. Bring the insurance card.
    Yoga class          | Lotus Studio         | 60-60 min  | 0-0 |  | Evening flow class.
    Car service         | Downtown Garage      | 60-120 min | 0-0 |  | Winter tyres and the yearly inspection.
    Doctor check-up     | City Health Centre   | 30-45 min  | 0-0 |  | Routine check-up and blood test results.
    Piano lesson        | Music school, room 4 | 45-60 min  | 0-0 |  | Practise the second movement before the lesson.
  `),
  Family: eventTemplates(`
    Family dinner       | Home             | 120-180 min | 0-0 |  | Everyone brings a dish.
    Parents' evening    | Riverside School | 60-90 min   | 0-0 |  | Meet the teachers and see the autumn projects.
    Grandma's birthday  | Grandma's house  | 150-180 min | 0-0 |  | Pick up the cake on the way.
    Weekend at the lake | Lakeside cabin   | 2-3 days    | 0-0 |  | Pack warm clothes and the board games.
  `),
  Holiday: eventTemplates(`
    Vacation          | Lisbon    | 4-7 days | 0-0 |  | Out of office; urgent matters go to the team lead.
    Long weekend away | Mountains | 3-3 days | 0-0 |  | No laptop.
    Day off           |           | 1-1 days | 0-0 |  | Taking a day of leave.
  `),
  ETC: eventTemplates(`
    Frontend conference                | Berlin          | 2-2 days    | 1-3 |        | Two days of talks on web performance and accessibility.
    Webinar: accessibility in practice | Online          | 60-60 min   | 0-2 | online | Keyboard navigation, focus management and colour contrast.
    Local tech meetup                  | Innovation Hub  | 90-150 min  | 1-3 |        | Lightning talks followed by drinks.
    Design systems workshop            | Training centre | 180-240 min | 1-3 |        | Hands-on workshop on tokens and component libraries.
  `),
};

const calendarWeights = [
  ['Business', 40],
  ['Personal', 20],
  ['ETC', 16],
  ['Family', 14],
  ['Holiday', 10],
] as const;

/** Public holidays: fixed dates, all-day. */
const publicHolidays: readonly (readonly [date: string, title: string])[] = [
  ['2026-09-07', 'Labor Day'],
  ['2026-10-31', 'Halloween'],
  ['2026-11-11', 'Veterans Day'],
  ['2026-11-26', 'Thanksgiving'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', "New Year's Day"],
];

const letters = 'abcdefghijklmnopqrstuvwxyz';
function meetingUrl(random: SeedRandom): string {
  const part = (length: number) =>
    Array.from({ length }, () => letters.charAt(random.int(0, letters.length - 1))).join('');
  return `https://meet.example.com/${part(3)}-${part(4)}-${part(3)}`;
}

const dayOffsetOf = (date: string) =>
  Math.round((Date.parse(date) - Date.parse(MOCK_TODAY)) / DAY_MS);

function allDayEvent(
  title: string,
  calendar: EventCalendar,
  firstDay: number,
  days: number,
  details: Pick<CalendarEvent, 'location' | 'description' | 'guests' | 'url'>,
): EventDraft {
  return {
    title,
    start: dayAt(firstDay),
    end: dayAt(firstDay + days),
    allDay: true,
    calendar,
    ...details,
  };
}

/**
 * The reference day's events are fixed (three, one of them all-day) so that the dashboard's
 * "today" and the calendar's first view always show the same thing; no other event touches it.
 */
function referenceDayEvents(guests: (count: number) => string[], url: string): EventDraft[] {
  return [
    allDayEvent("All Saints' Day", 'Holiday', 0, 1, {
      location: '',
      description: 'Public holiday in many countries.',
      guests: [],
      url: '',
    }),
    {
      title: 'Family brunch',
      start: dayAt(0, 11),
      end: dayAt(0, 13),
      allDay: false,
      url: '',
      calendar: 'Family',
      guests: [],
      location: 'Café Lumière',
      description: 'Table booked for six.',
    },
    {
      title: 'Release go/no-go call',
      start: dayAt(0, 16),
      end: dayAt(0, 16, 30),
      allDay: false,
      url,
      calendar: 'Business',
      guests: guests(4),
      location: 'Online',
      description: 'Check the release checklist and decide whether the Monday release goes ahead.',
    },
  ];
}

function randomEvent(random: SeedRandom, guests: (count: number) => string[]): EventDraft {
  const calendar = pickWeighted(random, calendarWeights);
  const template = random.pick(templates[calendar]);
  const title = typeof template.title === 'string' ? template.title : template.title(random);
  const details = {
    url: template.online ? meetingUrl(random) : '',
    guests: guests(random.int(template.guests[0], template.guests[1])),
    location: template.location,
    description: template.description,
  };
  if ('days' in template.duration) {
    const days = random.int(template.duration.days[0], template.duration.days[1]);
    let firstDay = random.int(FIRST_DAY, LAST_DAY - days + 1);
    // Mirrored past the reference day rather than redrawn, to keep the draw count fixed.
    if (firstDay <= 0 && firstDay + days > 0) firstDay = 1 - firstDay;
    return allDayEvent(title, calendar, firstDay, days, details);
  }
  let day = random.int(FIRST_DAY, LAST_DAY);
  if (day === 0) day = random.bool() ? -1 : 1;
  const startMinutes = random.int(16, 37) * 30; // 08:00 to 18:30 UTC
  const minutes =
    random.int(template.duration.minutes[0] / 15, template.duration.minutes[1] / 15) * 15;
  const start = Date.parse(dayAt(day)) + startMinutes * 60_000;
  return {
    ...details,
    title,
    start: new Date(start).toISOString(),
    end: new Date(start + minutes * 60_000).toISOString(),
    allDay: false,
    calendar,
  };
}

/** About sixty events around the reference date, sorted by start and numbered in that order. */
export function seedEvents(ctx: SeedContext): CalendarEvent[] {
  const { random } = ctx;
  // Guests are users both seeds share, so the events are the same in both.
  const names = seedSharedUsers(ctx).map((user) => user.fullName);
  const guests = (count: number) => random.pickMany(names, count);

  const drafts: EventDraft[] = [
    ...referenceDayEvents(guests, meetingUrl(random)),
    ...publicHolidays.map(([date, title]) =>
      allDayEvent(title, 'Holiday', dayOffsetOf(date), 1, {
        location: '',
        description: 'Public holiday.',
        guests: [],
        url: '',
      }),
    ),
  ];
  while (drafts.length < EVENT_COUNT) drafts.push(randomEvent(random, guests));
  return (
    drafts
      .map((draft, index) => ({ draft, index }))
      .toSorted((a, b) => a.draft.start.localeCompare(b.draft.start) || a.index - b.index)
      // Fields in the contract's order, so the JSON reads the same for every event.
      .map(({ draft }, index) => ({
        id: index + 1,
        title: draft.title,
        start: draft.start,
        end: draft.end,
        allDay: draft.allDay,
        url: draft.url,
        calendar: draft.calendar,
        guests: draft.guests,
        location: draft.location,
        description: draft.description,
        ownerId: ownerOfSeededEvent(draft.calendar),
        version: FIRST_VERSION,
      }))
  );
}
