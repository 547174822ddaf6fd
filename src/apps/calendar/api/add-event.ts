import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { calendarKeys } from './calendar-keys';
import { calendarEventSchema, type CalendarEvent, type EventInput } from './calendar-schemas';

export async function addEvent(event: EventInput): Promise<CalendarEvent> {
  return calendarEventSchema.parse(
    await http.post('apps/calendar/add-event', { json: { event } }).json(),
  );
}

/** The drawer shows a failed save itself (fields and a message), so no error toast. */
export function useAddEvent() {
  return useMutation({
    mutationFn: addEvent,
    meta: {
      successMessage: 'calendar.notifications.added',
      errorToast: false,
      invalidates: [calendarKeys.lists(), resourceKeys.dashboard],
    },
  });
}
