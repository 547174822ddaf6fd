import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createQueryClient } from '@/app/query-client';
import { startI18n } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify/notify';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { chatKeys } from './chat-keys';
import type { ChatAnswer, ChatsAndContacts } from './chat-schemas';
import { chatQueryOptions } from './get-chat';
import { chatsAndContactsQueryOptions } from './list-chats-and-contacts';
import { useOutgoingMessages, useRetrySend, useSendMessage } from './send-chat-message';
import { holdPosts } from '@/testing/hold-posts';

const i18nReady = startI18n();

/** Holds send calls until `release()`; then `answer` (or the mock API) answers. */
const holdSends = (answer?: () => Response | undefined) =>
  holdPosts(['*/apps/chat/send-msg'], answer);

async function setup() {
  await i18nReady;
  await signInAs('admin');
  const ownId = 1; // the admin demo account
  await fetch('http://localhost:3000/__mock/chat-replies', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'off' }),
  });
  const queryClient = createQueryClient();
  const list = await queryClient.fetchQuery(chatsAndContactsQueryOptions());
  const last = list.chatsContacts.at(-1);
  if (!last) throw new Error('seed has no chat');
  // A conversation is cached by its contact, as the API finds it.
  const contactId = last.id;
  await queryClient.fetchQuery(chatQueryOptions(contactId));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const send = useSendMessage(ownId);
      return {
        send,
        outgoing: useOutgoingMessages(last.id),
        retry: useRetrySend(send.mutate),
      };
    },
    { wrapper },
  );
  const names = () =>
    queryClient
      .getQueryData<ChatsAndContacts>(chatKeys.lists())
      ?.chatsContacts.map((entry) => entry.fullName);
  const stored = () =>
    queryClient
      .getQueryData<ChatAnswer>(chatKeys.conversation(contactId))
      ?.chat?.chat.map((message) => message.message);
  return { result, last, names, stored };
}

const variables = (contact: number, message: string) => ({
  contact,
  message,
  sentAt: new Date().toISOString(),
});

describe('useSendMessage', () => {
  it('shows the message as sending and the chat on top at once, then stores it', async () => {
    const { result, last, names, stored } = await setup();
    const gate = holdSends();
    act(() => result.current.send.mutate(variables(last.id, 'Hello')));
    await waitFor(() => expect(names()?.[0]).toBe(last.fullName));
    await waitFor(() =>
      expect(result.current.outgoing).toMatchObject([{ message: 'Hello', status: 'pending' }]),
    );
    gate.release();
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    expect(result.current.outgoing).toEqual([]);
    expect(stored()?.at(-1)).toBe('Hello');
    expect(names()?.[0]).toBe(last.fullName);
  });

  it('on failure keeps the message as failed, puts the list back, and Retry sends it', async () => {
    const { result, last, names, stored } = await setup();
    const before = names();
    const error = vi.spyOn(notify, 'error');
    const gate = holdSends(() => HttpResponse.json({ message: 'down' }, { status: 500 }));
    act(() => result.current.send.mutate(variables(last.id, 'Try me')));
    await waitFor(() => expect(names()?.[0]).toBe(last.fullName));
    gate.release();
    await waitFor(() =>
      expect(result.current.outgoing).toMatchObject([{ message: 'Try me', status: 'error' }]),
    );
    // Rolled back: the refetched list is the server's, without the message.
    await waitFor(() => expect(names()).toEqual(before));
    expect(stored()).not.toContain('Try me');
    expect(error).not.toHaveBeenCalled();

    mockServer.resetHandlers();
    const [failed] = result.current.outgoing;
    if (!failed) throw new Error('no failed message');
    act(() => result.current.retry(failed));
    await waitFor(() => expect(stored()?.at(-1)).toBe('Try me'));
    await waitFor(() => expect(result.current.outgoing).toEqual([]));
    expect(names()?.[0]).toBe(last.fullName);
  });
});
