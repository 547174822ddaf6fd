import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { resourceKeys } from '@/lib/http/resource-keys';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { staleCurrentOf } from '@/lib/versions/stale-current';
import { calendarKeys } from './calendar-keys';
import {
  calendarEventSchema,
  type CalendarEvent,
  type EventPatch,
  type EventsAnswer,
} from './calendar-schemas';

/**
 * Changes the fields named in `patch` (plus `id`); answers the whole event. `version`, when
 * given, is the one the change was made from: an event changed since is refused (412).
 */
export async function updateEvent({
  version,
  ...event
}: EventPatch & { version?: number }): Promise<CalendarEvent> {
  return sendJson('post', 'apps/calendar/update-event', calendarEventSchema, {
    json: { event },
    version,
  });
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

/**
 * Where a drag or a resize put an event, and the version of the event it moved (the one the
 * screen showed): an event someone changed meanwhile is refused, and the move rolled back.
 */
export type EventMove = Pick<CalendarEvent, 'id' | 'start' | 'end' | 'allDay'> & {
  version?: number;
};

/** A cached answer with one event moved; answers that do not hold it are returned unchanged. */
export function withEventMoved(
  data: EventsAnswer,
  { version: _version, ...move }: EventMove,
): EventsAnswer {
  if (!data.events.some((event) => event.id === move.id)) return data;
  return {
    ...data,
    events: data.events.map((event) => (event.id === move.id ? { ...event, ...move } : event)),
  };
}

/**
 * A cached answer with a saved event's new version, its times left as the cache has them (a
 * later move may be on its way): the next drag of it names the version it now has, not a stale
 * one, before the refetch brings it.
 */
function withEventVersion(data: EventsAnswer, saved: CalendarEvent): EventsAnswer {
  if (!data.events.some((event) => event.id === saved.id && event.version < saved.version)) {
    return data;
  }
  return {
    ...data,
    events: data.events.map((event) =>
      event.id === saved.id ? { ...event, version: Math.max(event.version, saved.version) } : event,
    ),
  };
}

const moveKey = [...calendarKeys.all, 'move'] as const;

/**
 * A drag or a resize: saved at once, shown at once in every cached view. A failure (a 412 too:
 * someone changed the event since the screen showed it) puts back only that event's times (so
 * other moves still in flight keep theirs) and the mutation cache toasts the error, naming who
 * changed it; the events refetch once the last move settles.
 */
export function useMoveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveKey,
    mutationFn: (move: EventMove) => updateEvent(move),
    ...optimisticUpdate<EventMove, EventsAnswer>(queryClient, {
      queryKey: calendarKeys.lists(),
      update: withEventMoved,
      rollback: (current, move, previous, error) => {
        // Refused for a stale version: the event as it now stands (the other person's times and
        // version), so its next drag is not refused again before the refetch.
        const now = staleCurrentOf(error, calendarEventSchema);
        if (now) {
          return {
            ...current,
            events: current.events.map((event) => (event.id === now.id ? now : event)),
          };
        }
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
    onSuccess: (saved) => {
      queryClient.setQueriesData<EventsAnswer>({ queryKey: calendarKeys.lists() }, (data) =>
        data === undefined ? data : withEventVersion(data, saved),
      );
    },
    meta: {
      successMessage: 'calendar.notifications.moved',
      invalidates: [calendarKeys.lists(), resourceKeys.dashboard],
    },
  });
}
