import { useQueryClient } from '@tanstack/react-query';
import type { ChangedBy } from '@/lib/versions/versions';
import { lastWriterKey, type ChangedResource } from './live-event-schemas';

/**
 * Who last changed `resource`, as the live stream told (a `changed` event's `by`, kept in the
 * query cache by live-connection.ts): for a versioned form (`useAppForm`'s `versioned.writer`),
 * which names them when its record moves on while it is open.
 */
export function useLastWriter(resource: ChangedResource): () => ChangedBy | undefined {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<ChangedBy>(lastWriterKey(resource));
}
