import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { send } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { chatKeys } from './chat-keys';
import type { ChatAnswer, ChatsAndContacts, DeleteMessageInput, Message } from './chat-schemas';

export async function deleteChatMessage({ contact, messageId }: DeleteMessageInput): Promise<void> {
  await send('delete', 'apps/chat/delete-msg', { json: { contact, messageId } });
}

/** What the screens change while the delete waits: the message, and the one before it. */
type DeleteVariables = DeleteMessageInput & {
  /** The message before it in the conversation: the list's preview when it was the last. */
  previous: Message | null;
};

/** The conversation without the message. */
export function withoutMessage(data: ChatAnswer, { messageId }: DeleteMessageInput): ChatAnswer {
  if (!data.chat) return data;
  return {
    ...data,
    chat: { ...data.chat, chat: data.chat.chat.filter((message) => message.id !== messageId) },
  };
}

/** The chats list with the conversation's preview on the message before, when it showed this one. */
function withoutPreview(
  data: ChatsAndContacts,
  { contact, messageId, previous }: DeleteVariables,
): ChatsAndContacts {
  const entry = data.chatsContacts.find((candidate) => candidate.id === contact);
  if (entry?.chat.lastMessage?.id !== messageId) return data;
  return {
    ...data,
    chatsContacts: data.chatsContacts.map((candidate) =>
      candidate === entry
        ? { ...entry, chat: { ...entry.chat, lastMessage: previous } }
        : candidate,
    ),
  };
}

/** The chat's cached answers: the list, a conversation (the profile is left as it is). */
type ChatCache = ChatAnswer | ChatsAndContacts | object;
const isList = (data: ChatCache): data is ChatsAndContacts => 'chatsContacts' in data;
const isConversation = (data: ChatCache): data is ChatAnswer =>
  'contact' in data && 'isTyping' in data && 'chat' in data;

function withoutDeleted(data: ChatCache, variables: DeleteVariables): ChatCache {
  if (isList(data)) return withoutPreview(data, variables);
  if (isConversation(data)) return withoutMessage(data, variables);
  return data;
}

/**
 * Deletes one of the user's own messages after the undo window: `run(input, message)`. The
 * bubble leaves at once, and the chats list's preview with it (on the message before); Undo puts
 * both back and sends nothing; a failure brings them back with an error toast.
 */
export function useDeleteChatMessage(contactId: number) {
  const queryClient = useQueryClient();
  const run = useUndoableWrite({
    mutationFn: deleteChatMessage,
    queryKey: chatKeys.all,
    update: withoutDeleted,
    meta: { invalidates: [chatKeys.lists(), chatKeys.conversation(contactId)] },
  });
  return useCallback(
    (input: DeleteMessageInput, toast: string) => {
      const messages =
        queryClient.getQueryData<ChatAnswer>(chatKeys.conversation(contactId))?.chat?.chat ?? [];
      const index = messages.findIndex((message) => message.id === input.messageId);
      run({ ...input, previous: messages[index - 1] ?? null }, toast);
    },
    [queryClient, contactId, run],
  );
}
