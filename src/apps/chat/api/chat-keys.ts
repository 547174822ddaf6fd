export const chatKeys = {
  all: ['chat'] as const,
  lists: () => [...chatKeys.all, 'chats-and-contacts'] as const,
  conversations: () => [...chatKeys.all, 'conversation'] as const,
  /** A conversation is the contact's (who may have no chat yet): the API finds it by them. */
  conversation: (contactId: number) => [...chatKeys.conversations(), contactId] as const,
  profile: () => [...chatKeys.all, 'profile'] as const,
};
