import { queryOptions } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { useListQuery } from '@/lib/list/use-list-query';
import { calendarKeys } from './calendar-keys';
import { eventsAnswerSchema, type EventsAnswer } from './calendar-schemas';
import type { EventCalendar } from './calendar-values';

/**
 * The contract's parameter: one `calendars` key per chosen calendar. With none chosen the key is
 * sent empty (`calendars=`), which the API reads as "none", while no key at all would mean all.
 */
export function calendarsSearchParams(calendars: readonly EventCalendar[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const calendar of calendars) params.append('calendars', calendar);
  if (calendars.length === 0) params.append('calendars', '');
  return params;
}

export async function getEvents(calendars: readonly EventCalendar[]): Promise<EventsAnswer> {
  const searchParams = calendarsSearchParams(calendars);
  return getJson('apps/calendar/events', eventsAnswerSchema, { searchParams });
}

export const eventsQueryOptions = (calendars: readonly EventCalendar[]) =>
  queryOptions({ queryKey: calendarKeys.list(calendars), queryFn: () => getEvents(calendars) });

/**
 * The events of the chosen calendars (the list idiom): while a new choice loads, the previous
 * events stay on screen, and a failed load is the query's error, shown with Retry.
 */
export function useEvents(calendars: readonly EventCalendar[]) {
  return useListQuery(eventsQueryOptions(calendars));
}
