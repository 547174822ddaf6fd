import { send } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { useUndoableWrite } from '@/lib/query/undoable';
import { calendarKeys } from './calendar-keys';
import type { EventsAnswer } from './calendar-schemas';

export async function removeEvent(id: number): Promise<void> {
  await send('delete', 'apps/calendar/remove-event', { searchParams: { id } });
}

/**
 * Deletes an event after the undo window: `run(id, message)`. It leaves every calendar view at
 * once; Undo puts it back and sends nothing; a failure brings it back with an error toast.
 */
export function useRemoveEvent() {
  return useUndoableWrite({
    mutationFn: removeEvent,
    queryKey: calendarKeys.lists(),
    update: (data: EventsAnswer, id: number) => ({
      ...data,
      events: data.events.filter((event) => event.id !== id),
    }),
    // The dashboard's "Today's events" reads the calendar.
    meta: { invalidates: [calendarKeys.lists(), resourceKeys.dashboard] },
  });
}
