import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { chatKeys } from './chat-keys';
import { chatsAndContactsSchema, type ChatsAndContacts } from './chat-schemas';

/**
 * How often the list asks for news: replies arrive by polling this small answer. While a contact
 * is typing it asks every second, so the reply shows soon after it lands; otherwise every few.
 */
export const LIST_POLL_MS = 4000;
export const TYPING_POLL_MS = 1000;

export async function getChatsAndContacts(): Promise<ChatsAndContacts> {
  return getJson('apps/chat/chats-and-contacts', chatsAndContactsSchema);
}

export const chatsAndContactsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.lists(),
    queryFn: getChatsAndContacts,
    refetchInterval: (query) =>
      query.state.data?.chatsContacts.some((entry) => entry.chat.isTyping)
        ? TYPING_POLL_MS
        : LIST_POLL_MS,
  });

/** The sidebar's chats, contacts and own profile, kept fresh by polling. */
export function useChatsAndContacts() {
  return useQuery({ ...chatsAndContactsQueryOptions(), retryOnMount: false });
}
