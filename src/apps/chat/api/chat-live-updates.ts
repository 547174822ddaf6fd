import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '@/lib/events/live-events';
import { chatKeys } from './chat-keys';
import {
  chatMessageEventSchema,
  chatTypingEventSchema,
  type ChatAnswer,
  type ChatsAndContacts,
} from './chat-schemas';

/** Shows a contact typing (or not) in the sidebar and in their open conversation at once. */
export function applyTyping(queryClient: QueryClient, contactId: number, isTyping: boolean) {
  queryClient.setQueryData<ChatsAndContacts>(chatKeys.lists(), (data) =>
    data
      ? {
          ...data,
          chatsContacts: data.chatsContacts.map((entry) =>
            entry.id === contactId ? { ...entry, chat: { ...entry.chat, isTyping } } : entry,
          ),
        }
      : data,
  );
  queryClient.setQueryData<ChatAnswer>(chatKeys.conversation(contactId), (data) =>
    data ? { ...data, isTyping } : data,
  );
}

/**
 * The chat's live events: a message that arrived refetches the sidebar and, where it is open,
 * the conversation (whose read marks it seen, as opening it does); typing is set in the cache.
 */
export function useChatEvents() {
  const queryClient = useQueryClient();
  useLiveEvent('chatMessage', (data) => {
    const parsed = chatMessageEventSchema.safeParse(data);
    if (!parsed.success) return;
    applyTyping(queryClient, parsed.data.contactId, false);
    void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    void queryClient.invalidateQueries({
      queryKey: chatKeys.conversation(parsed.data.contactId),
    });
  });
  useLiveEvent('chatTyping', (data) => {
    const parsed = chatTypingEventSchema.safeParse(data);
    if (parsed.success) applyTyping(queryClient, parsed.data.contactId, parsed.data.isTyping);
  });
}
