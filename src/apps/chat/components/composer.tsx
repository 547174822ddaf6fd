import { lazy, Suspense, useRef, useState } from 'react';
import { ActionIcon, CloseButton, FileButton, Pill, Text, Textarea } from '@mantine/core';
import { IconMoodSmile, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/feedback/spinner';
import { Popover } from '@/components/overlays/popover';
import { formatFileSize } from '@/lib/i18n/formats';
import type { AttachmentInput } from '../api/chat-schemas';
import { ATTACHMENTS_MAX, ATTACHMENT_MAX_BYTES, MESSAGE_MAX } from '../api/chat-values';
import classes from '../pages/chat-page.module.css';
import { isSendable } from './chat-format';

// The emoji set loads when the picker's button is first pointed at or opened, not with the chat.
const loadEmojiGrid = () => import('./emoji-grid');
const EmojiGrid = lazy(loadEmojiGrid);

type ComposerProps = {
  contactName: string;
  onSend: (text: string, attachments: AttachmentInput[]) => void;
  disabled?: boolean;
};

/** The text with `insert` in place of the selection (or at the caret), and the caret after it. */
export function insertAt(
  text: string,
  insert: string,
  start: number,
  end: number,
): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; blank messages are not sent. The
 * box empties at once: the message shows in the history, and if it fails it stays there, with
 * its text, to retry. Files (names and sizes; at most five, each at most 10 MB) and emoji (at
 * the caret) join the text; a file refused is said under the box and nothing else is lost.
 */
export function Composer({ contactName, onSend, disabled = false }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<AttachmentInput[]>([]);
  const [fileError, setFileError] = useState('');
  const [pickerOpened, setPickerOpened] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const sendable = isSendable(text) || files.length > 0;

  const send = () => {
    if (disabled || !sendable) return;
    onSend(text.trim(), files);
    setText('');
    setFiles([]);
    setFileError('');
  };

  const addFiles = (picked: readonly File[]) => {
    const tooLarge = picked.filter((file) => file.size > ATTACHMENT_MAX_BYTES);
    const fitting = picked
      .filter((file) => file.size <= ATTACHMENT_MAX_BYTES)
      .map((file) => ({ fileName: file.name, size: file.size }));
    const room = ATTACHMENTS_MAX - files.length;
    setFiles([...files, ...fitting.slice(0, Math.max(room, 0))]);
    const max = formatFileSize(ATTACHMENT_MAX_BYTES, i18n.resolvedLanguage);
    setFileError(
      tooLarge.length > 0
        ? t('chat.files.tooLarge', {
            count: tooLarge.length,
            name: tooLarge[0]?.name ?? '',
            max,
          })
        : fitting.length > room
          ? t('chat.files.tooMany', { count: ATTACHMENTS_MAX })
          : '',
    );
  };

  const insertEmoji = (emoji: string) => {
    const box = input.current;
    const start = box?.selectionStart ?? text.length;
    const end = box?.selectionEnd ?? text.length;
    const next = insertAt(text, emoji, start, end);
    setText(next.text.slice(0, MESSAGE_MAX));
    setPickerOpened(false);
    // Back to the box, the caret after the emoji, once React has written the new text.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <form
      className={classes.composerForm}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {files.length > 0 ? (
        <ul className={classes.pendingFiles} aria-label={t('chat.files.toSend')}>
          {files.map((file, index) => (
            // A file has no id of its own before it is sent, and two picked files may share a name
            // and a size; removing one rebuilds the rows, which hold no state, so the index is safe.
            // oxlint-disable-next-line react/no-array-index-key
            <li key={`${index}-${file.fileName}`}>
              <Pill className={classes.pendingFile}>
                <bdi>{file.fileName}</bdi> {formatFileSize(file.size, i18n.resolvedLanguage)}
                {/* Mantine's own remove button is hidden from assistive technology. */}
                <CloseButton
                  size="xs"
                  aria-label={t('chat.files.remove', { name: file.fileName })}
                  onClick={() => setFiles(files.filter((_, other) => other !== index))}
                />
              </Pill>
            </li>
          ))}
        </ul>
      ) : null}
      {fileError ? (
        <Text
          className={classes.composerError}
          c="red"
          fz="sm"
          role="alert"
          component="div"
          display="flex"
        >
          <span>{fileError}</span>
          <CloseButton
            size="sm"
            aria-label={t('chat.files.dismiss')}
            onClick={() => setFileError('')}
          />
        </Text>
      ) : null}
      <div className={classes.composer}>
        <FileButton multiple onChange={addFiles} disabled={disabled}>
          {(props) => (
            <ActionIcon
              {...props}
              variant="subtle"
              color="gray"
              size="input-sm"
              aria-label={t('chat.files.attach')}
            >
              <IconPaperclip size={18} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          ref={input}
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
        <Popover
          opened={pickerOpened}
          onChange={setPickerOpened}
          position="top-end"
          shadow="md"
          // In the page after its button, so Tab goes on into the emoji; Escape closes it and
          // the focus goes back to the button.
          withinPortal={false}
          returnFocus
        >
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="input-sm"
              aria-label={t('chat.emoji.open')}
              disabled={disabled}
              onPointerEnter={() => void loadEmojiGrid()}
              onClick={() => setPickerOpened((opened) => !opened)}
            >
              <IconMoodSmile size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown aria-label={t('chat.emoji.label')}>
            <Suspense fallback={<Spinner size="sm" label={t('chat.emoji.loading')} />}>
              <EmojiGrid onPick={insertEmoji} />
            </Suspense>
          </Popover.Dropdown>
        </Popover>
        <ActionIcon
          type="submit"
          size="input-sm"
          aria-label={t('chat.send.submit')}
          disabled={disabled || !sendable}
        >
          <IconSend size={18} aria-hidden className={classes.mirrored} />
        </ActionIcon>
      </div>
    </form>
  );
}
