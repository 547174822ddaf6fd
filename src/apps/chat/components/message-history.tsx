import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Divider, Text, VisuallyHidden } from '@mantine/core';
import { Menu } from '@/components/overlays/menu';
import { TooltipIconButton } from '@/components/overlays/tooltip-icon-button';
import {
  IconAlertCircle,
  IconArrowDown,
  IconCheck,
  IconChecks,
  IconClock,
  IconDots,
  IconFile,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Contact, ProfileUser } from '../api/chat-schemas';
import type { OutgoingMessage } from '../api/send-chat-message';
import classes from '../pages/chat-page.module.css';
import { ChatAvatar } from './chat-avatar';
import {
  historyDayLabel,
  type HistoryRow,
  type SearchMatch,
  type ShownMessage,
} from './chat-format';
import { formatFileSize, formatTime } from '@/lib/i18n/formats';
import { MessageText } from './message-text';

/** How close to the end (px) still counts as "at the newest message". */
const AT_END_SLACK = 48;

type MessageHistoryProps = {
  rows: readonly HistoryRow[];
  contact: Contact;
  profile: ProfileUser;
  today: string;
  onRetry: (outgoing: OutgoingMessage) => void;
  /** Deletes one of the user's own stored messages; absent when the user may not. */
  onDelete?: (messageId: number) => void;
  /** The conversation's search: its text (marked in the messages) and the match in view. */
  search?: { query: string; current: SearchMatch | null };
};

/**
 * The conversation, virtualized (only the rows on screen are in the page, so a 2,000-message
 * history scrolls smoothly). It keeps to the newest message while the user is there; once they
 * have scrolled up, a new message from the contact shows a "New messages" button instead of
 * moving the view. The user's own new messages always bring the view to the end.
 */
export function MessageHistory({
  rows,
  contact,
  profile,
  today,
  onRetry,
  onDelete,
  search,
}: MessageHistoryProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const scrollRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const row = rows[index];
      return row?.kind === 'group' ? 28 + row.messages.length * 44 : 44;
    },
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  });

  const scrollToEnd = () => {
    if (rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    atEnd.current = true;
    setNewBelow(false);
  };

  // A newly opened chat starts at its newest message.
  useLayoutEffect(() => {
    atEnd.current = true;
    setNewBelow(false);
    if (rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    // Only when the contact changes; new rows are handled below.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [contact.id]);

  const lastRow = rows.at(-1);
  const lastMessage = lastRow?.kind === 'group' ? lastRow.messages.at(-1) : undefined;
  const lastKey = lastMessage?.key;
  const lastIsOwn = lastRow?.kind === 'group' && lastRow.senderId === profile.id;
  useEffect(() => {
    if (lastKey === undefined) return;
    if (atEnd.current || lastIsOwn) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      atEnd.current = true;
    } else {
      setNewBelow(true);
    }
    // Runs when the newest message changes.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [lastKey]);

  // The search's current match comes into view: the history is virtual, so its row may not be in
  // the page yet; the virtualizer scrolls to it by index.
  const currentMatch = search?.current ?? null;
  useEffect(() => {
    if (!currentMatch) return;
    atEnd.current = false;
    virtualizer.scrollToIndex(currentMatch.rowIndex, { align: 'center' });
    // Only when the match changes: `search.current` is a new object on every render of the
    // search, and scrolling on each would pull the view back while the user scrolls away.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [currentMatch?.key]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_SLACK;
    if (atEnd.current) setNewBelow(false);
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div className={classes.historyWrap}>
      <Box
        component="section"
        ref={scrollRef}
        className={classes.history}
        onScroll={onScroll}
        // Scrollable by keyboard; the rows are not focusable themselves.
        tabIndex={0}
        aria-label={t('chat.history.label', { name: contact.fullName })}
        data-testid="chat-history"
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          <div
            className={classes.historyRows}
            style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}
          >
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <div key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                  <HistoryItem
                    row={row}
                    profile={profile}
                    contact={contact}
                    today={today}
                    language={language}
                    onRetry={onRetry}
                    onDelete={onDelete}
                    highlight={search?.query ?? ''}
                    // Only the row that holds the match: moving to the next match re-renders two
                    // rows, not every row in view.
                    currentKey={
                      currentMatch?.rowIndex === item.index ? currentMatch.key : undefined
                    }
                  />
                </div>
              );
            })}
          </div>
        </div>
      </Box>
      {newBelow ? (
        <Button
          className={classes.newMessages}
          size="xs"
          radius="xl"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          onClick={scrollToEnd}
        >
          {t('chat.history.newMessages')}
        </Button>
      ) : null}
    </div>
  );
}

type HistoryItemProps = {
  row: HistoryRow;
  profile: ProfileUser;
  contact: Contact;
  today: string;
  language: string;
  onRetry: (outgoing: OutgoingMessage) => void;
  onDelete: ((messageId: number) => void) | undefined;
  highlight: string;
  currentKey: string | undefined;
};

/**
 * One row of the history: a day's separator or a run of messages. Memoised: the history
 * re-renders on every scroll frame (the virtualizer's range), and only the rows entering the view
 * should render then, not every row in it (docs/performance.md, "Scrolling").
 */
const HistoryItem = memo(function HistoryItem({
  row,
  profile,
  contact,
  today,
  language,
  onRetry,
  onDelete,
  highlight,
  currentKey,
}: HistoryItemProps) {
  const { t } = useTranslation();
  if (row.kind === 'day') {
    return (
      <Divider
        className={classes.day}
        labelPosition="center"
        label={historyDayLabel(row.day, today, language, {
          today: t('chat.history.today'),
          yesterday: t('chat.history.yesterday'),
        })}
      />
    );
  }
  const own = row.senderId === profile.id;
  return (
    <MessageGroup
      t={t}
      row={row}
      own={own}
      person={own ? profile : contact}
      language={language}
      onRetry={onRetry}
      onDelete={onDelete}
      highlight={highlight}
      currentKey={currentKey}
    />
  );
});

type MessageGroupProps = {
  /** The row's translation function: one `useTranslation` a row, not one a bubble and mark. */
  t: TFunction;
  row: Extract<HistoryRow, { kind: 'group' }>;
  own: boolean;
  person: { fullName: string; avatar: string };
  language: string;
  onRetry: (outgoing: OutgoingMessage) => void;
  onDelete?: (messageId: number) => void;
  highlight: string;
  currentKey: string | undefined;
};

function MessageGroup({
  t,
  row,
  own,
  person,
  language,
  onRetry,
  onDelete,
  highlight,
  currentKey,
}: MessageGroupProps) {
  return (
    <div className={classes.group} data-own={own || undefined}>
      <ChatAvatar name={person.fullName} avatar={person.avatar} size="sm" />
      <div className={classes.bubbles}>
        <VisuallyHidden>{person.fullName}</VisuallyHidden>
        {row.messages.map((message) => (
          <Bubble
            key={message.key}
            t={t}
            message={message}
            own={own}
            language={language}
            onRetry={onRetry}
            onDelete={own ? onDelete : undefined}
            highlight={highlight}
            current={message.key === currentKey}
          />
        ))}
      </div>
    </div>
  );
}

function Bubble({
  t,
  message,
  own,
  language,
  onRetry,
  onDelete,
  highlight,
  current,
}: {
  t: TFunction;
  message: ShownMessage;
  own: boolean;
  language: string;
  onRetry: (outgoing: OutgoingMessage) => void;
  onDelete?: (messageId: number) => void;
  highlight: string;
  current: boolean;
}) {
  const { state } = message;
  return (
    <div className={classes.bubbleLine}>
      <div
        className={classes.bubble}
        data-failed={state.kind === 'failed' || undefined}
        data-current-match={current || undefined}
        aria-current={current || undefined}
        data-testid="chat-message"
      >
        {message.message ? (
          // A message: its own language's direction, whatever the layout's.
          <Text component="p" fz="sm" className={classes.bubbleText} dir="auto">
            <MessageText text={message.message} highlight={highlight} />
          </Text>
        ) : null}
        {message.attachments.length > 0 ? (
          <ul className={classes.files} aria-label={t('chat.files.label')}>
            {message.attachments.map((file, index) => (
              // A message's files never move: the index tells two of one name apart.
              // oxlint-disable-next-line react/no-array-index-key
              <li key={`${index}-${file.fileName}`} className={classes.file}>
                <IconFile size={16} aria-hidden className={classes.fileIcon} />
                <bdi className={classes.fileName}>{file.fileName}</bdi>
                <span className={classes.fileSize}>{formatFileSize(file.size, language)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={classes.bubbleMeta}>
        {state.kind === 'stored' && onDelete ? (
          <MessageMenu t={t} onDelete={() => onDelete(state.id)} />
        ) : null}
        {message.time ? (
          <time dateTime={message.time}>{formatTime(message.time, language)}</time>
        ) : null}
        {own ? <DeliveryMark t={t} state={state} /> : null}
        {state.kind === 'failed' ? (
          <TooltipIconButton
            label={t('chat.send.retry')}
            size="sm"
            color="red"
            onClick={() => onRetry(state.outgoing)}
          >
            <IconRefresh size={14} aria-hidden />
          </TooltipIconButton>
        ) : null}
      </div>
    </div>
  );
}

/** The actions on one of the user's own messages. */
function MessageMenu({ t, onDelete }: { t: TFunction; onDelete: () => void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          className={classes.messageActions}
          aria-label={t('chat.message.actions')}
        >
          <IconDots size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onDelete}>
          {t('chat.message.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function DeliveryMark({ t, state }: { t: TFunction; state: ShownMessage['state'] }) {
  if (state.kind === 'pending') {
    return (
      <span className={classes.mark} data-mark="sending">
        <IconClock size={14} aria-hidden />
        <VisuallyHidden>{t('chat.delivery.sending')}</VisuallyHidden>
      </span>
    );
  }
  if (state.kind === 'failed') {
    return (
      <span className={classes.mark} data-mark="failed">
        <IconAlertCircle size={14} aria-hidden />
        <span>{t('chat.delivery.failed')}</span>
      </span>
    );
  }
  const { isSeen, isDelivered } = state.feedback;
  const mark = isSeen ? 'seen' : isDelivered ? 'delivered' : 'sent';
  const Icon = mark === 'sent' ? IconCheck : IconChecks;
  return (
    <span className={classes.mark} data-mark={mark} title={t(`chat.delivery.${mark}`)}>
      <Icon size={14} aria-hidden />
      <VisuallyHidden>{t(`chat.delivery.${mark}`)}</VisuallyHidden>
    </span>
  );
}
