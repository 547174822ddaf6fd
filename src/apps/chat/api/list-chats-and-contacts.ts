import { queryOptions, useQuery } from '@tanstack/react-query';
import { liveStatus, usePollingFallback } from '@/lib/events/live-events';
import { getJson } from '@/lib/http/request';
import { chatKeys } from './chat-keys';
import { chatsAndContactsSchema, type ChatsAndContacts } from './chat-schemas';

/**
 * How often the list asks for news when the live stream cannot open (the stream pushes messages
 * and typing otherwise: `useChatEvents`): slowly, a little faster while a contact types.
 */
export const LIST_POLL_MS = 15_000;
export const TYPING_POLL_MS = 4000;

export async function getChatsAndContacts(): Promise<ChatsAndContacts> {
  return getJson('apps/chat/chats-and-contacts', chatsAndContactsSchema);
}

export const chatsAndContactsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.lists(),
    queryFn: getChatsAndContacts,
    refetchInterval: (query) => {
      if (liveStatus() === 'open') return false;
      return query.state.data?.chatsContacts.some((entry) => entry.chat.isTyping)
        ? TYPING_POLL_MS
        : LIST_POLL_MS;
    },
  });

/** The sidebar's chats, contacts and own profile: pushed by the live stream, polled without it. */
export function useChatsAndContacts() {
  // Read so that the interval is chosen again when the stream opens or closes.
  usePollingFallback(LIST_POLL_MS);
  return useQuery({ ...chatsAndContactsQueryOptions(), retryOnMount: false });
}
