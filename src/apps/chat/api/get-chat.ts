import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { chatKeys } from './chat-keys';
import { useChatPolling } from './chat-polling';
import { chatAnswerSchema, type ChatAnswer } from './chat-schemas';

/**
 * Reads the conversation with a contact (`id` is the contact's); the server marks it seen (its
 * unread count goes to zero).
 */
export async function getChat(contactId: number): Promise<ChatAnswer> {
  const searchParams = { id: contactId };
  return getJson('apps/chat/get-chat', chatAnswerSchema, { searchParams });
}

export const chatQueryOptions = (contactId: number) =>
  queryOptions({ queryKey: chatKeys.conversation(contactId), queryFn: () => getChat(contactId) });

const contactTypes = (data: ChatAnswer) => data.isTyping;

/**
 * The open conversation, by its contact. `enabled` false while no chat is open. Pushed by the
 * live stream (`useChatEvents`), polled without it; each read marks it seen.
 */
export function useChat(contactId: number | null) {
  const refetchInterval = useChatPolling(contactTypes);
  return useQuery({
    ...chatQueryOptions(contactId ?? 0),
    enabled: contactId !== null,
    refetchInterval,
    retryOnMount: false,
  });
}
