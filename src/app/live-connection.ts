import type { QueryClient } from '@tanstack/react-query';
import { startEventStream, stopEventStream } from '@/lib/events/event-stream';
import { changedEventSchema } from '@/lib/events/live-event-schemas';
import { lastWriterKey } from '@/lib/events/last-writer';
import { answerPositionOf } from '@/lib/events/answer-positions';
import { onLiveEvent } from '@/lib/events/live-events';
import { session } from '@/lib/session/session';
import { signInEndedEventSchema } from '@/lib/session/session-schemas';

/** An event id or a position: the server's log (a restart starts another) and the count in it. */
function parsePosition(position: string) {
  const cut = position.lastIndexOf('-');
  return { log: position.slice(0, cut), count: Number(position.slice(cut + 1)) };
}

/** Whether `answer` (a query's data) was made once the event `eventId` was raised: it holds it. */
function answerHolds(answer: unknown, eventId: string): boolean {
  const kept = answerPositionOf(answer);
  if (kept === undefined) return false;
  const [made, event] = [parsePosition(kept), parsePosition(eventId)];
  return made.log === event.log && made.count >= event.count;
}

/**
 * Lets each `changed` event invalidate the lists it names, save those whose answer already holds
 * it (made after the event: the writer's own refetch); returns the stop.
 */
export function followChangedEvents(queryClient: QueryClient): () => void {
  return onLiveEvent('changed', (data, id) => {
    const parsed = changedEventSchema.safeParse(data);
    if (!parsed.success) return;
    // Who wrote, for a form open on a record of it: it names them when the record moves on.
    if (parsed.data.by)
      queryClient.setQueryData(lastWriterKey(parsed.data.resource), parsed.data.by);
    // A list whose answer was made after the event already holds the change (the writer's own
    // refetch, after its write); a refetch already under way is kept, not doubled.
    void queryClient.invalidateQueries(
      {
        queryKey: [parsed.data.resource],
        predicate: (query) => !answerHolds(query.state.data, id),
      },
      { cancelRefetch: false },
    );
  });
}

/**
 * Starts the tab's stream and lets `changed` events invalidate the lists they name, which
 * refetch where they are on screen (each app handles its own events: the bell, the chat, mail).
 * A `reset` (the server no longer knows the tab's last event: it restarted) marks everything
 * cached stale and refetches what is on screen, since any of it may have changed unseen.
 * Returns the stop. Loaded on idle by `LiveUpdates` (live-updates.tsx).
 */
export function startLiveUpdates(queryClient: QueryClient): () => void {
  const stopChanged = followChangedEvents(queryClient);
  const stopReset = onLiveEvent('reset', () => {
    void queryClient.invalidateQueries({ type: 'all', refetchType: 'active' });
  });
  // The server ended this tab's sign-in and closed the stream: signed out at once, told why.
  const stopEnded = onLiveEvent('signInEnded', (data) => {
    const parsed = signInEndedEventSchema.safeParse(data);
    session.end(parsed.success ? parsed.data.reason : 'expired');
  });
  startEventStream();
  return () => {
    stopChanged();
    stopReset();
    stopEnded();
    stopEventStream();
  };
}
