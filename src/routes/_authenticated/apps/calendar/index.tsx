import { createFileRoute } from '@tanstack/react-router';
import { eventsQueryOptions } from '@/apps/calendar/api/get-events';
import { selectedCalendars } from '@/apps/calendar/calendar-filter';
import { calendarManifest } from '@/apps/calendar/calendar-manifest';
import { calendarSearchSchema } from '@/apps/calendar/calendar-search';
import { CalendarPage } from '@/apps/calendar/pages/calendar-page';
import { requireAbility } from '@/lib/ability/route-guards';
import { startListQuery } from '@/lib/list/use-list-query';

export const Route = createFileRoute('/_authenticated/apps/calendar/')({
  validateSearch: calendarSearchSchema,
  beforeLoad: ({ context }) => requireAbility(context, calendarManifest),
  // No `loaderDeps` (as todo): a new choice of calendars loads in the page, which keeps the
  // previous events meanwhile, instead of swapping the page for the pending screen.
  loader: ({ context, location }) =>
    startListQuery(
      context.queryClient,
      eventsQueryOptions(selectedCalendars(calendarSearchSchema.parse(location.search).calendars)),
    ),
  component: CalendarPage,
});
