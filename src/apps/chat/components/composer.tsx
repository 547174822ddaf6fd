import { useState } from 'react';
import { ActionIcon, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '../api/chat-values';
import classes from '../pages/chat-page.module.css';
import { isSendable } from './chat-format';

type ComposerProps = {
  contactName: string;
  onSend: (text: string) => void;
  disabled?: boolean;
};

/**
 * The message box: Enter sends, Shift+Enter starts a new line; blank messages are not sent. The
 * box empties at once: the message shows in the history, and if it fails it stays there, with
 * its text, to retry.
 */
export function Composer({ contactName, onSend, disabled = false }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const send = () => {
    if (disabled || !isSendable(text)) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        className={classes.composerInput}
        aria-label={t('chat.send.label', { name: contactName })}
        placeholder={t('chat.send.placeholder')}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MESSAGE_MAX}
        value={text}
        disabled={disabled}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Not while an input method is composing a character (Enter picks the candidate).
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <ActionIcon
        type="submit"
        size="input-sm"
        aria-label={t('chat.send.submit')}
        disabled={disabled || !isSendable(text)}
      >
        <IconSend size={18} aria-hidden className={classes.mirrored} />
      </ActionIcon>
    </form>
  );
}
