import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { resourceKeys } from '@/lib/http/resource-keys';
import { calendarKeys } from './calendar-keys';

export async function removeEvent(id: number): Promise<void> {
  await http.delete('apps/calendar/remove-event', { searchParams: { id } });
}

/** Removes an event for good, after the drawer's confirmation. */
export function useRemoveEvent() {
  return useMutation({
    mutationFn: removeEvent,
    meta: {
      successMessage: 'calendar.notifications.removed',
      invalidates: [calendarKeys.lists(), resourceKeys.dashboard],
    },
  });
}
