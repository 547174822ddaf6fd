import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { liveStreamId } from '@/lib/events/event-stream';
import { useLiveEvent, useLiveStatus } from '@/lib/events/live-events';
import { showRecord } from './presence-client';
import { presenceEventSchema, type PresenceResource, type PresentUser } from './presence-schemas';

/**
 * The others on a record, in the query cache: fed by the stream's `presence` events, under the
 * stream they came on, so a new stream (which announces again) starts from nobody.
 */
export const presenceKeys = {
  all: ['presence'] as const,
  record: (stream: string | null, resource: PresenceResource, id: number) =>
    [...presenceKeys.all, stream, resource, id] as const,
};

const nobody: PresentUser[] = [];

/**
 * Tells the API the tab shows the record (`editing`: with an edit form open on it) while the
 * component is mounted, and answers the others there: nobody while the stream is not open.
 */
export function usePresence(
  resource: PresenceResource,
  id: number,
  editing = false,
): readonly PresentUser[] {
  const queryClient = useQueryClient();
  const open = useLiveStatus() === 'open';
  const stream = open ? liveStreamId() : null;

  useEffect(() => showRecord({ resource, id, editing }).stop, [resource, id, editing]);

  useLiveEvent('presence', (data) => {
    const parsed = presenceEventSchema.safeParse(data);
    if (!parsed.success || parsed.data.resource !== resource || parsed.data.id !== id) return;
    queryClient.setQueryData(presenceKeys.record(liveStreamId(), resource, id), parsed.data.others);
  });

  const { data } = useQuery<readonly PresentUser[]>({
    queryKey: presenceKeys.record(stream, resource, id),
    queryFn: skipToken,
    staleTime: Infinity,
  });
  return stream === null ? nobody : (data ?? nobody);
}
