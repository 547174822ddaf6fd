import { createFileRoute } from '@tanstack/react-router';
import { eventsQueryOptions } from '@/apps/calendar/api/list-events';
import { selectedCalendars } from '@/apps/calendar/calendar-filter';
import { calendarManifest } from '@/apps/calendar/calendar-manifest';
import { calendarSearchSchema } from '@/apps/calendar/calendar-search';
import {
  loadEventCalendar,
  openingView,
  PHONE_QUERY,
} from '@/apps/calendar/components/load-event-calendar';
import { CalendarPage, CalendarSidebar } from '@/apps/calendar/pages/calendar-page';
import { sidebarInDrawer } from '@/components/layout/side-column';
import { requireAbility } from '@/lib/ability/route-guards';
import { listLoader } from '@/lib/router/list-route';

const loadEvents = listLoader(calendarSearchSchema, (search) =>
  eventsQueryOptions(selectedCalendars(search.calendars)),
);

export const Route = createFileRoute('/_authenticated/apps/calendar/')({
  validateSearch: calendarSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, calendarManifest),
  loader: (match) => {
    // The grids' code with the events, not once the page has rendered (a failure is the page's);
    // the list needs none of it.
    const phone = window.matchMedia(PHONE_QUERY).matches;
    if (openingView(calendarSearchSchema.parse(match.location.search).view, phone) !== 'list') {
      loadEventCalendar().catch(() => undefined);
    }
    // The sidebar's code with the events where it is a column; in a phone's drawer, later.
    if (!sidebarInDrawer()) CalendarSidebar.preload();
    loadEvents(match);
  },
  component: CalendarPage,
});
