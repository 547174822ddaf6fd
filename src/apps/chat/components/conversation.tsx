import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Center, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Spinner } from '@/components/feedback/spinner';
import { Can, useAbility } from '@/lib/ability/can';
import { usePageStillOpen } from '@/lib/router/use-page-still-open';
import type { ChatsAndContacts, Contact } from '../api/chat-schemas';
import { useDeleteChatMessage } from '../api/delete-chat-message';
import { useChat } from '../api/get-chat';
import { useOutgoingMessages, useRetrySend, useSendMessage } from '../api/send-chat-message';
import classes from '../pages/chat-page.module.css';
import { ChatAvatar } from './chat-avatar';
import { historyRows, searchMatches } from './chat-format';
import { Composer } from './composer';
import { ContactPanel } from './contact-panel';
import { ConversationSearch } from './conversation-search';
import { MessageHistory } from './message-history';
import { StatusText } from './status-text';

const routeApi = getRouteApi('/_authenticated/apps/chat/');

type ConversationProps = {
  contactId: number;
  /** The URL names the contact, not yet their chat (a first message is on its way). */
  byContact: boolean;
  list: ChatsAndContacts;
  onBack: () => void;
};

/**
 * The open conversation: header (the contact, their panel, the search), the history and the
 * composer. A chunk of its own (`chat-page.tsx` loads it when a chat opens, or when the list is
 * pointed at), so the chat's first screen, the list, does not wait for it.
 */
export default function Conversation({ contactId, byContact, list, onBack }: ConversationProps) {
  const { t } = useTranslation();
  const navigate = routeApi.useNavigate();
  const stillOpen = usePageStillOpen();
  const chat = useChat(contactId);
  const [contactOpened, setContactOpened] = useState(false);
  const ability = useAbility();
  const deleteMessage = useDeleteChatMessage(contactId);
  const profile = list.profileUser;
  const { mutate: send } = useSendMessage(profile.id);
  const retry = useRetrySend(send);
  const outgoing = useOutgoingMessages(chat.data?.contact.id);
  const entry = list.chatsContacts.find((candidate) => candidate.id === contactId);

  // A started chat gets its id: the URL follows, so reload opens it.
  useEffect(() => {
    if (byContact && entry && stillOpen()) {
      void navigate({ search: { chatId: entry.chat.id }, replace: true });
    }
  }, [byContact, entry, navigate, stillOpen]);

  const rows = useMemo(
    () => historyRows(chat.data?.chat?.chat ?? [], outgoing, profile.id, list.today),
    [chat.data, outgoing, profile.id, list.today],
  );

  // The search in the conversation: open or not, its text, and the match in view (null: the
  // newest, where a new search starts).
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const [matchIndex, setMatchIndex] = useState<number | null>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const matches = useMemo(
    () => searchMatches(rows, searching ? query : ''),
    [rows, query, searching],
  );
  const position =
    matches.length === 0 ? 0 : Math.min(matchIndex ?? matches.length - 1, matches.length - 1);
  const step = (by: number) =>
    setMatchIndex(matches.length === 0 ? null : (position + by + matches.length) % matches.length);
  const closeSearch = () => {
    setSearching(false);
    setQuery('');
    setMatchIndex(null);
    searchButton.current?.focus();
  };

  if (!chat.data) {
    return chat.error ? (
      <LoadError
        title={t('chat.errors.chatFailed')}
        error={chat.error}
        onRetry={() => void chat.refetch()}
      />
    ) : (
      <Center className={classes.empty}>
        <Spinner label={t('chat.loading')} />
      </Center>
    );
  }
  const contact: Contact = entry ?? chat.data.contact;
  const typing = entry?.chat.isTyping ?? chat.data.isTyping;
  const lastIncoming = chat.data.chat?.chat.findLast((message) => message.senderId === contact.id);

  return (
    <>
      <header className={classes.header}>
        <ActionIcon
          variant="subtle"
          color="gray"
          hiddenFrom="sm"
          aria-label={t('chat.conversation.back')}
          onClick={onBack}
        >
          <IconArrowLeft size={20} aria-hidden className={classes.mirrored} />
        </ActionIcon>
        <UnstyledButton
          className={classes.headerPerson}
          onClick={() => setContactOpened(true)}
          aria-label={t('chat.contact.open', { name: contact.fullName })}
        >
          <ChatAvatar name={contact.fullName} avatar={contact.avatar} status={contact.status} />
        </UnstyledButton>
        <div className={classes.headerText}>
          <Title order={2} fz="md" className={classes.headerName} dir="auto">
            {contact.fullName}
          </Title>
          {typing ? (
            <Text fz="sm" c="dimmed">
              {t('chat.typing', { name: contact.fullName })}
            </Text>
          ) : (
            <StatusText status={contact.status} />
          )}
        </div>
        <div className={classes.headerActions}>
          <ActionIcon
            ref={searchButton}
            variant="subtle"
            color="gray"
            aria-label={t('chat.find.open')}
            aria-expanded={searching}
            onClick={() => (searching ? closeSearch() : setSearching(true))}
          >
            <IconSearch size={18} aria-hidden />
          </ActionIcon>
        </div>
      </header>
      {searching ? (
        <ConversationSearch
          query={query}
          onQuery={(text) => {
            setQuery(text);
            setMatchIndex(null);
          }}
          count={matches.length}
          position={position + 1}
          onPrevious={() => step(-1)}
          onNext={() => step(1)}
          onClose={closeSearch}
        />
      ) : null}
      <MessageHistory
        rows={rows}
        contact={contact}
        profile={profile}
        today={list.today}
        onRetry={retry}
        onDelete={
          ability.can('create', 'Chat')
            ? (messageId) =>
                deleteMessage(
                  { contact: contactId, messageId },
                  t('chat.notifications.messageDeleted'),
                )
            : undefined
        }
        search={searching ? { query, current: matches[position] ?? null } : undefined}
      />
      {/* Incoming messages are said once, here: the history's rows come and go as it scrolls. */}
      <VisuallyHidden aria-live="polite">
        {lastIncoming
          ? t('chat.history.incoming', { name: contact.fullName, message: lastIncoming.message })
          : ''}
      </VisuallyHidden>
      <Can I="create" a="Chat">
        <Composer
          contactName={contact.fullName}
          onSend={(message, attachments) =>
            send({ contact: contact.id, message, attachments, sentAt: new Date().toISOString() })
          }
        />
      </Can>
      <ContactPanel
        contact={contact}
        opened={contactOpened}
        onClose={() => setContactOpened(false)}
      />
    </>
  );
}
