import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { calendarKeys } from './calendar-keys';
import {
  calendarEventSchema,
  type CalendarEvent,
  type EventPatch,
  type EventsAnswer,
} from './calendar-schemas';

/** Changes the fields named in `patch` (plus `id`); answers the whole event. */
export async function updateEvent(event: EventPatch): Promise<CalendarEvent> {
  return sendJson('post', 'apps/calendar/update-event', calendarEventSchema, { json: { event } });
}

/** The drawer's save: the drawer shows a failure itself, so no error toast. */
export function useUpdateEvent() {
  return useMutation({
    mutationFn: updateEvent,
    meta: {
      successMessage: 'calendar.notifications.updated',
      errorToast: false,
      invalidates: [calendarKeys.lists(), resourceKeys.dashboard],
    },
  });
}

/** Where a drag or a resize put an event. */
export type EventMove = Pick<CalendarEvent, 'id' | 'start' | 'end' | 'allDay'>;

/** A cached answer with one event moved; answers that do not hold it are returned unchanged. */
export function withEventMoved(data: EventsAnswer, move: EventMove): EventsAnswer {
  if (!data.events.some((event) => event.id === move.id)) return data;
  return {
    ...data,
    events: data.events.map((event) => (event.id === move.id ? { ...event, ...move } : event)),
  };
}

const moveKey = [...calendarKeys.all, 'move'] as const;

/**
 * A drag or a resize: saved at once, shown at once in every cached view. A failure puts back
 * only that event's times (so other moves still in flight keep theirs) and the mutation cache
 * toasts the error; the events refetch once the last move settles.
 */
export function useMoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveKey,
    mutationFn: (move: EventMove) => updateEvent(move),
    ...optimisticUpdate<EventMove, EventsAnswer>(queryClient, {
      queryKey: calendarKeys.lists(),
      update: withEventMoved,
      rollback: (current, move, previous) => {
        const before = previous.events.find((event) => event.id === move.id);
        return before
          ? withEventMoved(current, {
              id: before.id,
              start: before.start,
              end: before.end,
              allDay: before.allDay,
            })
          : current;
      },
    }),
    meta: {
      successMessage: 'calendar.notifications.moved',
      invalidates: [calendarKeys.lists(), resourceKeys.dashboard],
    },
  });
}
