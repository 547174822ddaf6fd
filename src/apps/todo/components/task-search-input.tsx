import { useEffect, useRef, useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../pages/todo-page.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

type TaskSearchInputProps = {
  /** `q` of the URL. */
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
};

/**
 * The title search. What the user types lives here and shows at once; the URL (and so the
 * request) follows after a pause, and the list keeps showing until the answer comes.
 */
export function TaskSearchInput({ value, onSearch }: TaskSearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  // The last q this input sent: the URL catching up with it must not overwrite newer typing.
  const sent = useRef(value);
  const send = useDebouncedCallback((next: string) => {
    const q = next.trim() || undefined;
    sent.current = q;
    onSearch(q);
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed from elsewhere (back button, a link): show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value ?? '');
    }
  }, [value]);

  return (
    <TextInput
      type="search"
      className={classes.search}
      flex={1}
      miw={0}
      aria-label={t('todo.search.label')}
      placeholder={t('todo.search.placeholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send.flush();
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('todo.search.clear')}
            onClick={() => {
              setText('');
              send('');
              send.flush();
            }}
          />
        ) : null
      }
    />
  );
}
