import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http/request';
import { chatKeys } from './chat-keys';
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

/** The open conversation, by its contact. `enabled` false while no chat is open. */
export function useChat(contactId: number | null) {
  return useQuery({
    ...chatQueryOptions(contactId ?? 0),
    enabled: contactId !== null,
    retryOnMount: false,
  });
}
