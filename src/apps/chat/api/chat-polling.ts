import { usePollingFallback } from '@/lib/events/live-events';

/**
 * How often the chat's queries ask for news when the live stream is not open (the stream pushes
 * messages and typing otherwise: `useChatEvents`): slowly, a little faster while a contact types.
 */
export const LIST_POLL_MS = 15_000;
export const TYPING_POLL_MS = 4000;

/**
 * The `refetchInterval` of a chat query: nothing while the stream is open, the live layer's
 * fallback otherwise (`usePollingFallback`), faster while `typing(data)` says a contact types.
 */
export function useChatPolling<Data>(typing: (data: Data) => boolean) {
  const fallback = usePollingFallback(LIST_POLL_MS);
  return (query: { state: { data: Data | undefined } }): number | false => {
    if (fallback === false) return false;
    const { data } = query.state;
    return data !== undefined && typing(data) ? TYPING_POLL_MS : fallback;
  };
}
