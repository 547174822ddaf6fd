import { useMemo, type CSSProperties } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { IntentHandlers } from '@/components/lazy/use-preload-intent';
import { dateTimeFormat, formatDay, formatMonthTitle, isolate } from '@/lib/i18n/formats';
import type { CalendarEvent } from '../api/calendar-schemas';
import type { CalendarView } from '../api/calendar-values';
import { colorOf } from './calendar-colors';
import { CalendarToolbar } from './calendar-toolbar';
import { monthAgenda, monthStartFrom, type AgendaPart } from './month-agenda';
import frame from './calendar-view.module.css';
import classes from './event-list.module.css';

type EventListProps = {
  events: readonly CalendarEvent[];
  /** The day the URL shows (`YYYY-MM-DD`): its month is listed. */
  date: string;
  /** The server's day, the calendar's "today". */
  today: string;
  /** Dimmed while the events of a new choice of calendars load. */
  stale: boolean;
  /** The event open in the drawer: highlighted. */
  openId?: number | undefined;
  onNavigate: (view: CalendarView, date: string) => void;
  onOpen: (event: CalendarEvent) => void;
  /** On the view switch: the grids' code loads when the user comes to it. */
  viewIntent?: IntentHandlers | undefined;
};

/** The time column of one event on one day, in the user's language and time zone. */
function timeText(part: AgendaPart, t: TFunction, language: string | undefined): string {
  const time = (date: Date) =>
    dateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
  switch (part.kind) {
    case 'allDay':
      return t('calendar.list.allDay');
    case 'within':
      return isolate(`${time(part.start)} – ${time(part.end)}`);
    case 'starts':
      return t('calendar.list.from', { time: isolate(time(part.start)) });
    case 'ends':
      return t('calendar.list.until', { time: isolate(time(part.end)) });
  }
}

/**
 * The list view: the month's events day by day, each opening its drawer. Our own, not
 * FullCalendar's: it is the view a phone opens in, and drawn with the page it needs none of the
 * grids' 80 KB (docs/performance.md, "The first render").
 */
export function EventList({
  events,
  date,
  today,
  stale,
  openId,
  onNavigate,
  onOpen,
  viewIntent,
}: EventListProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const month = date.slice(0, 7);
  const days = useMemo(() => monthAgenda(events, month), [events, month]);
  const show = (day: string) => onNavigate('list', day);

  return (
    <div className={frame.wrapper}>
      <CalendarToolbar
        title={formatMonthTitle(date, language)}
        view="list"
        onPrevious={() => show(monthStartFrom(date, -1))}
        onNext={() => show(monthStartFrom(date, 1))}
        onToday={() => show(today)}
        onView={(view) => onNavigate(view, date)}
        viewIntent={viewIntent}
      />
      <div className={classes.list} data-stale={stale || undefined}>
        {days.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('calendar.list.empty')}
          </Text>
        ) : (
          days.map(({ day, entries }) => (
            <div key={day}>
              <h3 className={classes.day} aria-current={day === today ? 'date' : undefined}>
                {formatDay(day, language, { dateStyle: 'full' })}
              </h3>
              <ul className={classes.entries}>
                {entries.map(({ event, part }) => (
                  <li key={event.id}>
                    <button
                      type="button"
                      className={classes.event}
                      aria-current={event.id === openId || undefined}
                      style={
                        {
                          '--event-color': `var(--mantine-color-${colorOf(event.calendar)}-6)`,
                        } as CSSProperties
                      }
                      onClick={() => onOpen(event)}
                    >
                      <span className={classes.time}>{timeText(part, t, language)}</span>
                      <span className={classes.dot} aria-hidden />
                      <span className={classes.title}>
                        <bdi>{event.title}</bdi>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))
        )}
      </div>
    </div>
  );
}
