import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  CloseButton,
  FileButton,
  Group,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { RichTextField } from '@/components/forms/rich-text-field';
import { useSingleFlight } from '@/components/forms/use-single-flight';
import { Modal } from '@/components/overlays/modal';
import { apiFieldErrors, errorMessage } from '@/lib/http/api-error';
import { useAutosaveDraft, useSaveDraft } from '../api/save-email-draft';
import { useSendEmail } from '../api/send-email';
import { useMoveToTrash } from '../api/update-emails';
import { composeInputSchema, sendInputSchema, type ComposeInput } from '../api/email-schemas';
import type { ComposeInitial } from './compose-values';
import { sanitizeMail } from './sanitize-mail';
import classes from '../pages/email-page.module.css';
import { formatFileSize } from '@/lib/i18n/formats';

/** How long the composer waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 1000;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
const statusKeys = {
  saving: 'email.compose.saving',
  saved: 'email.compose.saved',
  failed: 'email.compose.notSaved',
} as const;

type ComposerProps = { initial: ComposeInitial; onClose: () => void };
type Field = 'to' | 'cc' | 'bcc' | 'subject' | 'message' | 'attachments';
type Errors = Partial<Record<Field, string>>;

const fields: readonly Field[] = ['to', 'cc', 'bcc', 'subject', 'message', 'attachments'];

/** Field errors by the first segment of their path (`to.1` is `to`). */
function byField(entries: Iterable<[string, string]>): Errors {
  const errors: Errors = {};
  for (const [path, message] of entries) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/**
 * The composer (loaded with the editor only when it opens): to, cc and bcc as address chips,
 * subject, rich text, attachments from the disk (name and size), Send, Save draft, Discard. A
 * failure keeps everything typed and says what is wrong by its field.
 *
 * What is typed is saved as a draft a moment after each change (created once, then updated), so
 * a reload loses nothing: the draft waits in Draft. The saves run one after another, and Send and
 * Save draft wait for the last, so they act on that draft (sending it takes it out of Draft)
 * rather than leave a copy. Discard throws the draft away (to Trash, with Undo).
 */
export default function Composer({ initial, onClose }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const [to, setTo] = useState(initial.to);
  const [cc, setCc] = useState(initial.cc);
  const [bcc, setBcc] = useState(initial.bcc);
  const [showCopies, setShowCopies] = useState(initial.cc.length + initial.bcc.length > 0);
  const [subject, setSubject] = useState(initial.subject);
  // The body as HTML ('' when empty): what the editor holds once it starts, then each change.
  const [message, setMessage] = useState(() => sanitizeMail(initial.message, false).html);
  const [attachments, setAttachments] = useState(initial.attachments);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const send = useSendEmail();
  // Sent (or saved) once: a double click while the mail is on its way sends nothing.
  const writing = useSingleFlight();
  const save = useSaveDraft();
  const autosave = useAutosaveDraft();
  const moveToTrash = useMoveToTrash();
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  // The draft being written (set by the first save), and the saves in order: each waits for the
  // one before, so the second is an update of the draft the first created.
  const draftId = useRef(initial.draftId);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const input = (): ComposeInput => ({
    ...(draftId.current === undefined ? {} : { draftId: draftId.current }),
    to,
    cc,
    bcc,
    subject,
    message,
    attachments,
  });
  const hasText = () =>
    to.length + cc.length + bcc.length + attachments.length > 0 ||
    subject.trim() !== '' ||
    message !== '';

  // The latest values, read when a save runs (after the render that follows the change).
  const latest = useRef({ input, hasText });
  useLayoutEffect(() => {
    latest.current = { input, hasText };
  });
  const saveNow = () => {
    clearTimeout(timer.current);
    if (!latest.current.hasText()) return saves.current;
    saves.current = saves.current.then(async () => {
      const result = z.safeParse(composeInputSchema, latest.current.input());
      // What does not parse (an address being typed) is saved with the next change that does.
      if (!result.success) return setSaveStatus('failed');
      setSaveStatus('saving');
      try {
        draftId.current = (await autosave.mutateAsync(result.data)).id;
        setSaveStatus('saved');
      } catch {
        setSaveStatus('failed');
      }
    });
    return saves.current;
  };
  const scheduleSave = useRef(() => {});
  useLayoutEffect(() => {
    scheduleSave.current = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    };
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  /** A field's setter that also schedules the draft's save. */
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      scheduleSave.current();
    };

  // Which button's write is on its way (that one shows it; both ignore clicks meanwhile).
  const [writingMode, setWritingMode] = useState<'send' | 'draft'>('send');
  const submit = (mode: 'send' | 'draft') => {
    if (writing.isRunning()) return;
    setWritingMode(mode);
    void writing.run(
      async () => {
        // The saves in flight first: the draft they made is the one sent or saved.
        clearTimeout(timer.current);
        await saves.current;
        const result = z.safeParse(mode === 'send' ? sendInputSchema : composeInputSchema, input());
        if (!result.success) {
          setErrors(
            byField(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
          );
          return false;
        }
        setErrors({});
        setFormError(null);
        await (mode === 'send' ? send : save).mutateAsync(result.data);
        return true;
      },
      {
        onSuccess: (written) => {
          if (written) onClose();
        },
        onError: (error) => {
          const fieldErrors = byField(Object.entries(apiFieldErrors(error)));
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(error, t));
        },
      },
    );
  };

  const close = () => {
    if (hasText()) setConfirmDiscard(true);
    else discard();
  };
  /** Closes, throwing away the draft saved meanwhile (undoably: it goes to Trash). */
  const discard = () => {
    clearTimeout(timer.current);
    onClose();
    void saves.current.then(() => {
      if (draftId.current !== undefined)
        moveToTrash([draftId.current], t('email.notifications.draftDiscarded'));
    });
  };
  const statusText = saveStatus === 'idle' ? '' : t(statusKeys[saveStatus]);
  const phone = useMediaQuery('(max-width: 48em)') === true;
  const addressProps = (field: 'to' | 'cc' | 'bcc') => ({
    label: t(`email.compose.${field}`),
    placeholder: t('email.compose.addressPlaceholder'),
    error: errors[field] ? t(errors[field]) : undefined,
    splitChars: [',', ';', ' '],
    acceptValueOnBlur: true,
    clearable: true,
  });

  return (
    <>
      <Modal
        opened
        onClose={close}
        title={t(initial.draftId === undefined ? 'email.compose.title' : 'email.compose.editDraft')}
        size="xl"
        // A phone gets the whole screen: the buttons stay in reach under the keyboard's edge.
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('email.compose.discard') }}
      >
        <Stack gap="sm">
          <TagsInput {...addressProps('to')} value={to} onChange={edited(setTo)} data-autofocus />
          {showCopies ? (
            <>
              <TagsInput {...addressProps('cc')} value={cc} onChange={edited(setCc)} />
              <TagsInput {...addressProps('bcc')} value={bcc} onChange={edited(setBcc)} />
            </>
          ) : (
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={() => setShowCopies(true)}>
                {t('email.compose.showCopies')}
              </Button>
            </Group>
          )}
          <TextInput
            label={t('email.compose.subject')}
            value={subject}
            onChange={(event) => edited(setSubject)(event.currentTarget.value)}
            error={errors.subject ? t(errors.subject) : undefined}
          />
          <RichTextField
            label={t('email.compose.body')}
            hideLabel
            value={message}
            onReady={setMessage}
            onChange={edited(setMessage)}
            error={errors.message ? t(errors.message) : undefined}
            contentClassName={classes.composerText}
          />
          {attachments.length > 0 && (
            <ul
              aria-label={t('email.view.attachments')}
              style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}
            >
              {attachments.map((file, index) => (
                <li key={`${file.fileName}-${index}`}>
                  <Group gap="xs">
                    <IconPaperclip size={14} aria-hidden />
                    <Text span fz="sm" dir="auto">
                      {file.fileName}
                    </Text>
                    <Text span fz="xs" c="dimmed">
                      {formatFileSize(file.size, i18n.language)}
                    </Text>
                    <CloseButton
                      size="sm"
                      aria-label={t('email.compose.removeAttachment', { name: file.fileName })}
                      onClick={() =>
                        edited(setAttachments)(attachments.filter((_, i) => i !== index))
                      }
                    />
                  </Group>
                </li>
              ))}
            </ul>
          )}
          {formError && (
            <Text c="red" fz="sm" role="alert">
              {formError}
            </Text>
          )}
          <Group justify="space-between">
            <FileButton
              multiple
              onChange={(files) =>
                edited(setAttachments)([
                  ...attachments,
                  ...files.map((file) => ({ fileName: file.name, size: file.size })),
                ])
              }
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} aria-hidden />}
                >
                  {t('email.compose.attach')}
                </Button>
              )}
            </FileButton>
            <Text fz="xs" c="dimmed" aria-live="polite" className={classes.composerStatus}>
              {statusText}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={close} disabled={writing.busy}>
                {t('email.compose.discard')}
              </Button>
              <Button
                variant="light"
                onClick={() => submit('draft')}
                loading={writing.busy && writingMode === 'draft'}
              >
                {t('email.compose.saveDraft')}
              </Button>
              <Button
                onClick={() => submit('send')}
                loading={writing.busy && writingMode === 'send'}
                leftSection={<IconSend size={16} aria-hidden />}
              >
                {t('email.compose.send')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title={t('email.compose.discardTitle')}
        size="sm"
      >
        <Text fz="sm">{t('email.compose.discardText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDiscard(false)}>
            {t('email.compose.keepEditing')}
          </Button>
          <Button color="red" onClick={discard}>
            {t('email.compose.discardConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
