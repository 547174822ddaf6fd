import { useState, type ReactNode } from 'react';
import { formatListTime, isolate } from '@/lib/i18n/formats';
import { Badge, CloseButton, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sidebarLinkClass } from '@/components/layout/sidebar-app';
import type { IntentHandlers } from '@/components/lazy/use-preload-intent';
import type { ChatContact, ChatsAndContacts, Contact } from '../api/chat-schemas';
import type { ChatSearch } from '../chat-search';
import classes from '../pages/chat-page.module.css';
import { ChatAvatar } from './chat-avatar';

type ChatSidebarProps = {
  data: ChatsAndContacts;
  open: ChatSearch;
  /** The open chat shows no unread badge: opening it marks it seen. */
  onOpenProfile: () => void;
  /** Pointing at, focusing or pressing the own avatar: the profile is likely to open. */
  profileIntent?: IntentHandlers;
  /** The user points at or focuses the lists: a chat is likely to open. */
  onIntent?: () => void;
};

const matches = (contact: Contact, query: string) =>
  contact.fullName.toLocaleLowerCase().includes(query);

/**
 * The own avatar (opens the own profile), the search, the chats newest first and the contacts
 * without a chat. The search filters both lists as the user types (the lists are short and
 * already here, so nothing is asked of the server).
 */
export function ChatSidebar({
  data,
  open,
  onOpenProfile,
  profileIntent,
  onIntent,
}: ChatSidebarProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const chats = data.chatsContacts.filter((entry) => matches(entry, needle));
  const contacts = data.contacts.filter((contact) => matches(contact, needle));
  const { profileUser } = data;
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <>
      <div className={classes.sidebarHead}>
        <UnstyledButton
          className={classes.ownAvatar}
          onClick={onOpenProfile}
          {...profileIntent}
          aria-label={t('chat.profile.open', {
            status: t(`chat.status.${profileUser.status}`),
          })}
        >
          <ChatAvatar
            name={profileUser.fullName}
            avatar={profileUser.avatar}
            status={profileUser.status}
          />
        </UnstyledButton>
        <TextInput
          className={classes.search}
          type="search"
          aria-label={t('chat.search.label')}
          placeholder={t('chat.search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          rightSection={
            query ? (
              <CloseButton
                size="sm"
                aria-label={t('common.actions.clearSearch')}
                onClick={() => setQuery('')}
              />
            ) : null
          }
        />
      </div>
      <div className={classes.lists} onPointerEnter={onIntent} onFocus={onIntent}>
        <SidebarList
          id="chat-chats-heading"
          title={t('chat.sidebar.chats')}
          empty={chats.length === 0 ? t('chat.sidebar.noChats') : null}
        >
          {chats.map((entry) => (
            <li key={entry.chat.id}>
              <ChatLink
                entry={entry}
                active={open.chatId === entry.chat.id}
                today={data.today}
                ownId={profileUser.id}
                language={language}
              />
            </li>
          ))}
        </SidebarList>
        <SidebarList
          id="chat-contacts-heading"
          title={t('chat.sidebar.contacts')}
          empty={contacts.length === 0 ? t('chat.sidebar.noContacts') : null}
        >
          {contacts.map((contact) => (
            <li key={contact.id}>
              <Link
                to="/apps/chat"
                search={{ contactId: contact.id }}
                className={`${sidebarLinkClass} ${classes.item}`}
                aria-current={open.contactId === contact.id ? 'page' : undefined}
              >
                <ChatAvatar
                  name={contact.fullName}
                  avatar={contact.avatar}
                  status={contact.status}
                />
                <span className={classes.itemBody}>
                  <span className={classes.itemName} dir="auto">
                    {contact.fullName}
                  </span>
                  <VisuallyHidden>{t(`chat.status.${contact.status}`)}</VisuallyHidden>
                  <span className={classes.itemPreview} dir="auto">
                    {contact.about}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </SidebarList>
      </div>
    </>
  );
}

type ChatLinkProps = {
  entry: ChatContact;
  active: boolean;
  today: string;
  ownId: number;
  language: string;
};

function ChatLink({ entry, active, today, ownId, language }: ChatLinkProps) {
  const { t } = useTranslation();
  const { chat } = entry;
  const last = chat.lastMessage;
  const unseen = active ? 0 : chat.unseenMsgs;
  // A message with files only is previewed by its files.
  const text =
    last && last.message === '' && last.attachments?.length
      ? t('chat.files.summary', {
          count: last.attachments.length,
          name: last.attachments[0]?.fileName ?? '',
        })
      : (last?.message ?? '');
  // The message is isolated inside the sentence ("You: …"), so its own direction holds there too.
  const preview = chat.isTyping
    ? t('chat.typing', { name: entry.fullName })
    : last
      ? last.senderId === ownId
        ? t('chat.sidebar.ownPreview', { message: isolate(text) })
        : text
      : '';
  return (
    <Link
      to="/apps/chat"
      search={{ chatId: chat.id }}
      className={`${sidebarLinkClass} ${classes.item}`}
      aria-current={active ? 'page' : undefined}
    >
      <ChatAvatar name={entry.fullName} avatar={entry.avatar} status={entry.status} />
      <span className={classes.itemBody}>
        <span className={classes.itemName} dir="auto">
          {entry.fullName}
        </span>
        <VisuallyHidden>{t(`chat.status.${entry.status}`)}</VisuallyHidden>
        <span
          className={classes.itemPreview}
          data-typing={chat.isTyping || undefined}
          // A message: its own language's direction.
          dir="auto"
        >
          {preview}
        </span>
      </span>
      <span className={classes.itemMeta}>
        {last && last.id > 0 ? (
          <time className={classes.itemTime} dateTime={last.time}>
            {formatListTime(last.time, today, language)}
          </time>
        ) : null}
        {unseen > 0 ? (
          <>
            <Badge
              size="sm"
              circle={unseen < 10}
              color="red"
              aria-hidden
              data-testid="unread-badge"
            >
              {unseen}
            </Badge>
            <VisuallyHidden>{t('chat.sidebar.unread', { count: unseen })}</VisuallyHidden>
          </>
        ) : null}
      </span>
    </Link>
  );
}

/**
 * One of the sidebar's lists (chats, contacts): a navigation named by its heading, its items, or
 * `empty` said when there are none.
 */
function SidebarList({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <nav aria-labelledby={id}>
      <Text id={id} className={classes.listHeading} component="h2">
        {title}
      </Text>
      {empty === null ? (
        <ul className={classes.list}>{children}</ul>
      ) : (
        <Text c="dimmed" fz="sm" px="md" py="xs">
          {empty}
        </Text>
      )}
    </nav>
  );
}
