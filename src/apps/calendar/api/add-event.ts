import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { calendarKeys } from './calendar-keys';
import { calendarEventSchema, type CalendarEvent, type EventInput } from './calendar-schemas';

export async function addEvent(event: EventInput): Promise<CalendarEvent> {
  return sendJson('post', 'apps/calendar/add-event', calendarEventSchema, {
    json: { event },
    creates: true,
  });
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
