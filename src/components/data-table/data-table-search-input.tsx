import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

/** How long typing pauses before the search goes to the URL (and so to the API). */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchInputProps = { value: string; onChange: (value: string) => void; label: string };

/**
 * The text lives in local state, so typing never waits for the router or the network; the URL
 * follows after a pause (or at once on Enter).
 */
export function DataTableSearchInput({ value, onChange, label }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The last value this input sent; a different `value` means the URL changed elsewhere (Back).
  const sent = useRef(value);
  const commit = useDebouncedCallback((next: string) => {
    sent.current = next;
    onChange(next);
  }, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      commit.cancel();
      setText(value);
    }
  }, [value, commit]);

  return (
    <TextInput
      className={classes.search}
      type="search"
      aria-label={label}
      placeholder={t('dataTable.search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('dataTable.search.clear')}
            onClick={() => {
              setText('');
              commit('');
              commit.flush();
            }}
          />
        ) : null
      }
    />
  );
}
