import { send } from '@/lib/http/request';
import { useUndoableWrite } from '@/lib/query/undoable';
import { chatKeys } from './chat-keys';
import type { ChatAnswer, DeleteMessageInput } from './chat-schemas';

export async function deleteChatMessage({ contact, messageId }: DeleteMessageInput): Promise<void> {
  await send('delete', 'apps/chat/delete-msg', { json: { contact, messageId } });
}

/** The conversation without the message. */
export function withoutMessage(data: ChatAnswer, { messageId }: DeleteMessageInput): ChatAnswer {
  if (!data.chat) return data;
  return {
    ...data,
    chat: { ...data.chat, chat: data.chat.chat.filter((message) => message.id !== messageId) },
  };
}

/**
 * Deletes one of the user's own messages after the undo window: `run(input, message)`. The
 * bubble leaves at once; Undo puts it back and sends nothing; a failure brings it back with an
 * error toast. The list's preview follows once the server has it.
 */
export function useDeleteChatMessage(contactId: number) {
  return useUndoableWrite({
    mutationFn: deleteChatMessage,
    queryKey: chatKeys.conversation(contactId),
    update: withoutMessage,
    meta: { invalidates: [chatKeys.lists(), chatKeys.conversation(contactId)] },
  });
}
