import { useEffect, useMemo, useRef, useState } from 'react';
import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
// FullCalendar is imported here only: this module is loaded by the calendar route alone, with
// `lazy`, so its code (and Preact, which it renders with) stays out of every other route.
import type { DatesSetArg, EventClickArg, EventInput, LocaleInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import frLocale from '@fullcalendar/core/locales/fr';
import ptLocale from '@fullcalendar/core/locales/pt';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { CalendarEvent } from '../api/calendar-schemas';
import type { CalendarView } from '../api/calendar-values';
import type { EventMove } from '../api/update-event';
import {
  CALENDAR_TIME_ZONE,
  calendarTimes,
  localDay,
  movedTimes,
  type PickedRange,
} from './event-times';
import { CalendarToolbar } from './calendar-toolbar';
import frame from './calendar-view.module.css';
import classes from './event-calendar.module.css';
import { capitalizeFirst } from '@/lib/i18n/formats';

const plugins = [dayGridPlugin, timeGridPlugin, interactionPlugin];

// English is FullCalendar's own; the others bring week start (Monday), formats and texts.
const locales: ReadonlyMap<string, LocaleInput> = new Map([
  ['fr', frLocale],
  ['de', deLocale],
  ['pt', ptLocale],
]);

/** Where the week and day views open: the working day, not midnight. */
const SCROLL_TIME = '07:00:00';

/** The views FullCalendar draws; the list is ours (./event-list.tsx). */
export type GridView = Exclude<CalendarView, 'list'>;

const fcViews: Record<GridView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
};
const gridViews = Object.keys(fcViews) as GridView[];
const viewOf = (fcView: string): GridView =>
  gridViews.find((view) => fcViews[view] === fcView) ?? 'month';

const calendarClass: Record<CalendarEvent['calendar'], string | undefined> = {
  Personal: classes.personal,
  Business: classes.business,
  Family: classes.family,
  Holiday: classes.holiday,
  ETC: classes.etc,
};

type EventCalendarProps = {
  events: readonly CalendarEvent[];
  view: GridView;
  /** The day the view shows (`YYYY-MM-DD`). */
  date: string;
  /** The server's day, the calendar's "today". */
  today: string;
  /** Dimmed while the events of a new choice of calendars load. */
  stale: boolean;
  /** The event open in the drawer: highlighted. */
  openId?: number | undefined;
  canCreate: boolean;
  canChange: (event: CalendarEvent) => boolean;
  onNavigate: (view: CalendarView, date: string) => void;
  onPick: (range: PickedRange) => void;
  onOpen: (event: CalendarEvent) => void;
  onMove: (move: EventMove) => void;
};

/**
 * The month, week and day views (FullCalendar) under the calendar's toolbar. The view and day
 * follow the URL; the user's moves through the toolbar are written back to it.
 */
export function EventCalendar(props: EventCalendarProps) {
  const { events, view, date, today, stale, openId, canCreate, canChange } = props;
  const { onNavigate, onPick, onOpen, onMove } = props;
  const { i18n } = useTranslation();
  const { dir } = useDirection();
  const calendarRef = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');

  const byId = useMemo(() => new Map(events.map((event) => [String(event.id), event])), [events]);
  const input = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: String(event.id),
        title: event.title,
        ...calendarTimes(event),
        allDay: event.allDay,
        editable: canChange(event),
        classNames: [
          classes.event ?? '',
          calendarClass[event.calendar] ?? '',
          event.id === openId ? (classes.highlighted ?? '') : '',
        ],
        // `url` stays out: FullCalendar would follow it on click instead of opening the drawer.
      })),
    [events, canChange, openId],
  );

  // The URL moved (the month picker, Back, a link): the calendar follows.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    if (api.view.type !== fcViews[view]) api.changeView(fcViews[view], date);
    else if (localDay(api.getDate()) !== date) api.gotoDate(date);
  }, [view, date]);

  // Switched to the week or day view: FullCalendar scrolled before the view had its height.
  const timeGrid = view === 'week' || view === 'day';
  useEffect(() => {
    if (timeGrid) calendarRef.current?.getApi().scrollToTime(SCROLL_TIME);
  }, [timeGrid]);

  const api = () => calendarRef.current?.getApi();
  const onDatesSet = (arg: DatesSetArg) => {
    // FullCalendar writes months as running text does ("novembre 2026"): a title starts with a
    // capital, like the month picker's.
    setTitle(capitalizeFirst(arg.view.title, i18n.resolvedLanguage));
    const current = arg.view.calendar.getDate();
    onNavigate(viewOf(arg.view.type), localDay(current));
  };
  const onChange = ({ event, revert }: { event: EventClickArg['event']; revert: () => void }) => {
    const record = byId.get(event.id);
    if (!record || !event.start) {
      revert();
      return;
    }
    onMove({
      id: record.id,
      ...movedTimes(record, { start: event.start, end: event.end, allDay: event.allDay }),
      // The version the screen shows: a move of an event someone changed since is refused.
      version: record.version,
    });
  };

  return (
    <div className={frame.wrapper}>
      <CalendarToolbar
        title={title}
        view={view}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.gotoDate(today)}
        onView={(next) => {
          const calendar = api();
          if (next === 'list') onNavigate('list', calendar ? localDay(calendar.getDate()) : date);
          else calendar?.changeView(fcViews[next]);
        }}
      />
      <div className={classes.calendar} data-stale={stale || undefined}>
        <FullCalendar
          ref={calendarRef}
          plugins={plugins}
          initialView={fcViews[view]}
          initialDate={date}
          now={today}
          timeZone={CALENDAR_TIME_ZONE}
          locale={locales.get(i18n.resolvedLanguage ?? 'en') ?? 'en'}
          direction={dir}
          headerToolbar={false}
          // The month and the list grow with their events; the week and day views scroll
          // inside a fixed height, so that they can open at the working day.
          height={timeGrid ? undefined : 'auto'}
          contentHeight={timeGrid ? 640 : undefined}
          events={input}
          eventDisplay="block"
          dayMaxEvents
          eventInteractive
          selectable={canCreate}
          selectMirror
          editable
          eventResizableFromStart
          nowIndicator
          scrollTime={SCROLL_TIME}
          datesSet={onDatesSet}
          select={(arg) => {
            arg.view.calendar.unselect();
            onPick({ start: arg.start, end: arg.end, allDay: arg.allDay });
          }}
          eventClick={(arg) => {
            arg.jsEvent.preventDefault();
            const record = byId.get(arg.event.id);
            if (record) onOpen(record);
          }}
          eventDrop={onChange}
          eventResize={(arg: EventResizeDoneArg) => onChange(arg)}
        />
      </div>
    </div>
  );
}
