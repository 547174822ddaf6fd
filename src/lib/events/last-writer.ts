import { useQueryClient } from '@tanstack/react-query';
import type { ChangedBy } from '@/lib/versions/versions';
import type { ChangedResource } from './live-event-schemas';

/**
 * Who last changed `resource`, as the live stream told (a `changed` event's `by`, kept in the
 * query cache by live-connection.ts): for a versioned form (`useAppForm`'s `versioned.writer`),
 * which names them when its record moves on while it is open.
 */
export function useLastWriter(resource: ChangedResource): () => ChangedBy | undefined {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryData<ChangedBy>(lastWriterKey(resource));
}

// Here, not beside the event schemas: the versioned forms read it without loading them.
/**
 * Where the client keeps who last changed a resource (a `changed` event's `by`), in the query
 * cache beside the resource's own data: never fetched, only written by the live stream.
 */
export const lastWriterKey = (resource: string) => ['lastWriter', resource] as const;
