/** Which conversation: a chat by its id, or a contact's (who may have no chat yet). */
export type ChatRef = { chatId: number } | { contactId: number };

export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'chats-and-contacts'] as const,
  conversations: () => [...chatKeys.all, 'conversation'] as const,
  conversation: (ref: ChatRef) => [...chatKeys.conversations(), ref] as const,
  profile: () => [...chatKeys.all, 'profile'] as const,
};
