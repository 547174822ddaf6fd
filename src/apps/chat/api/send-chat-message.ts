import {
  useMutation,
  useMutationState,
  useQueryClient,
  type Mutation,
  type QueryClient,
} from '@tanstack/react-query';
import { sendJson } from '@/lib/http/request';
import { optimisticUpdate } from '@/lib/query/optimistic';
import { chatKeys } from './chat-keys';
import {
  sendMessageAnswerSchema,
  type AttachmentInput,
  type ChatAnswer,
  type ChatsAndContacts,
  type Message,
  type SendMessageAnswer,
} from './chat-schemas';

/**
 * What the composer sends; `sentAt` (ISO) orders and dates the message until the server answers.
 * `attachments`: the files' names and sizes (none when left out).
 */
export type SendVariables = {
  contact: number;
  message: string;
  sentAt: string;
  attachments?: AttachmentInput[];
};

export async function sendMessage({
  contact,
  message,
  attachments = [],
  sentAt,
}: SendVariables): Promise<SendMessageAnswer> {
  // The same text may rightly be sent twice in a row: each message is its own intent.
  return sendJson('post', 'apps/chat/send-msg', sendMessageAnswerSchema, {
    json: { obj: { contact, message, attachments } },
    creates: sentAt,
  });
}

export const sendMessageKey = [...chatKeys.all, 'send'] as const;

/**
 * The list with the contact's chat on top and the message as its preview, as it will be once the
 * server has it. A contact with no chat yet moves there when the server's list comes back.
 */
export function withMessageOnTop(
  data: ChatsAndContacts,
  { contact, message, sentAt, attachments = [] }: SendVariables,
  senderId: number,
): ChatsAndContacts {
  const entry = data.chatsContacts.find((candidate) => candidate.id === contact);
  if (!entry) return data;
  const lastMessage: Message = {
    id: -1,
    message: message.trim(),
    time: sentAt,
    senderId,
    feedback: { isSent: false, isDelivered: false, isSeen: false },
    attachments: attachments.map((file) => ({ ...file, url: '' })),
  };
  return {
    ...data,
    chatsContacts: [
      { ...entry, chat: { ...entry.chat, unseenMsgs: 0, lastMessage } },
      ...data.chatsContacts.filter((candidate) => candidate !== entry),
    ],
  };
}

/**
 * Undoes `withMessageOnTop` for one failed message: the chat goes back to where it was in
 * `previous`, with its summary as it was, unless something newer (another message, an answer
 * from the server) has replaced the preview meanwhile.
 */
export function withoutMessageOnTop(
  current: ChatsAndContacts,
  { contact, sentAt }: SendVariables,
  previous: ChatsAndContacts,
): ChatsAndContacts {
  const entry = current.chatsContacts.find((candidate) => candidate.id === contact);
  const before = previous.chatsContacts.findIndex((candidate) => candidate.id === contact);
  const was = previous.chatsContacts[before];
  const last = entry?.chat.lastMessage;
  if (!entry || !was || last?.id !== -1 || last.time !== sentAt) return current;
  const others = current.chatsContacts.filter((candidate) => candidate !== entry);
  return {
    ...current,
    chatsContacts: [
      ...others.slice(0, before),
      { ...entry, chat: was.chat },
      ...others.slice(before),
    ],
  };
}

/** A cached conversation with the stored message added (once, in time order). */
export function withStoredMessage(data: ChatAnswer, answer: SendMessageAnswer): ChatAnswer {
  const messages = data.chat?.chat ?? [];
  if (messages.some((message) => message.id === answer.msg.id)) return data;
  const stored = [...messages, answer.msg];
  return {
    ...data,
    chat: {
      id: answer.chat.id,
      userId: answer.chat.userId,
      unseenMsgs: answer.chat.unseenMsgs,
      chat: stored,
    },
  };
}

function storeAnswer(queryClient: QueryClient, answer: SendMessageAnswer) {
  queryClient.setQueryData<ChatAnswer>(
    chatKeys.conversation(answer.chat.userId),
    (data) => data && withStoredMessage(data, answer),
  );
}

/**
 * Sends a message. The composer clears at once and the message shows as "sending" (from the
 * mutation's variables, `usePendingMessages`), its chat on top of the list; the stored message
 * replaces it when the server answers. A failed send stays in the conversation, marked failed,
 * with Retry (`useRetrySend`); nothing is toasted, the bubble says it.
 */
export function useSendMessage(senderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendMessageKey,
    mutationFn: sendMessage,
    ...optimisticUpdate<SendVariables, ChatsAndContacts>(queryClient, {
      queryKey: chatKeys.lists(),
      update: (data, variables) => withMessageOnTop(data, variables, senderId),
      rollback: withoutMessageOnTop,
    }),
    onSuccess: (answer) => storeAnswer(queryClient, answer),
    meta: { errorToast: false, invalidates: [chatKeys.lists()] },
  });
}

/** A message not yet stored: on its way, or failed. `mutationId` finds it again for Retry. */
export type OutgoingMessage = SendVariables & {
  mutationId: number;
  status: 'pending' | 'error';
};

type SendMutation = Mutation<SendMessageAnswer, Error, SendVariables>;

/** The contact's messages still on their way or failed, oldest first. */
export function useOutgoingMessages(contact: number | undefined): OutgoingMessage[] {
  return useMutationState({
    filters: {
      mutationKey: sendMessageKey,
      predicate: (mutation) =>
        (mutation as SendMutation).state.variables?.contact === contact &&
        (mutation.state.status === 'pending' || mutation.state.status === 'error'),
    },
    select: (mutation): OutgoingMessage => {
      const { variables, status } = (mutation as SendMutation).state;
      return {
        contact: variables?.contact ?? 0,
        message: variables?.message ?? '',
        sentAt: variables?.sentAt ?? '',
        attachments: variables?.attachments ?? [],
        mutationId: mutation.mutationId,
        status: status === 'error' ? 'error' : 'pending',
      };
    },
  });
}

/** Retry of a failed message: the failed one leaves and the same text is sent again. */
export function useRetrySend(send: (variables: SendVariables) => void) {
  const queryClient = useQueryClient();
  return (outgoing: OutgoingMessage) => {
    const cache = queryClient.getMutationCache();
    const failed = cache.getAll().find((mutation) => mutation.mutationId === outgoing.mutationId);
    if (failed) cache.remove(failed);
    send({
      contact: outgoing.contact,
      message: outgoing.message,
      attachments: outgoing.attachments,
      sentAt: new Date().toISOString(),
    });
  };
}
