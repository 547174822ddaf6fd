import type { CalendarView } from '../api/calendar-values';

/**
 * The calendar's grids: FullCalendar, 80 KB, in a chunk of its own on this route only. The route's
 * loader starts it with the events when the page opens in a grid (its largest paint is the grid,
 * so it must not wait for the page to render first); the page renders it (`lazyWithPreload`).
 * The list view is the app's own (./event-list.tsx) and loads none of it.
 */
export const loadEventCalendar = () => import('./event-calendar');

/** A phone's width holds a month of chips badly: there the list is the view the URL leaves out. */
export const PHONE_QUERY = '(max-width: 36em)';

/** The view the page opens in: the URL's, else the list on a phone and the month elsewhere. */
export const openingView = (view: CalendarView | undefined, phone: boolean): CalendarView =>
  view ?? (phone ? 'list' : 'month');
