import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { chatKeys } from './chat-keys';
import { useChatPolling } from './chat-polling';
import { chatsAndContactsSchema, type ChatsAndContacts } from './chat-schemas';

export async function getChatsAndContacts(): Promise<ChatsAndContacts> {
  return getJson('apps/chat/chats-and-contacts', chatsAndContactsSchema);
}

export const chatsAndContactsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.lists(), queryFn: getChatsAndContacts });

const someoneTypes = (data: ChatsAndContacts) =>
  data.chatsContacts.some((entry) => entry.chat.isTyping);

/** The sidebar's chats, contacts and own profile: pushed by the live stream, polled without it. */
export function useChatsAndContacts() {
  const refetchInterval = useChatPolling(someoneTypes);
  return useQuery({ ...chatsAndContactsQueryOptions(), refetchInterval, retryOnMount: false });
}
