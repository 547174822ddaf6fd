import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './search-input.module.css';
import { useUrlText } from './use-url-text';
import { noteSearchTyping } from '@/lib/list/search-typing';

/**
 * How long typing pauses before the search goes to the URL (and so to the API). The first
 * keystroke after a pause goes at once (`leading`); this only joins keystrokes typed closer
 * together than it, so the list follows the keyboard (issue 30: the rows ≤ 150 ms after the last
 * keystroke) and a quick burst is one request. A request a later keystroke replaces is aborted.
 */
export const SEARCH_DEBOUNCE_MS = 80;

const asTyped = (text: string) => text;
/** Compared trimmed: the URL may hold the search without its spaces. */
const searchText = {
  delayMs: SEARCH_DEBOUNCE_MS,
  toValue: asTyped,
  toText: asTyped,
  isSent: (value: string, sent: string) => value.trim() === sent.trim(),
  leading: true,
};

type SearchInputProps = {
  /** The search as the URL holds it. */
  value: string;
  /** Called after a pause in typing (at once on Enter or clear); writes the URL. */
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  className?: string;
};

/**
 * The one search box of list screens. The text lives in local state, so typing never waits for
 * the router or the network; the URL follows after a pause (or at once on Enter). When the URL
 * changes elsewhere (Back, a link), the box shows it and drops a search still waiting to be
 * sent, which would otherwise undo that navigation.
 */
export function SearchInput({ value, onChange, label, placeholder, className }: SearchInputProps) {
  const { t } = useTranslation();
  const { text, type, flush } = useUrlText(value, onChange, searchText);

  return (
    <TextInput
      className={className}
      classNames={{ input: classes.input }}
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        noteSearchTyping();
        type(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('common.actions.clearSearch')}
            onClick={() => {
              type('');
              flush();
            }}
          />
        ) : null
      }
    />
  );
}
