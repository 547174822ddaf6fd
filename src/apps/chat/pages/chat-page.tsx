import { lazy, Suspense, useState } from 'react';
import { Center, Stack, Text } from '@mantine/core';
import { Spinner } from '@/components/feedback/spinner';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getRouteApi } from '@tanstack/react-router';
import { LoadError } from '@/components/feedback/load-error';
import { useIdlePreload } from '@/components/lazy/use-idle-preload';
import { usePreloadIntent } from '@/components/lazy/use-preload-intent';
import { PageHeader } from '@/components/layout/page-header';
import { SidebarApp } from '@/components/layout/sidebar-app';
import type { ChatsAndContacts } from '../api/chat-schemas';
import { useChatEvents } from '../api/chat-live-updates';
import { useChatsAndContacts } from '../api/list-chats-and-contacts';
import { ChatSidebar } from '../components/chat-sidebar';
import { ProfileForm, ProfilePanel } from '../components/profile-panel';
import type { ChatSearch } from '../chat-search';
import classes from './chat-page.module.css';

// The open conversation is a chunk of its own: the list shows without it, and pointing at the
// list starts loading it.
const loadConversation = () => import('../components/conversation');
const Conversation = lazy(loadConversation);

const routeApi = getRouteApi('/_authenticated/apps/chat/');

/**
 * The contact whose conversation is open: the API finds a conversation by its contact. The URL
 * names a chat by its id (`chatId`) or a contact with no chat yet (`contactId`); a chat id the
 * list does not hold (another account's, a deleted one) opens nothing.
 */
function openContact({ chatId, contactId }: ChatSearch, list: ChatsAndContacts | undefined) {
  if (chatId !== undefined) {
    return list?.chatsContacts.find((entry) => entry.chat.id === chatId)?.id ?? null;
  }
  return contactId ?? null;
}

/**
 * The messenger: the sidebar (own profile, search, chats, contacts) and the open conversation,
 * side by side; on a phone one at a time. The open chat is in the URL. Replies and typing arrive
 * by the live stream (`useChatEvents`); while it is not open, the list and the open chat poll.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useChatsAndContacts();
  useChatEvents();
  const [profileOpened, setProfileOpened] = useState(false);
  useIdlePreload(list.data !== undefined, ProfileForm.preload);
  const profileIntent = usePreloadIntent(ProfileForm.preload)(undefined);
  const contactId = openContact(search, list.data);
  const sidebar = list.data && (
    <ChatSidebar
      data={list.data}
      open={search}
      onOpenProfile={() => setProfileOpened(true)}
      profileIntent={profileIntent}
      onIntent={() => void loadConversation()}
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('chat.title')} subtitle={t('chat.subtitle')} />
      <SidebarApp
        className={classes.layout}
        sidebarClassName={classes.sidebar}
        sidebarLabel={t('chat.sidebar.label')}
        sidebar={() => sidebar}
        collapse="none"
        open={contactId !== null}
        fallback={
          list.data ? undefined : list.error ? (
            <LoadError
              title={t('chat.errors.loadFailed')}
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <Center py={64}>
              <Spinner label={t('chat.loading')} />
            </Center>
          )
        }
      >
        {list.data && (
          <>
            <section className={classes.main} aria-label={t('chat.conversation.section')}>
              {contactId !== null ? (
                <Suspense
                  fallback={
                    <Center className={classes.empty}>
                      <Spinner label={t('chat.loading')} />
                    </Center>
                  }
                >
                  <Conversation
                    // A conversation of its own per contact: its search and panels start closed.
                    key={contactId}
                    contactId={contactId}
                    byContact={search.chatId === undefined}
                    list={list.data}
                    onBack={() => void navigate({ search: {} })}
                  />
                </Suspense>
              ) : (
                <Center className={classes.empty}>
                  <Stack align="center" gap="xs">
                    <IconMessages size={48} stroke={1.5} aria-hidden />
                    <Text c="dimmed">{t('chat.conversation.none')}</Text>
                  </Stack>
                </Center>
              )}
            </section>
            <ProfilePanel
              profile={list.data.profileUser}
              opened={profileOpened}
              onClose={() => setProfileOpened(false)}
            />
          </>
        )}
      </SidebarApp>
    </Stack>
  );
}
