import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/components/lazy/use-idle-preload';

/**
 * Opens the tab's live-event stream once the first signed-in page is idle, and closes it when the
 * signed-in pages are left (a sign-out). Everything about the stream loads then, not with the
 * page (`live-connection.ts`): every signed-in page carries only this.
 */
export function LiveUpdates({ queryClient }: { queryClient: QueryClient }) {
  useEffect(() => {
    // The component tests (vitest) read their pages as loaded; the stream has tests of its own
    // (src/lib/events/event-stream.test.ts, src/mocks/handlers/events.test.ts).
    if (import.meta.env.MODE === 'test') return undefined;
    let stop: (() => void) | null = null;
    let left = false;
    const cancelIdle = whenIdle(() => {
      void import('./live-connection').then((connection) => {
        if (!left) stop = connection.startLiveUpdates(queryClient);
      });
    });
    return () => {
      left = true;
      cancelIdle();
      stop?.();
    };
  }, [queryClient]);
  return null;
}
