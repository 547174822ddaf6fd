import { useEffect, useRef } from 'react';
import { ActionIcon, CloseButton, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../pages/chat-page.module.css';

type ConversationSearchProps = {
  query: string;
  onQuery: (query: string) => void;
  /** How many messages match, and which of them (from 1) is in view; 0 when none. */
  count: number;
  position: number;
  /** The older match (up), the newer one (down); both wrap around. */
  onPrevious: () => void;
  onNext: () => void;
  onClose: () => void;
};

/**
 * The search bar of the open conversation: the text, "2 of 5", previous and next. Enter goes to
 * the previous (older) match, Shift+Enter to the next; Escape closes the bar.
 */
export function ConversationSearch({
  query,
  onQuery,
  count,
  position,
  onPrevious,
  onNext,
  onClose,
}: ConversationSearchProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  const searched = query.trim() !== '';
  return (
    <search className={classes.searchBar} aria-label={t('chat.find.label')}>
      <TextInput
        ref={field}
        className={classes.searchField}
        size="xs"
        type="search"
        aria-label={t('chat.find.field')}
        placeholder={t('chat.find.placeholder')}
        leftSection={<IconSearch size={14} aria-hidden />}
        value={query}
        onChange={(event) => onQuery(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            if (event.shiftKey) onNext();
            else onPrevious();
          }
        }}
      />
      <output className={classes.searchCount} aria-live="polite">
        {searched
          ? count > 0
            ? t('chat.find.position', { position, count })
            : t('chat.find.none')
          : ''}
      </output>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('chat.find.previous')}
        disabled={count === 0}
        onClick={onPrevious}
      >
        <IconChevronUp size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('chat.find.next')}
        disabled={count === 0}
        onClick={onNext}
      >
        <IconChevronDown size={16} aria-hidden />
      </ActionIcon>
      <CloseButton size="sm" aria-label={t('chat.find.close')} onClick={onClose} />
    </search>
  );
}
