import { useEffect, useRef, useState } from 'react';
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
import { FormError } from '@/components/forms/form-error';
import { useAppForm } from '@/components/forms/use-app-form';
import { Modal } from '@/components/overlays/modal';
import { useAutosaveDraft, useSaveDraft } from '../api/save-email-draft';
import { useSendEmail } from '../api/send-email';
import { useMoveToTrash } from '../api/update-emails';
import { composeInputSchema, sendInputSchema, type ComposeInput } from '../api/email-schemas';
import type { ComposeInitial } from './compose-values';
import { sanitizeMail } from './sanitize-mail';
import { AttachmentName } from './attachment-name';
import classes from '../pages/email-page.module.css';

/** How long the composer waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 1000;

type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';
const statusKeys = {
  saving: 'email.compose.saving',
  saved: 'email.compose.saved',
  failed: 'email.compose.notSaved',
} as const;

type ComposerProps = { initial: ComposeInitial; onClose: () => void };
type Mode = 'send' | 'draft';
/** The composer's fields: what it sends or saves, but the draft it replaces. */
type ComposeFields = Omit<ComposeInitial, 'draftId'>;

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
  const { t } = useTranslation();
  // Which button was pressed: its write shows it, and the form checks its rules (a mail to send
  // needs a recipient, a draft does not). The ref is what the check reads, in the same click.
  const [writingMode, setWritingMode] = useState<Mode>('send');
  const rules = useRef<Mode>('send');
  const form = useAppForm<ComposeFields>(
    () => (rules.current === 'send' ? sendInputSchema : composeInputSchema),
    {
      initialValues: {
        to: initial.to,
        cc: initial.cc,
        bcc: initial.bcc,
        subject: initial.subject,
        // The body as HTML ('' when empty): what the editor holds once it starts, then each change.
        message: sanitizeMail(initial.message, false).html,
        attachments: initial.attachments,
      },
    },
  );
  const [showCopies, setShowCopies] = useState(initial.cc.length + initial.bcc.length > 0);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const send = useSendEmail();
  const save = useSaveDraft();
  const autosave = useAutosaveDraft();
  const moveToTrash = useMoveToTrash();
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  // The draft being written (set by the first save), and the saves in order: each waits for the
  // one before, so the second is an update of the draft the first created.
  const draftId = useRef(initial.draftId);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The form's values are read when a save runs (`getValues` is the latest, whatever the render).
  const input = (fields = form.getValues()): ComposeInput => ({
    ...(draftId.current === undefined ? {} : { draftId: draftId.current }),
    ...fields,
  });
  const hasText = () => {
    const { to, cc, bcc, attachments, subject, message } = form.getValues();
    return (
      to.length + cc.length + bcc.length + attachments.length > 0 ||
      subject.trim() !== '' ||
      message !== ''
    );
  };

  const saveNow = () => {
    clearTimeout(timer.current);
    if (!hasText()) return saves.current;
    saves.current = saves.current.then(async () => {
      const result = z.safeParse(composeInputSchema, input());
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
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Schedules the draft's save, a moment after the user's last change. */
  const changed = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
  };
  /** A field's input props: its value, its error, and changes that schedule the draft's save. */
  const field = (name: keyof ComposeFields) => {
    const props = form.getInputProps(name);
    return {
      ...props,
      onChange: (value: unknown) => {
        props.onChange(value);
        changed();
      },
    };
  };
  const setAttachments = (attachments: ComposeFields['attachments']) => {
    form.setFieldValue('attachments', attachments);
    changed();
  };

  const submit = (mode: Mode) => {
    if (form.submitting) return;
    rules.current = mode;
    setWritingMode(mode);
    const write = mode === 'send' ? send : save;
    form.submitWith(
      {
        mutateAsync: async (fields: ComposeFields) => {
          // The saves in flight first: the draft they made is the one sent or saved.
          clearTimeout(timer.current);
          await saves.current;
          // As the API takes them: trimmed (the fields passed the form's checks).
          return write.mutateAsync(z.parse(composeInputSchema, input(fields)));
        },
      },
      (fields) => fields,
      onClose,
    )();
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
  const { message, attachments } = form.getValues();
  const statusText = saveStatus === 'idle' ? '' : t(statusKeys[saveStatus]);
  const phone = useMediaQuery('(max-width: 48em)') === true;
  const addressProps = (name: 'to' | 'cc' | 'bcc') => ({
    ...field(name),
    label: t(`email.compose.${name}`),
    placeholder: t('email.compose.addressPlaceholder'),
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
          <TagsInput {...addressProps('to')} data-autofocus />
          {showCopies ? (
            <>
              <TagsInput {...addressProps('cc')} />
              <TagsInput {...addressProps('bcc')} />
            </>
          ) : (
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={() => setShowCopies(true)}>
                {t('email.compose.showCopies')}
              </Button>
            </Group>
          )}
          <TextInput label={t('email.compose.subject')} {...field('subject')} />
          <RichTextField
            label={t('email.compose.body')}
            hideLabel
            {...field('message')}
            value={message}
            // The editor's own HTML of the opening text: not a change of the user's, so no save.
            onReady={(html) => form.setFieldValue('message', html)}
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
                    <AttachmentName file={file} />
                    <CloseButton
                      size="sm"
                      aria-label={t('email.compose.removeAttachment', { name: file.fileName })}
                      onClick={() => setAttachments(attachments.filter((_, i) => i !== index))}
                    />
                  </Group>
                </li>
              ))}
            </ul>
          )}
          <FormError error={form.failure} />
          <Group justify="space-between">
            <FileButton
              multiple
              onChange={(files) =>
                setAttachments([
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
              <Button variant="default" onClick={close} disabled={form.submitting}>
                {t('email.compose.discard')}
              </Button>
              <Button
                variant="light"
                onClick={() => submit('draft')}
                loading={form.submitting && writingMode === 'draft'}
              >
                {t('email.compose.saveDraft')}
              </Button>
              <Button
                onClick={() => submit('send')}
                loading={form.submitting && writingMode === 'send'}
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
