// Heavy (tiptap and ProseMirror): import it only from a lazily loaded form.
import { useId } from 'react';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { Link } from '@tiptap/extension-link';
import { type Editor, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { isHtml } from '@/lib/html/html-text';
import { sanitizeHtml } from '@/lib/html/sanitize-html';
import classes from './rich-text-field.module.css';

const escape = (line: string) =>
  line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Plain text as the editor's HTML: escaped, one paragraph a line (older plain descriptions). */
export function textAsHtml(text: string): string {
  if (isHtml(text)) return sanitizeHtml(text);
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

type RichTextFieldProps = {
  label: string;
  /** The label is said to screen readers only (a mail's body under its subject needs no caption). */
  hideLabel?: boolean;
  /** HTML (or plain text, shown as such); '' when empty. Read once, when the field mounts. */
  value: string;
  /** Each change, as HTML ('' when empty). */
  onChange: (html: string) => void;
  /**
   * Once the editor holds the starting value: its HTML as the editor keeps it (only what its
   * schema knows), which is what the field holds until the first change.
   */
  onReady?: (html: string) => void;
  error?: string | null;
  description?: string;
  /** The text area's class: its height, and scrolling within it. */
  contentClassName?: string;
};

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * A labelled rich-text input (bold, italic, strikethrough, code, lists, quote, link) whose value
 * is HTML, '' when empty; its error is said under it and tied to it for screen readers. What it
 * shows was sanitized; what it gives is sanitized again by the API. The one rich-text editor of
 * the house (a product's description, a mail's body).
 */
export function RichTextField({
  label,
  hideLabel = false,
  value,
  onChange,
  onReady,
  error,
  description,
  contentClassName,
}: RichTextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    // Read once: the editor owns its text from then on and reports each change.
    content: textAsHtml(value),
    immediatelyRender: true,
    onCreate: ({ editor: current }) => onReady?.(htmlOf(current)),
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        ...(description && !error ? { 'aria-describedby': descriptionId } : {}),
        // What the user writes reads in its own direction.
        dir: 'auto',
        style: 'text-align: start',
      },
    },
  });
  return (
    <Input.Wrapper
      label={hideLabel ? undefined : label}
      labelProps={{ htmlFor: id }}
      error={error}
      errorProps={{ id: errorId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
    >
      <RichTextEditor
        editor={editor}
        className={classes.root}
        data-invalid={error ? true : undefined}
        // Apart from the label above it; flush when there is none.
        mt={hideLabel && !description ? 0 : 4}
        labels={{
          boldControlLabel: t('common.editor.bold'),
          italicControlLabel: t('common.editor.italic'),
          strikeControlLabel: t('common.editor.strike'),
          codeControlLabel: t('common.editor.code'),
          bulletListControlLabel: t('common.editor.bulletList'),
          orderedListControlLabel: t('common.editor.orderedList'),
          blockquoteControlLabel: t('common.editor.blockquote'),
          linkControlLabel: t('common.editor.link'),
          unlinkControlLabel: t('common.editor.unlink'),
          linkEditorInputLabel: t('common.editor.linkInput'),
          linkEditorInputPlaceholder: t('common.editor.linkPlaceholder'),
          linkEditorExternalLink: t('common.editor.linkExternal'),
          linkEditorInternalLink: t('common.editor.linkInternal'),
          linkEditorSave: t('common.editor.linkSave'),
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={contentClassName} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
