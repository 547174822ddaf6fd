import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http/http';
import { chatKeys, type ChatRef } from './chat-keys';
import { chatAnswerSchema, type ChatAnswer } from './chat-schemas';

/** Reads one conversation; the server marks it seen (its unread count goes to zero). */
export async function getChat(ref: ChatRef): Promise<ChatAnswer> {
  const searchParams = 'chatId' in ref ? { id: ref.chatId } : { contactId: ref.contactId };
  return chatAnswerSchema.parse(await http.get('apps/chat/get-chat', { searchParams }).json());
}

export const chatQueryOptions = (ref: ChatRef) =>
  queryOptions({ queryKey: chatKeys.conversation(ref), queryFn: () => getChat(ref) });

/** The open conversation. `enabled` false while no chat is open. */
export function useChat(ref: ChatRef | null) {
  return useQuery({
    ...chatQueryOptions(ref ?? { chatId: 0 }),
    enabled: ref !== null,
    retryOnMount: false,
  });
}
