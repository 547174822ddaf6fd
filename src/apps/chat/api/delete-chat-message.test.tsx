import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createQueryClient } from '@/app/query-client';
import { startI18n } from '@/lib/i18n/i18n';
import { notify, toastTimings } from '@/lib/notify/notify';
import { setUndoWindow } from '@/lib/query/undoable';
import { getDemoSession } from '@/mocks/db/sessions';
import { mockServer } from '@/mocks/hosts/node';
import { signInAs } from '@/testing/render-route';
import { chatKeys } from './chat-keys';
import type { ChatAnswer, ChatsAndContacts } from './chat-schemas';
import { useDeleteChatMessage } from './delete-chat-message';
import { chatQueryOptions } from './get-chat';
import { chatsAndContactsQueryOptions } from './list-chats-and-contacts';

const i18nReady = startI18n();
const ADMIN = 1;

async function setup() {
  await i18nReady;
  await signInAs('admin');
  const queryClient = createQueryClient();
  const chat = getDemoSession().db.chats.find((candidate) => candidate.ownerId === ADMIN);
  if (!chat) throw new Error('the admin has no chat');
  const contactId = chat.userId;
  const answer = await queryClient.fetchQuery(chatQueryOptions(contactId));
  const own = answer.chat?.chat.findLast((message) => message.senderId === ADMIN);
  if (!own) throw new Error('the admin wrote nothing there');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useDeleteChatMessage(contactId), { wrapper });
  const cached = () =>
    queryClient
      .getQueryData<ChatAnswer>(chatKeys.conversation(contactId))
      ?.chat?.chat.some((message) => message.id === own.id);
  const stored = () => chat.messages.some((message) => message.id === own.id);
  return { result, contactId, own, cached, stored };
}

describe('useDeleteChatMessage', () => {
  // No toast is rendered here: the write goes by the window's fallback, kept short.
  beforeEach(() => setUndoWindow(20));
  afterEach(() => setUndoWindow(toastTimings.undo));

  it('takes the message out at once and deletes it once the undo window is over', async () => {
    const { result, contactId, own, cached, stored } = await setup();
    act(() => result.current({ contact: contactId, messageId: own.id }, 'Message deleted.'));
    await waitFor(() => expect(cached()).toBe(false));
    expect(stored()).toBe(true);
    await waitFor(() => expect(stored()).toBe(false));
    expect(cached()).toBe(false);
  });

  it('takes the message out of the chats list’s preview during the undo window too, and Undo puts it back', async () => {
    await i18nReady;
    await signInAs('admin');
    // Long enough to look at the list before it is sent; Undo ends it.
    setUndoWindow(60_000);
    const queryClient = createQueryClient();
    const undo = vi.spyOn(notify, 'undoable');
    // A chat whose last message is the admin's: the one its preview shows.
    const chat = getDemoSession().db.chats.find(
      (candidate) => candidate.ownerId === ADMIN && candidate.messages.at(-1)?.senderId === ADMIN,
    );
    const [previous, last] = chat?.messages.slice(-2) ?? [];
    if (!chat || !previous || !last) throw new Error('no chat ends with the admin’s message');
    await queryClient.fetchQuery(chatQueryOptions(chat.userId));
    await queryClient.fetchQuery(chatsAndContactsQueryOptions());
    const preview = () =>
      queryClient
        .getQueryData<ChatsAndContacts>(chatKeys.lists())
        ?.chatsContacts.find((entry) => entry.id === chat.userId)?.chat.lastMessage?.id;
    expect(preview()).toBe(last.id);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDeleteChatMessage(chat.userId), { wrapper });

    act(() => result.current({ contact: chat.userId, messageId: last.id }, 'Message deleted.'));
    await waitFor(() => expect(preview()).toBe(previous.id));
    expect(chat.messages.some((message) => message.id === last.id)).toBe(true);

    act(() => undo.mock.calls[0]?.[1].onUndo());
    await waitFor(() => expect(preview()).toBe(last.id));
    expect(chat.messages.some((message) => message.id === last.id)).toBe(true);
  });

  it('puts the message back with an error toast when the server refuses', async () => {
    const { result, contactId, own, cached, stored } = await setup();
    const error = vi.spyOn(notify, 'error');
    mockServer.use(
      http.delete('*/apps/chat/delete-msg', () =>
        HttpResponse.json({ message: 'chat.errors.notOwnMessage' }, { status: 403 }),
      ),
    );
    act(() => result.current({ contact: contactId, messageId: own.id }, 'Message deleted.'));
    await waitFor(() => expect(cached()).toBe(false));
    await waitFor(() => expect(cached()).toBe(true));
    expect(stored()).toBe(true);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('You can only delete your own messages.'),
    );
  });
});
